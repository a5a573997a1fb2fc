import type { ProjectAction } from '@/lib/content/pakistan';

/** The ids of the sections a project page's buttons scroll to: its sizes, its payment options, and its enquiry form. */
export const SECTION_IDS = {
  sizes: 'available-units',
  payments: 'payment-options',
  enquiry: 'enquire',
  visit: 'site-visit',
  booking: 'how-to-book',
} as const;

/**
 * Where a project page's button goes: one of the page's sections; for the
 * sales enquiry, the page's own form; for a site visit, the same form, which
 * ticks the visit when the address names it (#site-visit).
 */
export function actionHref(action: ProjectAction) {
  const target = action.goesTo;
  if (target.kind !== 'contact') return `#${SECTION_IDS[target.kind]}`;
  return `#${target.visit ? SECTION_IDS.visit : SECTION_IDS.enquiry}`;
}
