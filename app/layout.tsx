import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inter, playfair } from '@/lib/fonts';
import { SITE_URL } from '@/lib/site-url';
import './globals.css';

/** The site's own metadata (its name, its description) comes with its pages, in app/(site)/layout.tsx. */
export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f2a22',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA" className={`${inter.variable} ${playfair.variable}`}>
      <body className="flex min-h-dvh flex-col print:block print:min-h-0">{children}</body>
    </html>
  );
}
