import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { DeliveredProject, ProjectCopy } from '@/lib/content/pakistan';
import { pathIn, ROUTES } from '@/lib/routes';
import { DetailCards } from './detail-cards';
import { deliveredLabel, detailCards, featureLines, shortLocation } from './figures';
import { Overview } from './overview';
import { ProjectHero } from './project-hero';
import { ProjectMap } from './project-map';

type DeliveredProjectLayoutProps = { project: DeliveredProject; copy: ProjectCopy };

/** The shared layout of the delivered project pages. */
export function DeliveredProjectLayout({ project, copy }: DeliveredProjectLayoutProps) {
  const { delivered } = copy;
  return (
    <>
      <ProjectHero
        project={project}
        locale={copy.locale}
        badge={<Badge tone="green">{delivered.badge}</Badge>}
        category={project.type}
        summary={project.summary}
        image={project.image}
        overlay={`${deliveredLabel(project.year, copy)} · ${shortLocation(project.location)}`}
      >
        <p className="mt-6 text-sm text-ivory/80">{project.location}</p>
      </ProjectHero>
      <Section id="overview" eyebrow={project.type} title={copy.overviewTitle}>
        <Overview
          paragraphs={project.overview}
          featuresTitle={copy.featuresTitle}
          features={featureLines(project, copy)}
        />
      </Section>
      <Section id="details" eyebrow={delivered.detailsEyebrow} title={delivered.detailsTitle} tone="sand">
        <DetailCards details={detailCards(project, copy)} />
      </Section>
      <ProjectMap name={project.name} location={project.location} coordinates={project.coordinates} copy={copy} />
      <Section id="more-projects" title={delivered.moreTitle} tone="white" intro={delivered.moreIntro}>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href={pathIn(ROUTES.deliveredProjects, copy.locale)} variant="secondary">
            {delivered.deliveredButton}
          </ButtonLink>
          <ButtonLink href={pathIn(ROUTES.ongoingProjects, copy.locale)} variant="outline">
            {delivered.ongoingButton}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
