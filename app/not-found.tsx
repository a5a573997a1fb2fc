import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import { SiteFrame } from '@/components/layout/site-frame';
import { getNotFoundPage } from '@/lib/content/not-found';

export const metadata: Metadata = { title: getNotFoundPage().title, robots: { index: false } };

export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView copy={getNotFoundPage()} />
    </SiteFrame>
  );
}
