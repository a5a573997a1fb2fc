import { Badge } from '@/components/ui/badge';
import type { DeliveredProject, ProjectCopy } from '@/lib/content/pakistan';
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
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
    />
  );
}
