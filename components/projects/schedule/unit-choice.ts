import { useSyncExternalStore } from 'react';
import { choiceQuery, type UnitChoice } from './choice-query';

/*
 * The unit the buyer has chosen is kept in the page's address (?size=…&plan=…#schedule), so a
 * shared or printed link opens on it, and every island that shows it reads it there: the schedule
 * chooser, the enquiry form that sends it, the WhatsApp message that names it. Whichever changes
 * it says so with this event, and all follow. A new page (a link to another project) is a new
 * address, so nothing carries over.
 */
const CHANGED = 'cedarline:unit-choice';
const subscribe = (listener: () => void) => {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
};

/**
 * The unit shown, whether it was chosen, and how to choose another: the one the address names, if
 * `offered` has it, else the first size and plan (as the pre-rendered page shows). Each pick adds to the address as it
 * stands at that moment, so a size and a plan chosen together (before the page was interactive)
 * both stand.
 */
export function useUnitChoice(
  sizes: readonly { slug: string }[],
  plans: readonly { slug: string }[],
  // By default a choice is offered when both lists have it (a project without plans: its size alone).
  offered: (choice: UnitChoice) => boolean = ({ size, plan }) =>
    sizes.some((item) => item.slug === size) && (!plans.length || plans.some((item) => item.slug === plan)),
) {
  const first = { size: sizes[0]?.slug ?? '', plan: plans[0]?.slug ?? '' };
  const linkedIn = (search: string) => {
    const query = new URLSearchParams(search);
    const linked = { size: query.get('size') ?? first.size, plan: query.get('plan') ?? first.plan };
    return offered(linked) ? { ...linked, named: query.has('size') || query.has('plan') } : null;
  };
  const shownIn = (search: string): UnitChoice => {
    const linked = linkedIn(search);
    return linked ? { size: linked.size, plan: linked.plan } : first;
  };
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const choose = (next: Partial<UnitChoice>) => {
    const { size, plan } = { ...shownIn(window.location.search), ...next };
    window.history.replaceState(window.history.state, '', choiceQuery(size, plan));
    window.dispatchEvent(new Event(CHANGED));
  };
  /** Whether the buyer chose it (here, or in the link that opened the page), or it is only the first offered. */
  const named = linkedIn(search)?.named ?? false;
  return { shown: shownIn(search), named, choose };
}
