import type { ComponentProps } from 'react';

type CardProps = ComponentProps<'div'>;

export function Card({ className = '', ...rest }: CardProps) {
  return (
    <div
      className={`flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card ${className}`}
      {...rest}
    />
  );
}
