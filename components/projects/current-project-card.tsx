import { Badge } from '@/components/ui/badge';
import { entranceDelay } from '@/components/ui/entrance';
import { statusTone } from '@/components/ui/status';
import type { OngoingProject, ProjectCopy } from '@/lib/content/pakistan';
import { columns, containerSizes } from '@/lib/image-slots';
import { pathIn, ROUTES } from '@/lib/routes';
import { possessionYearLabel, progressCardLabel, statusWord } from './figures';
import { ProjectCard } from './project-card';

/** In the ongoing projects' grid: `gap-8 lg:grid-cols-2 xl:grid-cols-3`. */
const SIZES = containerSizes({}, { lg: columns(2, 32), xl: columns(3, 32) });

type CurrentProjectCardProps = { project: OngoingProject; index: number; copy: ProjectCopy };

/** An ongoing project; cards fade in one after another (reduced motion is handled in globals.css). */
export function CurrentProjectCard({ project, index, copy }: CurrentProjectCardProps) {
  const { ongoing } = project;
  const progress = progressCardLabel(project, copy);
  return (
    <ProjectCard
      project={project}
      href={project.page ? pathIn(ROUTES.project(project.slug), copy.locale) : null}
      noPage={copy.ongoing.noPage}
      badge={<Badge tone={statusTone(ongoing.status)}>{statusWord(ongoing.status, copy)}</Badge>}
      meta={possessionYearLabel(project, copy)}
      text={ongoing.description}
      copy={copy}
      sizes={SIZES}
      className="animate-fade-up"
      style={entranceDelay(index)}
    >
      {progress ? <p className="mt-4 text-sm font-semibold text-cedar-700">{progress}</p> : null}
    </ProjectCard>
  );
}
