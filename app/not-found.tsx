import type { Metadata } from 'next';
import { NOT_FOUND_TITLE, NotFoundView } from '@/components/errors/not-found-view';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}
