import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { DeliveredPage } from '@/lib/content/pakistan-projects';
import { deliveredLabel, shortLocation } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { DetailCards } from './detail-cards';
import { Overview } from './overview';
import { ProjectHero } from './project-hero';

type DeliveredProjectLayoutProps = { page: DeliveredPage };

/** The shared layout of the seven delivered project pages. */
export function DeliveredProjectLayout({ page }: DeliveredProjectLayoutProps) {
  const { project } = page;
  return (
    <>
      <ProjectHero
        badge={<Badge tone="green">Delivered</Badge>}
        category={page.category}
        title={project.name}
        summary={page.summary}
        image={project.image}
        overlay={`${deliveredLabel(project.year)} · ${shortLocation(project.location)}`}
      >
        <p className="mt-6 text-sm text-ivory/80">{project.location}</p>
      </ProjectHero>
      <Section id="overview" eyebrow={project.type} title="Overview">
        <Overview paragraphs={page.overview} features={page.features} />
      </Section>
      <Section id="details" eyebrow="At a glance" title="Project details" tone="sand">
        <DetailCards details={[{ label: 'Delivered', value: String(project.year) }, ...page.details]} />
      </Section>
      <Section id="more-projects" title="More from the group" tone="white" intro="See the other buildings the group has handed over in Karachi, or what it is building now.">
        <div className="flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.deliveredProjects} variant="secondary">
            All delivered projects
          </ButtonLink>
          <ButtonLink href={ROUTES.ongoingProjects} variant="outline">
            Ongoing projects
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
