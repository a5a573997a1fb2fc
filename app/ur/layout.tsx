import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { setRequestLocale } from 'next-intl/server';
import { siteMetadata, VIEWPORT } from '@/lib/seo';

/** The root of the Urdu pages: the Karachi side of the site and the contact section, right to left. */
export const generateMetadata = () => siteMetadata('ur');
export const viewport = VIEWPORT;

export default function UrduLayout({ children }: { children: ReactNode }) {
  setRequestLocale('ur');
  return <Document locale="ur">{children}</Document>;
}
