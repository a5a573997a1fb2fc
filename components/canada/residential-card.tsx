import { ButtonLink, DisabledButton } from '@/components/ui/button';
import type { CanadaPage } from '@/lib/content/canada';
import type { ResidentialProject } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { residentialFacts, residentialYearLabel } from './labels';
import { FactList, PortfolioCard } from './portfolio-card';

type ResidentialCardProps = { project: ResidentialProject; copy: CanadaPage['residential']; floors: string };

export function ResidentialCard({ project, copy, floors }: ResidentialCardProps) {
  const yearLabel = `${residentialYearLabel(project)} ${project.year}`;
  return (
    <PortfolioCard
      title={project.name}
      href={project.href}
      image={project.image}
      status={project.status}
      meta={yearLabel}
      location={project.location}
      description={project.description}
      facts={<FactList items={residentialFacts(project, floors)} />}
      action={
        project.href ? (
          <ButtonLink href={project.href} variant="secondary" aria-label={`${copy.viewButton}: ${project.name}`}>
            {copy.viewButton}
          </ButtonLink>
        ) : (
          <DisabledButton
            id={`${project.slug}-in-development`}
            label={copy.inDevelopmentButton}
            reason={fillTemplate(copy.inDevelopmentReason, { yearLabel })}
          />
        )
      }
    />
  );
}
