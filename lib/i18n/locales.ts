/**
 * The site's languages: English everywhere, and Urdu (right to left) for the
 * Karachi pages, at /ur/... with the same slugs. Pure data: the proxy, the
 * content layer, the editor's fields and the pages all read it.
 */
export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What each language is called in `lang` and `hreflang`, and which way it runs. */
export const LANGUAGE_TAGS: {
  readonly [L in Locale]: { lang: string; hreflang: string; dir: 'ltr' | 'rtl'; intl: string };
} = {
  en: { lang: 'en-CA', hreflang: 'en', dir: 'ltr', intl: 'en-CA' },
  ur: { lang: 'ur', hreflang: 'ur', dir: 'rtl', intl: 'ur-PK' },
};

/** Where the Urdu pages live. */
export const URDU_PREFIX = '/ur';

/** A letter of the Arabic script, in which Urdu is written: a text with none is not Urdu. */
export const URDU_LETTER = /[\u0600-\u06ff]/;
/** Urdu's own digits (۰–۹): the site writes figures 0–9 in Urdu too (docs/decisions.md). */
export const URDU_DIGIT = /[\u06f0-\u06f9]/;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
