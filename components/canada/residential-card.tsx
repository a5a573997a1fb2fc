import { ButtonLink, DisabledButton } from '@/components/ui/button';
import { residentialFacts, residentialYearLabel, type ResidentialProject } from '@/lib/content/canada-portfolio';
import { FactList, PortfolioCard } from './portfolio-card';

type ResidentialCardProps = { project: ResidentialProject };

export function ResidentialCard({ project }: ResidentialCardProps) {
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
      facts={<FactList items={residentialFacts(project)} />}
      action={
        project.href ? (
          <ButtonLink href={project.href} variant="secondary" aria-label={`View Project: ${project.name}`}>
            View Project
          </ButtonLink>
        ) : (
          <DisabledButton id={`${project.id}-in-development`} label="In Development" reason={`In planning — ${yearLabel}`} />
        )
      }
    />
  );
}
