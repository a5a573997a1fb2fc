import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveredProjectLayout } from '@/components/projects/delivered-project-layout';
import { OfferingLayout } from '@/components/projects/offering-layout';
import { ATOM_TYPE } from '@/components/projects/progress-feed';
import { projectJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { getProjectCopy, getProjectPage, listProjectPages } from '@/lib/content/pakistan';
import { routeSlugs } from '@/lib/content/reader';
import type { Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from 'next-intl/server';
import { progressFeedPath, ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';

type ProjectPageProps = { params: Promise<{ slug: string }> };

/** /projects/{slug} and /ur/projects/{slug}: a delivered project, or one on sale with its schedules. Only the slugs in content exist. */
export function projectRoute(locale: Locale) {
  async function generateStaticParams() {
    return routeSlugs(() => listProjectPages(locale), ['delivered-projects', 'current-projects']);
  }

  async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
    const page = await getProjectPage((await params).slug, locale);
    if (!page) return {};
    const { project } = page;
    const feed =
      page.layout === 'offering' && page.project.progress.length
        ? {
            path: progressFeedPath(page.slug, locale),
            title: fillTemplate((await getProjectCopy(locale)).progress.feedTitle, { name: project.name }),
            type: ATOM_TYPE,
          }
        : undefined;
    return pageMetadata({
      feed,
      title: project.name,
      description: page.layout === 'delivered' ? page.project.summary : page.project.page.summary,
      path: ROUTES.project(page.slug),
      image: project.image,
      locale,
    });
  }

  async function ProjectPage({ params }: ProjectPageProps) {
    setRequestLocale(locale);
    const page = await getProjectPage((await params).slug, locale);
    if (!page) notFound();
    const copy = await getProjectCopy(locale);
    return (
      <>
        <JsonLd data={await projectJsonLd(page, copy)} />
        {page.layout === 'delivered' ? (
          <DeliveredProjectLayout project={page.project} copy={copy} />
        ) : (
          <OfferingLayout project={page.project} copy={copy} />
        )}
      </>
    );
  }

  return { generateStaticParams, generateMetadata, Page: ProjectPage };
}
