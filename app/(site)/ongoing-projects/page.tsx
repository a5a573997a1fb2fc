import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { getOngoingProjectsPage, listCurrentProjects } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const content = getOngoingProjectsPage();

export const metadata = pageMetadata({
  title: content.title,
  description: content.lead,
  path: ROUTES.ongoingProjects,
  image: content.image,
});

export default function OngoingProjectsPage() {
  const projects = listCurrentProjects();
  return (
    <>
      <ProjectListPage
        content={content}
        projects={projects}
        heroLink={{ href: ROUTES.deliveredProjects, label: 'See delivered projects' }}
        section={{
          eyebrow: 'Now building',
          title: 'Current projects in Karachi',
          intro: 'Status, location and expected completion for every project the group has under way or planned.',
        }}
      >
        <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2 xl:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.id}>
              <CurrentProjectCard project={project} index={index} />
            </li>
          ))}
        </ul>
      </ProjectListPage>
      <Section id="next-steps" tone="dark" eyebrow={content.eyebrow} title={content.closing.title} intro={content.closing.text}>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.about}>Learn More About the Group</ButtonLink>
          <ButtonLink href={ROUTES.contact} variant="ghost-light">
            Get In Touch
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
