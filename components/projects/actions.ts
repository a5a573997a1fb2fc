import type { ProjectAction } from '@/lib/content/pakistan';
import type { Locale } from '@/lib/i18n/locales';
import { contactHref } from '@/lib/routes';

/** The ids of the sections a project page's buttons scroll to. */
export const SECTION_IDS = { sizes: 'available-units', payments: 'payment-options' } as const;

/**
 * Where a project page's button goes: one of the page's sections, or the
 * contact form with its subject filled in, the page's team chosen, and for a
 * site visit the day asked for.
 */
export function actionHref(action: ProjectAction, team: { slug: string }, locale: Locale) {
  const target = action.goesTo;
  return target.kind === 'contact' ? contactHref(target.subject, team.slug, target.visit, locale) : `#${SECTION_IDS[target.kind]}`;
}
