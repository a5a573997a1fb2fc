import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { firstDeliveryYear, listListedDeliveredProjects } from '@/lib/content/delivered-projects';
import { getDeliveredProjectsPage, getProjectCopy } from '@/lib/content/pakistan-pages';
import { fillTemplate } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const stored = getDeliveredProjectsPage();
const content = { ...stored, lead: fillTemplate(stored.lead, { firstYear: firstDeliveryYear() }) };

export const metadata = pageMetadata({
  title: content.title,
  description: content.lead,
  path: ROUTES.deliveredProjects,
  image: content.image,
});

export default function DeliveredProjectsPage() {
  const projects = listListedDeliveredProjects();
  const copy = getProjectCopy();
  return (
    <ProjectListPage
      content={content}
      projects={projects.map((project) => ({ name: project.name, href: ROUTES.project(project.slug) }))}
      otherListHref={ROUTES.ongoingProjects}
    >
      <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <DeliveredProjectCard project={project} copy={copy} />
          </li>
        ))}
      </ul>
    </ProjectListPage>
  );
}
