import type { ReactNode } from 'react';

export type BadgeTone = 'blue' | 'orange' | 'green' | 'brass' | 'neutral' | 'dark';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-900 ring-blue-200',
  orange: 'bg-orange-100 text-orange-900 ring-orange-200',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  brass: 'bg-brass-100 text-brass-700 ring-brass-300',
  neutral: 'bg-sand text-ink ring-line',
  dark: 'bg-cedar-900/85 text-ivory ring-cedar-700',
};

type BadgeProps = { tone?: BadgeTone; children: ReactNode; className?: string };

export function Badge({ tone = 'neutral', children, className = '' }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
