import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { CurrentProject } from '@/lib/content/pakistan-projects';
import { cardDelay, expectedLabel, statusLabel, statusTone } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { CardLink } from './card-link';
import { ProjectImage } from './project-image';

type CurrentProjectCardProps = { project: CurrentProject; index: number };

/** An ongoing project; cards fade in one after another (reduced motion is handled in globals.css). */
export function CurrentProjectCard({ project, index }: CurrentProjectCardProps) {
  return (
    <Card
      className="group relative h-full animate-fade-up transition-shadow hover:shadow-lg"
      style={{ animationDelay: `${cardDelay(index)}s` }}
    >
      <ProjectImage image={project.image} sizes="(min-width: 1280px) 400px, (min-width: 1024px) 50vw, 100vw">
        <Badge tone={statusTone(project.status)}>{statusLabel(project.status)}</Badge>
      </ProjectImage>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{project.type}</p>
        <h3 className="mt-2 text-2xl">
          {project.slug ? <CardLink href={ROUTES.project(project.slug)}>{project.name}</CardLink> : project.name}
        </h3>
        <p className="mt-1 text-sm text-muted">{project.location}</p>
        <p className="mt-1 text-sm font-semibold text-cedar-700">{expectedLabel(project.year)}</p>
        <p className="mt-4 flex-1 text-ink/90">{project.description}</p>
        {project.slug ? (
          <p aria-hidden="true" className="mt-6 text-sm font-semibold text-cedar-700 group-hover:underline">
            View project →
          </p>
        ) : null}
      </div>
    </Card>
  );
}
