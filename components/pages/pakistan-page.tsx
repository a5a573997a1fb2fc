import { InvestmentOpportunities } from '@/components/projects/pakistan/investment-opportunities';
import { OfficeInfo } from '@/components/projects/pakistan/office-info';
import { ProjectLinks } from '@/components/projects/pakistan/project-links';
import { TitledTextGrid } from '@/components/projects/pakistan/titled-text-grid';
import { fillCount } from '@/components/projects/figures';
import { divisionJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { firstDeliveryYear, getPakistanPage, getProjectCopy, listDeliveredProjects } from '@/lib/content/pakistan';
import { getSettings } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { setRequestLocale } from 'next-intl/server';
import { pathIn, ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** /chg-pakistan and /ur/chg-pakistan: the Pakistan division, its operations, opportunities, delivered projects and office. */
export function pakistanRoute(locale: Locale) {
  async function generateMetadata() {
    const page = await getPakistanPage(locale);
    return pageMetadata({
      title: page.title,
      description: page.lead,
      path: ROUTES.pakistan,
      image: page.image,
      locale,
    });
  }

  async function ChgPakistanPage() {
    setRequestLocale(locale);
    const page = await getPakistanPage(locale);
    const { operations, focus, opportunities, projects, office } = page;
    const [settings, delivered, copy] = await Promise.all([
      getSettings(locale),
      listDeliveredProjects(locale),
      getProjectCopy(locale),
    ]);
    return (
      <>
        <JsonLd data={await divisionJsonLd(page, locale)} />
        <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} image={page.image}>
          {/* A visitor to the Karachi company comes for its buildings first. */}
          <ButtonLink href="#projects">{page.projectsButton}</ButtonLink>
          <ButtonLink href="#opportunities" variant="ghost-light">
            {page.opportunitiesButton}
          </ButtonLink>
        </PageHero>
        <Section
          id="operations"
          eyebrow={operations.eyebrow}
          title={operations.title}
          intro={fillTemplate(operations.intro, { firstYear: await firstDeliveryYear() })}
        >
          <TitledTextGrid items={operations.items} />
        </Section>
        <Section id="focus" eyebrow={focus.eyebrow} title={focus.title} tone="sand">
          <TitledTextGrid items={focus.items} columns="two" />
        </Section>
        <Section
          id="opportunities"
          eyebrow={opportunities.eyebrow}
          title={opportunities.title}
          tone="dark"
          intro={opportunities.intro}
        >
          <InvestmentOpportunities
            opportunities={opportunities.items}
            contactLabel={opportunities.contactLabel}
            contactContext={opportunities.contactContext}
            locale={locale}
          />
        </Section>
        <Section
          id="projects"
          eyebrow={projects.eyebrow}
          title={projects.title}
          intro={fillCount(projects.intro, delivered.length, locale)}
        >
          <ProjectLinks projects={delivered} copy={copy} />
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href={pathIn(ROUTES.deliveredProjects, locale)} variant="secondary">
              {projects.overviewButton}
            </ButtonLink>
            <ButtonLink href={pathIn(ROUTES.ongoingProjects, locale)} variant="outline">
              {projects.ongoingButton}
            </ButtonLink>
          </div>
        </Section>
        <Section id="office" eyebrow={office.eyebrow} title={settings.offices.pakistan.label} tone="sand">
          <OfficeInfo
            office={settings.offices.pakistan}
            email={settings.email}
            company={settings.companies.builders}
            copy={office}
            locale={locale}
          />
        </Section>
      </>
    );
  }

  return { generateMetadata, Page: ChgPakistanPage };
}
