import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { entranceDelay } from '@/components/ui/entrance';
import { statusTone } from '@/components/ui/status';
import type { OngoingProject } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { Arrow } from '@/components/ui/arrow';
import { pathIn, ROUTES } from '@/lib/routes';
import { CardLink } from './card-link';
import { expectedLabel, statusWord } from './figures';
import { ProjectImage } from './project-image';

type CurrentProjectCardProps = { project: OngoingProject; index: number; copy: ProjectCopy };

/** An ongoing project; cards fade in one after another (reduced motion is handled in globals.css). */
export function CurrentProjectCard({ project, index, copy }: CurrentProjectCardProps) {
  const { ongoing } = project;
  const href = project.page ? pathIn(ROUTES.project(project.slug), copy.locale) : null;
  return (
    <Card className="group relative h-full animate-fade-up transition-shadow hover:shadow-lg" style={entranceDelay(index)}>
      <ProjectImage image={project.image} sizes="(min-width: 1280px) 400px, (min-width: 1024px) 50vw, 100vw">
        <Badge tone={statusTone(ongoing.status)}>{statusWord(ongoing.status, copy)}</Badge>
      </ProjectImage>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{project.type}</p>
        <h3 className="mt-2 text-2xl">{href ? <CardLink href={href}>{project.name}</CardLink> : project.name}</h3>
        <p className="mt-1 text-sm text-muted">{project.location}</p>
        <p className="mt-1 text-sm font-semibold text-cedar-700">{expectedLabel(Number(project.possession.slice(0, 4)), copy)}</p>
        <p className="mt-4 flex-1 text-ink/90">{ongoing.description}</p>
        {href ? (
          <p aria-hidden="true" className="mt-6 text-sm font-semibold text-cedar-700 group-hover:underline">
            {copy.viewProject} <Arrow />
          </p>
        ) : null}
      </div>
    </Card>
  );
}
