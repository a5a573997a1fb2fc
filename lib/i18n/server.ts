/**
 * What a page in one language does first: it tells next-intl its locale, so
 * every component under it (`getLocale`, `getTranslations`) reads that
 * language without reading the request, and the page stays pre-rendered.
 */
import { getLocale, getMessages, setRequestLocale } from 'next-intl/server';
import { projectCopy } from '@/lib/content/pakistan';
import type { Locale } from './locales';

export function renderIn(locale: Locale) {
  setRequestLocale(locale);
}

/** The project pages' words in the page's language. */
export async function getProjectWords() {
  return projectCopy(await getMessages(), await getLocale());
}
