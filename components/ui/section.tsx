import type { ReactNode } from 'react';
import { BELOW_FOLD } from '@/lib/below-fold';

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: 'ivory' | 'sand' | 'dark' | 'white';
  /** The page's own heading (h1) when the section is the whole page; an h2 otherwise. */
  level?: 1 | 2;
  className?: string;
  children?: ReactNode;
};

const toneClasses = {
  ivory: 'bg-ivory text-ink',
  sand: 'bg-sand text-ink',
  white: 'bg-white text-ink',
  dark: 'bg-cedar-900 text-ivory print:bg-white print:text-ink',
};

/**
 * A full-width page band with an optional eyebrow, h2 and intro, and a centred container; skipped
 * while away from the screen once the page has been drawn (`BELOW_FOLD`).
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'ivory',
  level = 2,
  className = '',
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    // The page's head script may mark it near the screen before React hydrates it (lib/below-fold.ts).
    <section
      id={id}
      aria-labelledby={headingId}
      suppressHydrationWarning
      className={`${toneClasses[tone]} ${BELOW_FOLD} py-16 sm:py-20 print:py-1 ${className}`}
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {title ? (
          <header className="mb-10 max-w-3xl print:mb-3">
            {eyebrow ? (
              <p
                className={`mb-3 text-xs font-semibold tracking-[0.2em] uppercase print:hidden ${tone === 'dark' ? 'text-brass-300' : 'text-brass-700'}`}
              >
                {eyebrow}
              </p>
            ) : null}
            <Heading id={headingId} className="text-3xl leading-tight sm:text-4xl">
              {title}
            </Heading>
            {intro ? (
              <div
                className={`mt-4 text-lg ${tone === 'dark' ? 'text-ivory/85 print:text-ink' : 'text-muted'} print:hidden`}
              >
                {intro}
              </div>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function Container({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`mx-auto max-w-7xl px-5 sm:px-8 ${className}`}>{children}</div>;
}
