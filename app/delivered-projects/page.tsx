import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { projectListJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getDeliveredProjectsPage, listListedDeliveredProjects } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const content = getDeliveredProjectsPage();

export const metadata = pageMetadata({
  title: content.title,
  description: content.lead,
  path: ROUTES.deliveredProjects,
  image: content.image,
});

export default function DeliveredProjectsPage() {
  const projects = listListedDeliveredProjects();
  return (
    <>
      <JsonLd data={projectListJsonLd(content.title, projects)} />
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} image={content.image}>
        <ButtonLink href={ROUTES.ongoingProjects} variant="ghost-light">
          See ongoing projects
        </ButtonLink>
      </PageHero>
      <Section
        id="projects"
        eyebrow="Completed and handed over"
        title="Built in Karachi"
        intro="Each building below is finished, occupied and still looked after by the group’s Karachi office."
      >
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <DeliveredProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
