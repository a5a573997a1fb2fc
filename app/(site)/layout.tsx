import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { setRequestLocale } from 'next-intl/server';
import { siteMetadata, VIEWPORT } from '@/lib/seo';

/** The root of the English site: every page but the Urdu ones under /ur (app/ur/layout.tsx). */
export const generateMetadata = () => siteMetadata('en');
export const viewport = VIEWPORT;

export default function SiteLayout({ children }: { children: ReactNode }) {
  setRequestLocale('en');
  return <Document locale="en">{children}</Document>;
}
