import Link from 'next/link';

type CardLinkProps = { href: string; children: string };

/**
 * The card's title as a link whose hit area covers the whole card (the card
 * must be `relative`), so there is one link per card for keyboard and screen
 * reader users and the link text is the project's name.
 */
export function CardLink({ href, children }: CardLinkProps) {
  return (
    <Link
      href={href}
      className="after:absolute after:inset-0 after:rounded-card hover:text-cedar-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brass-500"
    >
      {children}
    </Link>
  );
}
