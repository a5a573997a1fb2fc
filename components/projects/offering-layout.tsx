import { Gallery } from './lazy-islands';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';
import { SECTION_IDS } from './actions';
import { ApprovalsPanel } from './approvals-panel';
import { BookingSteps } from './booking-steps';
import { DetailCards } from './detail-cards';
import { EnquirySection } from './enquiry-section';
import { factCards } from './figures';
import { FloorPlans } from './floor-plans';
import { OfferingHero } from './offering-hero';
import { Overview } from './overview';
import { PaymentPlans } from './payment-plans';
import { PlotsTable } from './plots-table';
import { ProgressSection } from './progress-section';
import { ProjectMap } from './project-map';
import { ScheduleSection } from './schedule/schedule-section';

type OfferingLayoutProps = { project: OfferingProject; copy: ProjectCopy };

/** The layout of a project on sale or launching (Villas Karachi, Chambers, the Property.rf collaboration). */
export function OfferingLayout({ project, copy }: OfferingLayoutProps) {
  const { page } = project;
  const { offering } = copy;
  return (
    <>
      <OfferingHero project={project} copy={copy} />
      <ApprovalsPanel project={project} copy={copy} />
      <ProgressSection project={project} copy={copy} />
      <Section id="overview" eyebrow={project.type} title={copy.overviewTitle} className="print:hidden">
        <div className="mb-12">
          <DetailCards details={factCards(project, copy)} />
        </div>
        <Overview paragraphs={page.overview} featuresTitle={copy.featuresTitle} features={page.features} />
      </Section>
      {page.gallery.length ? (
        <Section
          id="gallery"
          eyebrow={copy.gallery.eyebrow}
          title={copy.gallery.title}
          tone="white"
          className="print:hidden"
        >
          <Gallery
            name={project.name}
            images={page.gallery}
            labels={copy.gallery}
            dir={LANGUAGE_TAGS[copy.locale].dir}
          />
        </Section>
      ) : null}
      <Section
        id={SECTION_IDS.sizes}
        eyebrow={offering.plotsEyebrow}
        title={offering.plotsTitle}
        tone="sand"
        intro={offering.plotsIntro}
      >
        <PlotsTable
          sizes={page.sizes}
          caption={fillTemplate(offering.plotsCaption, { name: project.name })}
          copy={copy}
        />
      </Section>
      <FloorPlans sizes={page.sizes} copy={copy} />
      {page.paymentPlans.length ? (
        <Section
          id={SECTION_IDS.payments}
          eyebrow={offering.paymentsEyebrow}
          title={offering.paymentsTitle}
          tone="white"
          intro={offering.paymentsIntro}
        >
          <PaymentPlans plans={page.paymentPlans} copy={copy} />
          <ScheduleSection project={project} copy={copy} />
        </Section>
      ) : null}
      <BookingSteps project={project} copy={copy} />
      <ProjectMap name={project.name} location={project.location} coordinates={page.coordinates} copy={copy} />
      <EnquirySection project={project} copy={copy} />
    </>
  );
}
