import type { Metadata } from 'next';
import { SiteFrame } from '@/components/layout/site-frame';
import { NOT_FOUND_TITLE, NotFoundView } from '@/components/errors/not-found-view';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

export default function NotFound() {
  return (
    <SiteFrame>
      <NotFoundView />
    </SiteFrame>
  );
}
