import { getTranslations } from 'next-intl/server';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { pathIn, ROUTES } from '@/lib/routes';
import { BUILD_DATE } from '@/lib/build-date';
import { installmentsUntilPossession } from '@/lib/schedule';
import { absoluteUrl } from '@/lib/site-url';
import { ScheduleChooser } from '../lazy-islands';
import { scheduleFigures, type ScheduleWords } from './schedule-view';

type ScheduleSectionProps = { project: OfferingProject; copy: ProjectCopy };

/** The schedule of a chosen size and plan, every schedule without JavaScript, and what the price leaves out. */
export async function ScheduleSection({ project, copy }: ScheduleSectionProps) {
  const { page } = project;
  const { monthly, quarterly, paidInFull } = copy.offering;
  const words: ScheduleWords = {
    ...copy.schedule,
    monthly,
    quarterly,
    paidInFull,
    money: copy.money,
    locale: copy.locale,
  };
  const sizes = page.sizes.map(({ slug, name, price }) => ({ slug, size: name, price }));
  const plans = page.paymentPlans.map(
    ({
      slug,
      name,
      downPaymentPercent,
      installments,
      frequency,
      discountPercent,
      ballotingPercent,
      possessionPercent,
      possessionAfter,
    }) => ({
      slug,
      name,
      downPaymentPercent,
      installments,
      frequency,
      discountPercent,
      ballotingPercent,
      possessionPercent,
      // Counted from a booking on the day the page is built, as the content check counts it.
      untilPossession: installmentsUntilPossession(
        { installments, frequency, possessionAfter },
        project.possession,
        BUILD_DATE,
      ),
    }),
  );
  const opensInNewTab = (await getTranslations('chrome'))('opensInNewTab');
  return (
    <div id="schedule" className="mt-14 scroll-mt-24 print:mt-2">
      {/* Without a script the tables follow the heading, the intro's room theirs. */}
      <h3 className="text-2xl text-cedar-900 noscript:mb-6">{words.title}</h3>
      {/* It asks the visitor to pick, which only the chooser (a script) lets them do: without one every schedule is listed. */}
      <p className="mt-2 mb-6 max-w-3xl text-muted noscript:hidden print:hidden">{words.intro}</p>
      <ScheduleChooser
        project={{ name: project.name, url: absoluteUrl(pathIn(ROUTES.project(project.slug), copy.locale)) }}
        sizes={sizes}
        plans={plans}
        words={words}
        first={scheduleFigures(sizes[0]!, plans[0]!, words)}
        labels={{ opensInNewTab }}
      />
      {page.excludes.length ? (
        <div className="mt-8 print:mt-2">
          <h4 className="font-semibold text-ink">{words.excludesTitle}</h4>
          <ul className="print-run mt-2 list-disc space-y-1 ps-6 text-ink/90">
            {page.excludes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
