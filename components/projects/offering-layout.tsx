import { Gallery } from './lazy-islands';
import { ButtonLink } from '@/components/ui/button';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';
import { actionHref, SECTION_IDS } from './actions';
import { ApprovalsPanel } from './approvals-panel';
import { DetailCards } from './detail-cards';
import { factCards } from './figures';
import { OfferingHero } from './offering-hero';
import { Overview } from './overview';
import { PaymentPlans } from './payment-plans';
import { PlotsTable } from './plots-table';
import { ProjectMap } from './project-map';
import { ScheduleSection } from './schedule/schedule-section';
import { TeamContactButtons } from './team-contact';

type OfferingLayoutProps = { project: OfferingProject; copy: ProjectCopy };

/** The layout of a project on sale or launching (Villas Karachi, Chambers, the Property.rf collaboration). */
export function OfferingLayout({ project, copy }: OfferingLayoutProps) {
  const { page } = project;
  const { offering } = copy;
  const contactActions = page.actions.filter((action) => action.goesTo.kind === 'contact');
  return (
    <>
      <OfferingHero project={project} copy={copy} />
      <ApprovalsPanel project={project} copy={copy} />
      <Section id="overview" eyebrow={project.type} title={copy.overviewTitle} className="print:hidden">
        <div className="mb-12">
          <DetailCards details={factCards(project, copy)} />
        </div>
        <Overview paragraphs={page.overview} featuresTitle={copy.featuresTitle} features={page.features} />
      </Section>
      {page.gallery.length ? (
        <Section id="gallery" eyebrow={copy.gallery.eyebrow} title={copy.gallery.title} tone="white" className="print:hidden">
          <Gallery name={project.name} images={page.gallery} labels={copy.gallery} dir={LANGUAGE_TAGS[copy.locale].dir} />
        </Section>
      ) : null}
      <Section id={SECTION_IDS.sizes} eyebrow={offering.plotsEyebrow} title={offering.plotsTitle} tone="sand" intro={offering.plotsIntro} className="print:hidden">
        <PlotsTable sizes={page.sizes} caption={fillTemplate(offering.plotsCaption, { name: project.name })} copy={copy} />
      </Section>
      {page.paymentPlans.length ? (
        <Section
          id={SECTION_IDS.payments}
          eyebrow={offering.paymentsEyebrow}
          title={offering.paymentsTitle}
          tone="white"
          intro={offering.paymentsIntro}
          className="print:[&_header]:hidden"
        >
          <div className="print:hidden">
            <PaymentPlans plans={page.paymentPlans} copy={copy} />
          </div>
          <ScheduleSection project={project} copy={copy} />
        </Section>
      ) : null}
      <ProjectMap name={project.name} location={project.location} coordinates={page.coordinates} copy={copy} />
      <Section
        id="enquire"
        eyebrow={offering.enquireEyebrow}
        title={fillTemplate(offering.enquireTitle, { name: project.name })}
        tone="dark"
        intro={offering.enquireIntro}
        className="print:bg-white print:py-4 print:text-ink"
      >
        <div className="flex flex-wrap gap-4">
          {contactActions.map((action, index) => (
            <ButtonLink key={action.label} href={actionHref(action, page.team, copy.locale)} variant={index === 0 ? 'primary' : 'ghost-light'} className="print:hidden">
              {action.label}
            </ButtonLink>
          ))}
          <TeamContactButtons team={page.team} name={project.name} copy={offering} />
        </div>
      </Section>
    </>
  );
}
