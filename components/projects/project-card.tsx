import type { CSSProperties, ReactNode } from 'react';
import { Arrow } from '@/components/ui/arrow';
import { Card } from '@/components/ui/card';
import { withLatinRuns } from '@/components/ui/ltr';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { CardLink } from './card-link';
import { ProjectImage } from './project-image';
import type { ContentImageProps } from '@/components/ui/content-image';

type ProjectCardProps = {
  project: { image: { src: string; alt: string }; type: string; name: string; location: string };
  /** The project's page; a card without one names the project without a link, and says why with `noPage`. */
  href: string | null;
  noPage?: string;
  /** Over the picture: the status or the year of delivery. */
  badge: ReactNode;
  /** Under the location: a figure of the project (the expected year). */
  meta?: ReactNode;
  text: string;
  /** Under the text: what a card adds (a price, when possession is given). */
  children?: ReactNode;
  copy: ProjectCopy;
  sizes: ContentImageProps['sizes'];
  /** The card whose picture is the page's largest paint: fetched first (ContentImage). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** A Karachi project's card: picture and badge, type, name (its link), location, a text and the cue to its page. */
export function ProjectCard({
  project,
  href,
  noPage,
  badge,
  meta,
  text,
  children,
  copy,
  sizes,
  priority = false,
  className = '',
  style,
}: ProjectCardProps) {
  return (
    <Card
      className={`group relative h-full ${href ? 'transition-shadow hover:shadow-lg' : 'border-dashed bg-transparent! shadow-none!'} ${className}`}
      style={style}
    >
      <ProjectImage image={project.image} sizes={sizes} priority={priority}>
        {badge}
      </ProjectImage>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{project.type}</p>
        <h3 className="mt-2 text-2xl">{href ? <CardLink href={href}>{project.name}</CardLink> : project.name}</h3>
        <p className="mt-1 text-sm text-muted">{project.location}</p>
        {meta ? <p className="mt-1 text-sm font-semibold text-cedar-700">{meta}</p> : null}
        <p className="mt-4 flex-1 text-ink/90">{withLatinRuns(text)}</p>
        {children}
        {href ? (
          <p aria-hidden="true" className="mt-6 text-sm font-semibold text-cedar-700 group-hover:underline">
            {copy.viewProject} <Arrow />
          </p>
        ) : (
          <p className="mt-6 border-t border-dashed border-cedar-700/30 pt-3 text-sm text-muted">{noPage}</p>
        )}
      </div>
    </Card>
  );
}
