import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses, type ButtonVariant } from './button-classes';

type ButtonLinkProps = {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
} & Omit<ComponentProps<'a'>, 'href' | 'className' | 'children'>;

/**
 * A link styled as a button. External links (http, tel:, mailto:) and links
 * to a place on the same page (#…) render a plain anchor: the browser scrolls
 * there itself, and keeps the address's query (a chosen unit's ?size=…&plan=…);
 * http ones open in a new tab and say so to screen readers.
 * A server component (it reads the interface words): client islands use
 * buttonClasses from ./button-classes instead.
 */
export async function ButtonLink({ href, variant = 'primary', className, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  if (href.startsWith('#')) {
    return (
      <a href={href} className={classes} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternal(href)) {
    const newTab = href.startsWith('http');
    const opensInNewTab = (await getTranslations('chrome'))('opensInNewTab');
    return (
      <a
        href={href}
        className={classes}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
        {newTab ? <span className="sr-only"> {opensInNewTab}</span> : null}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...rest}>
      {children}
    </Link>
  );
}

type DisabledButtonProps = { id: string; label: string; reason: string; className?: string };

/**
 * A real disabled button that says why it is disabled, to sighted and
 * screen-reader users alike. `id` must be unique on the page.
 */
export function DisabledButton({ id, label, reason, className = '' }: DisabledButtonProps) {
  const reasonId = `${id}-reason`;
  return (
    <span className={`flex flex-col items-start gap-1 ${className}`}>
      <button type="button" disabled aria-describedby={reasonId} className={buttonClasses('outline')}>
        {label}
      </button>
      <span id={reasonId} className="text-xs text-muted">
        {reason}
      </span>
    </span>
  );
}

function isExternal(href: string) {
  return /^(https?:|tel:|mailto:)/.test(href);
}
