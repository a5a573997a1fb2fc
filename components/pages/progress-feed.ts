import { ATOM_TYPE, progressFeed } from '@/components/projects/progress-feed';
import { getProjectCopy, listOfferingProjects } from '@/lib/content/pakistan';
import { getSettings } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';

type FeedContext = { params: Promise<{ slug: string }> };

/** /projects/{slug}/progress.xml and its Urdu twin: the feed of each project page with progress updates, written at build. */
export function progressFeedRoute(locale: Locale) {
  const withProgress = async () => (await listOfferingProjects(locale)).filter((project) => project.progress.length);

  async function generateStaticParams() {
    return (await withProgress()).map(({ slug }) => ({ slug }));
  }

  async function GET(_request: Request, { params }: FeedContext) {
    const { slug } = await params;
    const project = (await withProgress()).find((candidate) => candidate.slug === slug);
    if (!project)
      return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const [copy, settings] = await Promise.all([getProjectCopy(locale), getSettings(locale)]);
    return new Response(progressFeed(project, copy, settings.name), {
      headers: { 'content-type': `${ATOM_TYPE}; charset=utf-8` },
    });
  }

  return { generateStaticParams, GET };
}
