import Image from 'next/image';
import Link from 'next/link';
import type { DeliveredProject } from '@/lib/content/pakistan-projects';
import { deliveredLabel } from '@/lib/content/pakistan-projects';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '@/lib/content/image';
import { ROUTES } from '@/lib/routes';

type ProjectLinksProps = { projects: readonly DeliveredProject[] };

/** Compact links to every delivered project page, the listed ones and the rest alike. */
export function ProjectLinks({ projects }: ProjectLinksProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            href={ROUTES.project(project.slug)}
            className="group flex min-h-24 items-center gap-4 rounded-card border border-line bg-white p-3 shadow-card transition-shadow hover:shadow-lg"
          >
            <Image
              src={project.image.src}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              sizes="96px"
              className="aspect-[3/2] w-24 flex-none rounded-lg object-cover"
            />
            <span className="min-w-0">
              <span className="block font-display text-lg leading-snug text-cedar-900 group-hover:underline">{project.name}</span>
              <span className="block text-sm text-muted">{deliveredLabel(project.year)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
