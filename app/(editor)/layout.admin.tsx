import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter, playfair } from '@/lib/fonts';
import '@/app/globals.css';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The root of the editor's pages (the admin at /keystatic, and /content-problems):
 * they sit outside the site's two languages, so they have their own html and body.
 * Only `npm run edit` has them (see next.config.mjs).
 */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={`${inter.variable} ${playfair.variable}`}>
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
