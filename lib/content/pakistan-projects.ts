/**
 * The pages at /projects/{slug}: every delivered project, and every current
 * project that has a page. The slug is the record's file name, so it must be
 * unique across both folders.
 */
import { listOfferingProjects, type OfferingProject } from './current-projects';
import { listDeliveredProjects, type DeliveredProject } from './delivered-projects';
import { ContentError, once } from './read';

export type ProjectPage =
  | { layout: 'delivered'; slug: string; project: DeliveredProject }
  | { layout: 'offering'; slug: string; project: OfferingProject };

/** Exported for tests: fails when a slug names a project in both folders. */
export function joinProjectPages(delivered: readonly DeliveredProject[], offerings: readonly OfferingProject[]): ProjectPage[] {
  for (const project of offerings) {
    if (delivered.some((other) => other.slug === project.slug))
      throw new ContentError(`content/current-projects/${project.slug}.json`, [
        `file name "${project.slug}": content/delivered-projects/ has a project with this slug; both cannot have the page /projects/${project.slug}`,
      ]);
  }
  return [
    ...delivered.map((project) => ({ layout: 'delivered' as const, slug: project.slug, project })),
    ...offerings.map((project) => ({ layout: 'offering' as const, slug: project.slug, project })),
  ];
}

const pages = once(() => joinProjectPages(listDeliveredProjects(), listOfferingProjects()));

export function listProjectPages() {
  return pages();
}

export function getProjectPage(slug: string) {
  return pages().find((page) => page.slug === slug) ?? null;
}
