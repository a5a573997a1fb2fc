'use client';

import { buttonClasses } from '@/components/ui/button-classes';
import { ScheduleTable } from './schedule-table';
import { useUnitChoice } from './unit-choice';
import { UnitSelect } from './unit-select';
import { scheduleView, type PlanChoice, type ScheduleWords, type SizeChoice } from './schedule-view';

type ScheduleChooserProps = {
  project: { name: string; url: string };
  sizes: readonly SizeChoice[];
  plans: readonly PlanChoice[];
  words: ScheduleWords;
  labels: { opensInNewTab: string };
};

/**
 * A size and a plan, and the full schedule they give. The choice is kept in
 * the address (?size=…&plan=…#schedule), so a shared or printed link opens on
 * the same schedule, and shared with the page's enquiry form (unit-choice.ts).
 * A choice made before the script has run is taken up once it has. Without
 * JavaScript the page lists every schedule instead (a <noscript> beside this
 * island), and this one stays hidden.
 */
export function ScheduleChooser({ project, sizes, plans, words, labels }: ScheduleChooserProps) {
  const viewOf = (size: string, plan: string) => {
    const chosenPlan = plans.find((candidate) => candidate.slug === plan);
    const chosenSize = sizes.find((candidate) => candidate.slug === size);
    return chosenPlan && chosenSize ? scheduleView(project, chosenSize, chosenPlan, words) : null;
  };
  const { shown, choose } = useUnitChoice(sizes, plans, (choice) => viewOf(choice.size, choice.plan) !== null);
  const { size, plan } = shown;

  const view = viewOf(size, plan) ?? viewOf(sizes[0]!.slug, plans[0]!.slug)!;
  const columns = { payment: words.paymentColumn, amount: words.amountColumn };
  // Without JavaScript the chooser is hidden and every schedule is listed instead. They are drawn
  // here, from the terms, so the page's data carries the terms once rather than every table twice;
  // and on the server only: a browser running this has JavaScript, and never renders a <noscript>'s
  // children, so hydration does not draw them a second time.
  const every =
    typeof window === 'undefined'
      ? sizes.flatMap((choice) => plans.flatMap((option) => scheduleView(project, choice, option, words) ?? []))
      : [];
  return (
    <>
      <div className="noscript:hidden">
        <div className="grid gap-4 sm:grid-cols-2 print:hidden">
          <UnitSelect
            label={words.sizeLabel}
            value={size}
            options={sizes.map((choice) => ({ value: choice.slug, label: choice.size }))}
            choose={(chosen) => choose({ size: chosen })}
          />
          <UnitSelect
            label={words.planLabel}
            value={plan}
            options={plans.map((choice) => ({ value: choice.slug, label: choice.name }))}
            choose={(chosen) => choose({ plan: chosen })}
          />
        </div>
        <div className="mt-6" aria-live="polite">
          <ScheduleTable view={view} labels={columns} locale={words.locale} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <a href={view.shareHref} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
            {words.share}
            <span className="sr-only"> {labels.opensInNewTab}</span>
          </a>
          <button type="button" onClick={() => window.print()} className={buttonClasses('outline')}>
            {words.print}
          </button>
        </div>
      </div>
      <noscript>
        <div className="grid gap-8 lg:grid-cols-2">
          {every.map((each) => (
            <ScheduleTable key={`${each.size}-${each.plan}`} view={each} labels={columns} locale={words.locale} />
          ))}
        </div>
      </noscript>
    </>
  );
}
