import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveredProjectLayout } from '@/components/projects/delivered-project-layout';
import { OfferingLayout } from '@/components/projects/offering-layout';
import { projectJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { getProjectPage, listProjectPages, projectPageName } from '@/lib/content/pakistan-projects';
import { pageMetadata } from '@/lib/seo';
import { ROUTES } from '@/lib/routes';

type ProjectPageProps = { params: Promise<{ slug: string }> };

/** Only the project pages in content exist; any other slug is the site's 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return listProjectPages().map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const page = getProjectPage((await params).slug);
  if (!page) return {};
  return pageMetadata({
    title: projectPageName(page),
    description: page.summary,
    path: ROUTES.project(page.slug),
    image: page.layout === 'delivered' ? page.project.image : page.image,
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const page = getProjectPage((await params).slug);
  if (!page) notFound();
  return (
    <>
      <JsonLd data={projectJsonLd(page)} />
      {page.layout === 'delivered' ? <DeliveredProjectLayout page={page} /> : <OfferingLayout page={page} />}
    </>
  );
}
