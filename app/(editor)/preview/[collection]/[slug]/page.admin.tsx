import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { readContent, type CollectionKey } from '@/lib/content/reader';
import { contactHref, ROUTES } from '@/lib/routes';

type PreviewProps = { params: Promise<{ collection: string; slug: string }> };

/**
 * Next's development server learns of a new record's page a request late
 * (it answers from the list of pages it made before, then makes it again):
 * asked until the page is there, so a record just created never previews as a 404.
 */
async function whenListed(path: string) {
  const origin = `http://${(await headers()).get('host')}`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await fetch(new URL(path, origin), { method: 'HEAD', redirect: 'manual' })).status !== 404) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A record's Preview link in the admin (`previewUrl`, lib/keystatic/fields.ts)
 * opens the page that shows it: its own page, or the list or page it appears
 * on when it has none. Only `npm run edit` has this route.
 */
export default async function PreviewPage({ params }: PreviewProps) {
  const { collection, slug } = await params;
  const content = await readContent();
  const record = Object.hasOwn(content, collection)
    ? content[collection as CollectionKey].find((candidate) => candidate.slug === slug)
    : undefined;
  if (!record) notFound();
  const page = 'page' in record ? record.page.discriminant : false;
  const hasPage = Boolean(page) && page !== 'none';
  const shownAt: Record<CollectionKey, string> = {
    'delivered-projects': ROUTES.project(slug),
    'current-projects': hasPage ? ROUTES.project(slug) : ROUTES.ongoingProjects,
    'canada-hotels': hasPage ? ROUTES.hotel(slug) : ROUTES.canada,
    'canada-residential': hasPage ? ROUTES.record(slug) : ROUTES.canada,
    'canada-ventures': hasPage ? ROUTES.record(slug) : ROUTES.canada,
    team: ROUTES.about,
    teams: contactHref(null, slug),
  };
  await whenListed(shownAt[collection as CollectionKey]);
  redirect(shownAt[collection as CollectionKey]);
}
