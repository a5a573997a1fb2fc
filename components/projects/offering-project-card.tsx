import { Badge } from '@/components/ui/badge';
import { withLatinRuns } from '@/components/ui/ltr';
import { statusTone } from '@/components/ui/status';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { rupees } from '@/lib/format';
import { CARD_GRID_SIZES } from '@/lib/image-slots';
import { pathIn, ROUTES } from '@/lib/routes';
import { possessionLabel, statusWord } from './figures';
import { ProjectCard } from './project-card';

type OfferingProjectCardProps = { project: OfferingProject; copy: ProjectCopy; priority?: boolean };

/** A project on sale: what it is, its headline price and when possession is given, leading to its page. */
export function OfferingProjectCard({ project, copy, priority = false }: OfferingProjectCardProps) {
  const { page } = project;
  const figures = [
    { label: page.price.label, value: rupees(copy.locale, copy.money).asChosen(page.price.amount, page.price.compact) },
    { label: copy.offering.possessionFact, value: possessionLabel(project.possession, copy) },
  ];
  return (
    <ProjectCard
      project={project}
      href={pathIn(ROUTES.project(project.slug), copy.locale)}
      badge={<Badge tone={statusTone(page.status)}>{statusWord(page.status, copy)}</Badge>}
      text={page.summary}
      copy={copy}
      sizes={CARD_GRID_SIZES}
      priority={priority}
    >
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-cedar-800">{withLatinRuns(value, copy.locale)}</dd>
          </div>
        ))}
      </dl>
    </ProjectCard>
  );
}
