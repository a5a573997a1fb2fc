import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveredProjectLayout } from '@/components/projects/delivered-project-layout';
import { OfferingLayout } from '@/components/projects/offering-layout';
import { projectJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { getProjectCopy, getProjectPage, listProjectPages } from '@/lib/content/pakistan';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type ProjectPageProps = { params: Promise<{ slug: string }> };

/** Only the project pages in content exist; any other slug is the site's 404. */
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listProjectPages()).map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const page = await getProjectPage((await params).slug);
  if (!page) return {};
  const { project } = page;
  return pageMetadata({
    title: project.name,
    description: page.layout === 'delivered' ? page.project.summary : page.project.page.summary,
    path: ROUTES.project(page.slug),
    image: project.image,
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const page = await getProjectPage((await params).slug);
  if (!page) notFound();
  const copy = await getProjectCopy();
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
