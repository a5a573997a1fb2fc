import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import { SiteFrame } from '@/components/layout/site-frame';
import { getNotFoundPage, getSettings } from '@/lib/content/site';

export async function generateMetadata(): Promise<Metadata> {
  const { name, shortName, description } = await getSettings();
  return { title: `${(await getNotFoundPage()).title} | ${shortName}`, description, applicationName: name, robots: { index: false } };
}

export default async function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView copy={await getNotFoundPage()} />
    </SiteFrame>
  );
}
