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
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata() {
  const page = await getPakistanPage();
  return pageMetadata({ title: page.title, description: page.lead, path: ROUTES.pakistan, image: page.image });
}

export default async function ChgPakistanPage() {
  const page = await getPakistanPage();
  const { operations, focus, opportunities, projects, office } = page;
  const settings = await getSettings();
  const delivered = await listDeliveredProjects();
  return (
    <>
      <JsonLd data={await divisionJsonLd(page)} />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} image={page.image}>
        <ButtonLink href="#opportunities">{page.opportunitiesButton}</ButtonLink>
        <ButtonLink href="#projects" variant="ghost-light">
          {page.projectsButton}
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
      <Section id="opportunities" eyebrow={opportunities.eyebrow} title={opportunities.title} tone="dark" intro={opportunities.intro}>
        <InvestmentOpportunities
          opportunities={opportunities.items}
          contactLabel={opportunities.contactLabel}
          contactContext={opportunities.contactContext}
        />
      </Section>
      <Section id="projects" eyebrow={projects.eyebrow} title={projects.title} intro={fillCount(projects.intro, delivered.length)}>
        <ProjectLinks projects={delivered} copy={await getProjectCopy()} />
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.deliveredProjects} variant="secondary">
            {projects.overviewButton}
          </ButtonLink>
          <ButtonLink href={ROUTES.ongoingProjects} variant="outline">
            {projects.ongoingButton}
          </ButtonLink>
        </div>
      </Section>
      <Section id="office" eyebrow={office.eyebrow} title={settings.offices.pakistan.label} tone="sand">
        <OfficeInfo office={settings.offices.pakistan} email={settings.email} company={settings.companies.builders} copy={office} />
      </Section>
    </>
  );
}
