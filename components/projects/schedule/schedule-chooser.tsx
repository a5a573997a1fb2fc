'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { ScheduleTable } from './schedule-table';
import { useChoiceBeforeHydration } from './use-choice-before-hydration';
import { choiceQuery, scheduleView, type PlanChoice, type ScheduleWords, type SizeChoice } from './schedule-view';

type ScheduleChooserProps = {
  project: { name: string; url: string };
  sizes: readonly SizeChoice[];
  plans: readonly PlanChoice[];
  words: ScheduleWords;
  labels: { opensInNewTab: string };
};

/** The address never changes under the chooser but by its own hand, so there is nothing to subscribe to. */
const unchanging = () => () => {};

/**
 * A size and a plan, and the full schedule they give. The choice is kept in
 * the address (?size=…&plan=…#schedule), so a shared or printed link opens on
 * the same schedule. A choice made before the script has run is taken up once
 * it has. Without JavaScript the page lists every schedule instead (a
 * <noscript> beside this island), and this one stays hidden.
 */
export function ScheduleChooser({ project, sizes, plans, words, labels }: ScheduleChooserProps) {
  const viewOf = (size: string, plan: string) => {
    const chosenPlan = plans.find((candidate) => candidate.slug === plan);
    const chosenSize = sizes.find((candidate) => candidate.slug === size);
    return chosenPlan && chosenSize ? scheduleView(project, chosenSize, chosenPlan, words) : null;
  };
  // The pre-rendered page shows the first choice; in the browser, the one the address names, if any.
  const search = useSyncExternalStore(unchanging, () => window.location.search, () => '');
  const query = new URLSearchParams(search);
  const first = { size: sizes[0]!.slug, plan: plans[0]!.slug };
  const linked = { size: query.get('size') ?? first.size, plan: query.get('plan') ?? first.plan };
  const [picked, setPicked] = useState<typeof first | null>(null);
  const shown = picked ?? (viewOf(linked.size, linked.plan) ? linked : first);
  const { size, plan } = shown;

  // Each pick adds to the last, so a size and a plan chosen before hydration, both taken up in its commit, both stand.
  const choose = (next: Partial<typeof first>) => setPicked((current) => ({ ...(current ?? shown), ...next }));
  useEffect(() => {
    if (picked) window.history.replaceState(window.history.state, '', choiceQuery(picked.size, picked.plan));
  }, [picked]);
  const sizeSelect = useChoiceBeforeHydration(size, (chosen) => choose({ size: chosen }));
  const planSelect = useChoiceBeforeHydration(plan, (chosen) => choose({ plan: chosen }));

  const view = viewOf(size, plan) ?? viewOf(first.size, first.plan)!;
  const columns = { payment: words.paymentColumn, amount: words.amountColumn };
  const select = 'mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink';
  // Without JavaScript the chooser is hidden and every schedule is listed instead. They are drawn
  // here, from the terms, so the page's data carries the terms once rather than every table twice.
  const every = useMemo(
    () => sizes.flatMap((choice) => plans.flatMap((option) => scheduleView(project, choice, option, words) ?? [])),
    [sizes, plans, project, words],
  );
  return (
    <>
      <div className="noscript:hidden">
        <div className="grid gap-4 sm:grid-cols-2 print:hidden">
          <label className="text-sm font-semibold text-ink">
            {words.sizeLabel}
            <select ref={sizeSelect} className={select} value={size} onChange={(event) => choose({ size: event.target.value })}>
              {sizes.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.size}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            {words.planLabel}
            <select ref={planSelect} className={select} value={plan} onChange={(event) => choose({ plan: event.target.value })}>
              {plans.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
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
