import Link from 'next/link';
import { ContentImage } from '@/components/ui/content-image';
import type { DeliveredProject } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { pathIn, ROUTES } from '@/lib/routes';
import { deliveredLabel } from '../figures';

type ProjectLinksProps = { projects: readonly DeliveredProject[]; copy: ProjectCopy };

/** Compact links to every delivered project page, the listed ones and the rest alike. */
export function ProjectLinks({ projects, copy }: ProjectLinksProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {projects.map((project) => (
        <li key={project.slug}>
          <Link
            href={pathIn(ROUTES.project(project.slug), copy.locale)}
            className="group flex min-h-24 items-center gap-4 rounded-card border border-line bg-white p-3 shadow-card transition-shadow hover:shadow-lg"
          >
            <ContentImage
              src={project.image.src}
              alt=""
              sizes="96px"
              className="aspect-[3/2] w-24 flex-none rounded-lg object-cover"
            />
            <span className="min-w-0">
              <span className="block font-display text-lg leading-snug text-cedar-900 group-hover:underline">
                {project.name}
              </span>
              <span className="block text-sm text-muted">{deliveredLabel(project.year, copy)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
