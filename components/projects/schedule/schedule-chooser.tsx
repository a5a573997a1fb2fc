'use client';

import { memo, useDeferredValue, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ScheduleTable } from './schedule-table';
import type { UnitChoice } from './choice-query';
import { useUnitChoice } from './unit-choice';
import { UnitSelect } from './unit-select';
import {
  scheduleView,
  type PlanChoice,
  type ScheduleFigures,
  type ScheduleView,
  type ScheduleWords,
  type SizeChoice,
} from './schedule-view';

type ScheduleChooserProps = {
  project: { name: string; url: string };
  sizes: readonly SizeChoice[];
  plans: readonly PlanChoice[];
  words: ScheduleWords;
  /** The first size and plan's figures, worked out on the server (schedule-view.ts's `scheduleFigures`). */
  first: ScheduleFigures | null;
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
export function ScheduleChooser({ project, sizes, plans, words, first, labels }: ScheduleChooserProps) {
  // Each size and plan's schedule is worked out once: the choice is checked against it at every render. The
  // first's figures come from the server, which drew them: a page that opens on it formats no rupees as it
  // hydrates (the first formatter a page makes reads the locale's data, about 50 ms on a slow phone).
  const [views] = useState(() => {
    const [size, plan] = [sizes[0]!, plans[0]!];
    return new Map([[keyOf({ size: size.slug, plan: plan.slug }), scheduleView(project, size, plan, words, first)]]);
  });
  const terms = { project, sizes, plans, words, views };
  const { shown, choose } = useUnitChoice(sizes, plans, (choice) => viewOf(terms, choice) !== null);
  const { size, plan } = shown;
  // The selects show a new choice at once; the schedule it names is drawn in the render after, a
  // deferred one, which the browser paints the selects before: a change is not held up by drawing
  // and laying out a table (an English Chambers change took 108–176 ms at 4× CPU).
  const drawn = { size: useDeferredValue(size), plan: useDeferredValue(plan) };

  const view = shownView(terms, shown);
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
          <ChosenSchedule {...terms} {...drawn} />
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
        {/* On paper, the first schedule only: the one a page that runs its script shows until a choice is made. */}
        <div className="grid gap-8 lg:grid-cols-2 print:*:not-first:hidden">
          {every.map((each) => (
            <ScheduleTable key={`${each.size}-${each.plan}`} view={each} labels={columns} locale={words.locale} />
          ))}
        </div>
      </noscript>
    </>
  );
}

type Terms = Pick<ScheduleChooserProps, 'project' | 'sizes' | 'plans' | 'words'> & {
  views: Map<string, ScheduleView | null>;
};

/** The schedule of a size and a plan, or null when the project has no such pair (kept in `views`). */
function viewOf({ project, sizes, plans, words, views }: Terms, { size, plan }: UnitChoice) {
  const key = keyOf({ size, plan });
  if (!views.has(key)) {
    const chosenPlan = plans.find((candidate) => candidate.slug === plan);
    const chosenSize = sizes.find((candidate) => candidate.slug === size);
    views.set(key, chosenPlan && chosenSize ? scheduleView(project, chosenSize, chosenPlan, words) : null);
  }
  return views.get(key)!;
}

const keyOf = ({ size, plan }: UnitChoice) => JSON.stringify([size, plan]);

/** The schedule shown: the one chosen, or the first size and plan's. */
function shownView(terms: Terms, choice: UnitChoice) {
  return viewOf(terms, choice) ?? viewOf(terms, { size: terms.sizes[0]!.slug, plan: terms.plans[0]!.slug })!;
}

/** The table of the choice drawn: drawn again only when that choice changes (its other props are the page's). */
const ChosenSchedule = memo(function ChosenSchedule({ size, plan, ...terms }: Terms & UnitChoice) {
  const columns = { payment: terms.words.paymentColumn, amount: terms.words.amountColumn };
  return <ScheduleTable view={shownView(terms, { size, plan })} labels={columns} locale={terms.words.locale} />;
});
