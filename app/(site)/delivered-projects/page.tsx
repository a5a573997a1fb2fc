import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { firstDeliveryYear, getDeliveredProjectsPage, getProjectCopy, listListedDeliveredProjects } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

async function pageContent() {
  const stored = await getDeliveredProjectsPage();
  return { ...stored, lead: fillTemplate(stored.lead, { firstYear: await firstDeliveryYear() }) };
}

export async function generateMetadata() {
  const content = await pageContent();
  return pageMetadata({ title: content.title, description: content.lead, path: ROUTES.deliveredProjects, image: content.image });
}

export default async function DeliveredProjectsPage() {
  const content = await pageContent();
  const projects = await listListedDeliveredProjects();
  const copy = await getProjectCopy();
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
