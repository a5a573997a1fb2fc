import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/app/globals.css';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The root of the editor's pages (the admin at /keystatic, and /content-problems):
 * they sit outside the site's two languages, so they have their own html and body.
 * Only `npm run edit` has them (see next.config.mjs).
 */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
