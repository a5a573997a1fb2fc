import { NotFoundView } from '@/components/errors/not-found-view';

/** A page of the English site that has nothing to show (a record that is not there). */
export default function NotFound() {
  return <NotFoundView />;
}
