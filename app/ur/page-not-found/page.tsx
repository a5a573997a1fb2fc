import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found-view';
import { setRequestLocale } from 'next-intl/server';

/**
 * What any unknown path under /ur shows: the proxy answers it with this
 * pre-rendered page and status 404 (lib/not-found.ts), as it does unknown hotels.
 */
export const generateMetadata = () => notFoundMetadata('ur');

export default function UrduNotFoundPage() {
  setRequestLocale('ur');
  return <NotFoundView />;
}
