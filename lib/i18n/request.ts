/**
 * next-intl's request configuration (next.config.mjs points the plugin here):
 * the locale each page set with `setRequestLocale` (every layout and page
 * does, so pages stay static), and that language's message catalogue from
 * content/messages/, read through the editor's fields on its own: a problem
 * in another file does not keep the interface words from loading.
 */
import { getRequestConfig } from 'next-intl/server';
import { readCatalogue } from '@/lib/content/reader';
import { DEFAULT_LOCALE, isLocale } from './locales';

export default getRequestConfig(async ({ requestLocale, locale }) => {
  const requested = locale ?? (await requestLocale);
  const chosen = isLocale(requested) ? requested : DEFAULT_LOCALE;
  // Dates are content's days (2026-11-01), written out by lib/format.ts in UTC.
  return { locale: chosen, messages: await readCatalogue(chosen), timeZone: 'UTC' };
});
