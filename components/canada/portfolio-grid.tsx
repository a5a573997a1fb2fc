import type { ReactNode } from 'react';
import { entranceDelay } from '@/components/ui/entrance';

type PortfolioGridProps = { children: ReactNode };

/** One column on phones, two on tablets, three on desktops; cards fade in one after another. */
export function PortfolioGrid({ children }: PortfolioGridProps) {
  return <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}

type PortfolioGridItemProps = { index: number; children: ReactNode };

export function PortfolioGridItem({ index, children }: PortfolioGridItemProps) {
  return (
    <li className="animate-fade-up" style={entranceDelay(index)}>
      {children}
    </li>
  );
}
