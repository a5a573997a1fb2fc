import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { OfferingPage } from '@/lib/content/pakistan-projects';
import { actionHref, PAYMENT_SECTION_ID, PLOTS_SECTION_ID } from '@/lib/content/pakistan-projects';
import { DetailCards } from './detail-cards';
import { OfferingHero } from './offering-hero';
import { Overview } from './overview';
import { PaymentPlans } from './payment-plans';
import { PlotsTable } from './plots-table';

type OfferingLayoutProps = { page: OfferingPage };

/** The layout of a project on sale or launching (Villas Karachi, Chambers, the Property.rf collaboration). */
export function OfferingLayout({ page }: OfferingLayoutProps) {
  const contactActions = page.actions.filter((action) => action.kind === 'contact');
  return (
    <>
      <OfferingHero page={page} />
      <Section id="overview" eyebrow={page.category} title="Overview">
        <div className="mb-12">
          <DetailCards details={page.facts} />
        </div>
        <Overview paragraphs={page.overview} features={page.features} />
      </Section>
      {page.plots?.length ? (
        <Section id={PLOTS_SECTION_ID} eyebrow="Inventory" title="Available plots" tone="sand" intro="Sizes, units still available and the listed price of each.">
          <PlotsTable plots={page.plots} projectName={page.name} />
        </Section>
      ) : null}
      {page.paymentPlans?.length ? (
        <Section id={PAYMENT_SECTION_ID} eyebrow="Pay your way" title="Payment options" tone="white" intro="Choose full payment or spread the price over installments.">
          <PaymentPlans plans={page.paymentPlans} />
        </Section>
      ) : null}
      <Section id="enquire" eyebrow="Speak to the Karachi team" title={`Interested in ${page.name}?`} tone="dark" intro="Our sales team answers within one working day and can arrange a visit to the site.">
        <div className="flex flex-wrap gap-4">
          {contactActions.map((action, index) => (
            <ButtonLink key={action.label} href={actionHref(action)} variant={index === 0 ? 'primary' : 'ghost-light'}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </>
  );
}
