import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
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
    <ProjectListPage
      content={content}
      projects={projects}
      heroLink={{ href: ROUTES.ongoingProjects, label: 'See ongoing projects' }}
      section={{
        eyebrow: 'Completed and handed over',
        title: 'Built in Karachi',
        intro: 'Each building below is finished, occupied and still looked after by the group’s Karachi office.',
      }}
    >
      <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <DeliveredProjectCard project={project} />
          </li>
        ))}
      </ul>
    </ProjectListPage>
  );
}
