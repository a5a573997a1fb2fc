import { ButtonLink } from '@/components/ui/button';
import { withLatinRuns } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { SECTION_IDS } from './actions';

type BookingStepsProps = { project: OfferingProject; copy: ProjectCopy };
type PapersProps = { title: string; items: readonly string[]; locale: ProjectCopy['locale'] };

/** The documents a step asks for, or what it gives: a heading and a short list (none when empty). */
function Papers({ title, items, locale }: PapersProps) {
  if (!items.length) return null;
  return (
    <>
      <h4 className="text-sm font-semibold text-brass-700">{title}</h4>
      <ul className="print-run list-disc ps-6 text-sm text-ink/90">
        {items.map((item) => (
          <li key={item}>{withLatinRuns(item, locale)}</li>
        ))}
      </ul>
    </>
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
          <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card print:p-3">
            <h3 className="flex items-center gap-3 text-xl text-cedar-900">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-cedar-700 text-lg"
              >
                {index + 1}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink/90">{withLatinRuns(step.text, locale)}</p>
            <div className="mt-3 space-y-1 print:mt-1">
              <Papers title={words.documentsTitle} items={step.documents} locale={locale} />
              <Papers title={words.receivesTitle} items={step.receives} locale={locale} />
            </div>
            {step.enquiry ? (
              <ButtonLink href={`#${SECTION_IDS.enquiry}`} variant="primary" className="mt-4 print:hidden">
                {words.enquiryButton}
              </ButtonLink>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
