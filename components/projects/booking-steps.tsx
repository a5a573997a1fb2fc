import { ButtonLink } from '@/components/ui/button';
import { withLatinRuns } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { SECTION_IDS } from './actions';

type BookingStepsProps = { project: OfferingProject; copy: ProjectCopy };
type PapersProps = { title: string; items: readonly string[]; locale: ProjectCopy['locale'] };

/** The documents a step asks for, or what it gives: a short list under its heading. */
function Papers({ title, items, locale }: PapersProps) {
  if (!items.length) return null;
  return (
    <div className="text-sm">
      <h4 className="font-semibold text-brass-700 print:inline print:pe-1">{title}</h4>
      <ul className="print-run mt-1 list-disc space-y-0.5 ps-5 text-ink/90">
        {items.map((item) => (
          <li key={item}>{withLatinRuns(item, locale)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How a unit is booked, in order: each step with what is paid and when (the figures from the payment plans), the
 * documents it asks for and what the buyer receives; the step that starts it has the button to the enquiry form below.
 */
export function BookingSteps({ project, copy }: BookingStepsProps) {
  const { booking: words, locale } = copy;
  return (
    <Section id={SECTION_IDS.booking} eyebrow={words.eyebrow} title={words.title} intro={words.intro} tone="sand">
      <ol className="grid gap-6 lg:grid-cols-2 print:grid-cols-3 print:gap-3">
        {project.page.booking.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card print:break-inside-avoid print:gap-3 print:p-3 print:shadow-none"
          >
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-cedar-800 font-display text-lg text-ivory print:h-7 print:w-7 print:border print:border-cedar-800 print:bg-white print:text-cedar-800"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-xl text-cedar-900">{step.title}</h3>
              <p className="mt-2 text-ink/90">{withLatinRuns(step.text, locale)}</p>
              <div className="mt-3 grid gap-3 sm:grid-cols-2 print:mt-1 print:grid-cols-1 print:gap-1">
                <Papers title={words.documentsTitle} items={step.documents} locale={locale} />
                <Papers title={words.receivesTitle} items={step.receives} locale={locale} />
              </div>
              {step.enquiry ? (
                <ButtonLink href={`#${SECTION_IDS.enquiry}`} variant="primary" className="mt-4 print:hidden">
                  {words.enquiryButton}
                </ButtonLink>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
