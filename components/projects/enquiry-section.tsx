import { getMessages, getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/contact/toaster';
import { contactFunctionUrl } from '@/components/contact/send-contact-message';
import { ButtonLink } from '@/components/ui/button';
import { fillNodes, Ltr } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';
import { PrintedContact } from './printed-contact';
import { telHref } from '@/lib/tel';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { SECTION_IDS } from './actions';
import { EnquiryForm, UnitWhatsapp } from './lazy-islands';

type EnquirySectionProps = { project: OfferingProject; copy: ProjectCopy };

/**
 * A project page's enquiry: the contact form, on the page, for the project's team, about the
 * project and the size and plan chosen in its schedule; beside it the team's phone, and its
 * WhatsApp with the same choice in the first message. The hero's sales enquiry leads here, and its
 * site visit too (#site-visit), which ticks the visit.
 */
export async function EnquirySection({ project, copy }: EnquirySectionProps) {
  const { page } = project;
  const { offering } = copy;
  const [{ form }, opensInNewTab] = await Promise.all([
    getMessages(),
    getTranslations('chrome').then((chrome) => chrome('opensInNewTab')),
  ]);
  const subjectOf = (visit: boolean) =>
    page.actions.flatMap(({ goesTo }) =>
      goesTo.kind === 'contact' && goesTo.visit === visit ? [goesTo.subject] : [],
    )[0];
  const sizes = page.sizes.map(({ slug, name }) => ({ slug, name }));
  const plans = page.paymentPlans.map(({ slug, name }) => ({ slug, name }));
  const unit = {
    project: project.name,
    sizes,
    plans,
    labels: { size: copy.schedule.sizeLabel, plan: copy.schedule.planLabel },
    subjects: { enquiry: subjectOf(false) ?? project.name, visit: subjectOf(true) ?? null },
  };
  const { team } = page;
  return (
    <Section
      id={SECTION_IDS.enquiry}
      eyebrow={offering.enquireEyebrow}
      title={fillTemplate(offering.enquireTitle, { name: project.name })}
      tone="dark"
      intro={offering.enquireIntro}
      className="print:bg-white print:py-4 print:text-ink"
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div
          id={SECTION_IDS.visit}
          className="scroll-mt-24 rounded-card bg-white p-6 text-ink shadow-card sm:p-10 print:hidden"
        >
          <EnquiryForm
            limits={CONTACT_LIMITS}
            honeypotField={HONEYPOT_FIELD}
            copy={form}
            teams={[{ slug: team.slug, name: team.name }]}
            locale={copy.locale}
            action={contactFunctionUrl()}
            unit={unit}
          />
        </div>
        <PrintedContact project={project} copy={copy} />
        <div className="flex flex-col items-start gap-4 print:hidden">
          {team.phone ? (
            <ButtonLink href={telHref(team.phone)} variant="ghost-light">
              {fillNodes(offering.callButton, { phone: <Ltr>{team.phone}</Ltr> })}
            </ButtonLink>
          ) : null}
          {team.whatsapp ? (
            <UnitWhatsapp
              whatsapp={team.whatsapp}
              unitText={form.unit}
              project={project.name}
              sizes={sizes}
              plans={plans}
              label={offering.whatsappButton}
              opensInNewTab={opensInNewTab}
            />
          ) : null}
        </div>
      </div>
      <Toaster labels={{ region: form.notifications, close: form.closeNotification }} />
    </Section>
  );
}
