import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { listOngoingProjects } from '@/lib/content/current-projects';
import { getOngoingProjectsPage, getProjectCopy } from '@/lib/content/pakistan-pages';
import { ROUTES, contactHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const content = getOngoingProjectsPage();

export const metadata = pageMetadata({
  title: content.title,
  description: content.lead,
  path: ROUTES.ongoingProjects,
  image: content.image,
});

export default function OngoingProjectsPage() {
  const projects = listOngoingProjects();
  const copy = getProjectCopy();
  const { closing } = content;
  return (
    <>
      <ProjectListPage
        content={content}
        projects={projects.map((project) => ({ name: project.name, href: project.page ? ROUTES.project(project.slug) : null }))}
        otherListHref={ROUTES.deliveredProjects}
      >
        <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2 xl:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.slug}>
              <CurrentProjectCard project={project} index={index} copy={copy} />
            </li>
          ))}
        </ul>
      </ProjectListPage>
      <Section id="next-steps" tone="dark" eyebrow={content.eyebrow} title={closing.title} intro={closing.text}>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.about}>{closing.aboutButton}</ButtonLink>
          <ButtonLink href={contactHref(null, closing.team.slug)} variant="ghost-light">
            {closing.contactButton}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
