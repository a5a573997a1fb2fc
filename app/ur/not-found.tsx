import { NotFoundView } from '@/components/errors/not-found-view';

/** An Urdu page that has nothing to show: the Urdu 404. */
export default function NotFound() {
  return <NotFoundView />;
}
