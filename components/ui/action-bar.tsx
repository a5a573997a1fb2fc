import { telHref } from '@/lib/tel';
import { ButtonLink } from './button';

type ActionBarProps = {
  /** The place's phone, as its record writes it. */
  phone: string;
  callLabel: string;
  /** The page's main step: book, ask for a quote, get directions, register interest. */
  action: { href: string; label: string };
};

/**
 * On a phone (below lg), a venue page's two next steps stay at the bottom of the screen: a call to the place, and the
 * page's main step. No script: the page ends above the bar and a link jumps to a place above it (app/globals.css), it
 * clears the home indicator (the safe area; the viewport covers the whole screen, lib/seo.ts), and it steps aside while a
 * field has focus, when the on-screen keyboard is up.
 */
export function ActionBar({ phone, callLabel, action }: ActionBarProps) {
  return (
    <div
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cedar-800/60 bg-cedar-950/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] lg:hidden print:hidden"
    >
      <div className="mx-auto flex h-(--action-bar) max-w-7xl items-center gap-3 px-5 sm:px-8">
        <ButtonLink href={telHref(phone)} variant="ghost-light" className="shrink-0">
          {callLabel}
        </ButtonLink>
        <ButtonLink href={action.href} className="flex-1">
          {action.label}
        </ButtonLink>
      </div>
    </div>
  );
}
