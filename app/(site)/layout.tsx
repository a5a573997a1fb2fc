import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/site-frame';
import { getSettings } from '@/lib/content/site';

export async function generateMetadata(): Promise<Metadata> {
  const { name, shortName, description } = await getSettings();
  return { title: { default: name, template: `%s | ${shortName}` }, description, applicationName: name };
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
