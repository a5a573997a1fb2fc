import { InvestmentOpportunities } from '@/components/projects/pakistan/investment-opportunities';
import { OfficeInfo } from '@/components/projects/pakistan/office-info';
import { ProjectLinks } from '@/components/projects/pakistan/project-links';
import { TitledTextGrid } from '@/components/projects/pakistan/titled-text-grid';
import { divisionJsonLd } from '@/components/projects/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getPakistanDivision, listDeliveredProjects } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const division = getPakistanDivision();

export const metadata = pageMetadata({
  title: division.title,
  description: division.lead,
  path: ROUTES.pakistan,
  image: division.image,
});

export default function ChgPakistanPage() {
  const { office } = division;
  return (
    <>
      <JsonLd data={divisionJsonLd(division)} />
      <PageHero eyebrow={division.eyebrow} title={division.title} lead={division.lead} image={division.image}>
        <ButtonLink href="#opportunities">Investment Opportunities</ButtonLink>
        <ButtonLink href="#projects" variant="ghost-light">
          Our Projects
        </ButtonLink>
      </PageHero>
      <Section id="operations" eyebrow="What we do" title="Operations in Karachi" intro={division.operations.intro}>
        <TitledTextGrid items={division.operations.items} />
      </Section>
      <Section id="focus" eyebrow="How we work" title="Focus areas" tone="sand">
        <TitledTextGrid items={division.focusAreas} columns="two" />
      </Section>
      <Section
        id="opportunities"
        eyebrow="Invest with us"
        title="Investment opportunities"
        tone="dark"
        intro="Investors, landowners and partners can join the group’s next projects in Karachi."
      >
        <InvestmentOpportunities opportunities={division.opportunities} />
      </Section>
      <Section id="projects" eyebrow="Our record" title="Delivered projects" intro="Seven buildings and communities completed and handed over across Karachi.">
        <ProjectLinks projects={listDeliveredProjects()} />
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.deliveredProjects} variant="secondary">
            Delivered projects overview
          </ButtonLink>
          <ButtonLink href={ROUTES.ongoingProjects} variant="outline">
            See ongoing projects
          </ButtonLink>
        </div>
      </Section>
      <Section id="office" eyebrow="Visit us" title={office.label} tone="sand">
        <OfficeInfo office={office} hours={division.officeHours} email={division.email} />
      </Section>
    </>
  );
}
