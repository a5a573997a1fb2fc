import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { ClosingSection } from '@/components/ui/closing-section';
import { getOngoingProjectsPage, getProjectCopy, listOngoingProjects } from '@/lib/content/pakistan';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata() {
  const content = await getOngoingProjectsPage();
  return pageMetadata({ title: content.title, description: content.lead, path: ROUTES.ongoingProjects, image: content.image });
}

export default async function OngoingProjectsPage() {
  const content = await getOngoingProjectsPage();
  const projects = await listOngoingProjects();
  const copy = await getProjectCopy();
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
      <ClosingSection id="next-steps" eyebrow={content.eyebrow} copy={content.closing} />
    </>
  );
}
