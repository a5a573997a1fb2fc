import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { DeliveredProject } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { Arrow } from '@/components/ui/arrow';
import { pathIn, ROUTES } from '@/lib/routes';
import { CardLink } from './card-link';
import { deliveredLabel } from './figures';
import { ProjectImage } from './project-image';

type DeliveredProjectCardProps = { project: DeliveredProject; copy: ProjectCopy };

export function DeliveredProjectCard({ project, copy }: DeliveredProjectCardProps) {
  return (
    <Card className="group relative h-full transition-shadow hover:shadow-lg">
      <ProjectImage image={project.image} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw">
        <Badge tone="dark">{deliveredLabel(project.year, copy)}</Badge>
      </ProjectImage>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{project.type}</p>
        <h3 className="mt-2 text-2xl">
          <CardLink href={pathIn(ROUTES.project(project.slug), copy.locale)}>{project.name}</CardLink>
        </h3>
        <p className="mt-1 text-sm text-muted">{project.location}</p>
        <p className="mt-4 flex-1 text-ink/90">{project.description}</p>
        <p aria-hidden="true" className="mt-6 text-sm font-semibold text-cedar-700 group-hover:underline">
          {copy.viewProject} <Arrow />
        </p>
      </div>
    </Card>
  );
}
