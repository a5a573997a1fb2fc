import { Document } from '@/components/layout/document';
import { NotFoundView, notFoundMetadata } from '@/components/errors/not-found-view';
import { setRequestLocale } from 'next-intl/server';

/** The page for any path no route matches (the proxy answers unknown /ur/... paths with the Urdu page instead). */
export const generateMetadata = () => notFoundMetadata('en');

export default function GlobalNotFound() {
  setRequestLocale('en');
  return (
    <Document locale="en">
      <NotFoundView />
    </Document>
  );
}
