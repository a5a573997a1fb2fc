import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getSettings } from '@/lib/content/settings';
import { inter, playfair } from '@/lib/fonts';
import { SITE_URL } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: getSettings().name, template: `%s | ${getSettings().shortName}` },
  description: getSettings().description,
  applicationName: getSettings().name,
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
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
