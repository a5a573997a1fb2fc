import { Badge } from '@/components/ui/badge';
import type { DeliveredProject, ProjectCopy } from '@/lib/content/pakistan';
import { CARD_GRID_SIZES } from '@/lib/image-slots';
import { pathIn, ROUTES } from '@/lib/routes';
import { deliveredLabel } from './figures';
import { ProjectCard } from './project-card';

type DeliveredProjectCardProps = { project: DeliveredProject; copy: ProjectCopy };

export function DeliveredProjectCard({ project, copy }: DeliveredProjectCardProps) {
  return (
    <ProjectCard
      project={project}
      href={pathIn(ROUTES.project(project.slug), copy.locale)}
      badge={<Badge tone="dark">{deliveredLabel(project.year, copy)}</Badge>}
      text={project.description}
      copy={copy}
      sizes={CARD_GRID_SIZES}
    />
  );
}
