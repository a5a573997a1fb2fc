import { CurrentProjectCard } from '@/components/projects/current-project-card';
import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { ProjectListPage } from '@/components/projects/project-list-page';
import { ClosingSection } from '@/components/ui/closing-section';
import { CARD_BELOW_FOLD } from '@/lib/below-fold';
import {
  firstDeliveryYear,
  getOngoingProjectsPage,
  getProjectCopy,
  listDeliveredProjects,
  listOngoingProjects,
} from '@/lib/content/pakistan';
import { getCopy } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from 'next-intl/server';
import { pathIn, ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** /delivered-projects and /ur/delivered-projects: the buildings handed over, each card leading to its page. */
export function deliveredProjectsRoute(locale: Locale) {
  const pageContent = async () => {
    const stored = await getCopy('delivered-projects-page', locale);
    return { ...stored, lead: fillTemplate(stored.lead, { firstYear: await firstDeliveryYear() }) };
  };

  async function generateMetadata() {
    const content = await pageContent();
    return pageMetadata({
      title: content.title,
      description: content.lead,
      path: ROUTES.deliveredProjects,
      image: content.image,
      locale,
    });
  }

  async function DeliveredProjectsPage() {
    setRequestLocale(locale);
    const [content, projects, copy] = await Promise.all([
      pageContent(),
      listDeliveredProjects(locale),
      getProjectCopy(locale),
    ]);
    return (
      <ProjectListPage
        content={content}
        projects={projects.map((project) => ({
          name: project.name,
          href: pathIn(ROUTES.project(project.slug), locale),
        }))}
        otherListHref={pathIn(ROUTES.ongoingProjects, locale)}
      >
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug} className={CARD_BELOW_FOLD} suppressHydrationWarning>
              <DeliveredProjectCard project={project} copy={copy} />
            </li>
          ))}
        </ul>
      </ProjectListPage>
    );
  }

  return { generateMetadata, Page: DeliveredProjectsPage };
}

/** /ongoing-projects and /ur/ongoing-projects: what the group is building now, and how to talk to it. */
export function ongoingProjectsRoute(locale: Locale) {
  async function generateMetadata() {
    const content = await getOngoingProjectsPage(locale);
    return pageMetadata({
      title: content.title,
      description: content.lead,
      path: ROUTES.ongoingProjects,
      image: content.image,
      locale,
    });
  }

  async function OngoingProjectsPage() {
    setRequestLocale(locale);
    const [content, projects, copy] = await Promise.all([
      getOngoingProjectsPage(locale),
      listOngoingProjects(locale),
      getProjectCopy(locale),
    ]);
    return (
      <>
        <ProjectListPage
          content={content}
          projects={projects.map((project) => ({
            name: project.name,
            href: project.page ? pathIn(ROUTES.project(project.slug), locale) : null,
          }))}
          otherListHref={pathIn(ROUTES.deliveredProjects, locale)}
        >
          <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2 xl:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.slug} className={CARD_BELOW_FOLD} suppressHydrationWarning>
                <CurrentProjectCard project={project} index={index} copy={copy} />
              </li>
            ))}
          </ul>
        </ProjectListPage>
        <ClosingSection id="next-steps" eyebrow={content.eyebrow} copy={content.closing} />
      </>
    );
  }

  return { generateMetadata, Page: OngoingProjectsPage };
}
