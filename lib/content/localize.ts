/**
 * The Karachi records hold each text twice, `{ en, ur }`, English beside Urdu
 * (lib/keystatic/fields.ts, `inEnglishAndUrdu`). A page in one language reads
 * them localized: every pair becomes its text in that language, and nothing
 * else changes, so the components read a string where they always did.
 */
import type { Locale } from '@/lib/i18n/locales';

type Pair = { readonly en: string; readonly ur: string };

/** `T` as a page in one language reads it: each `{ en, ur }` a string. */
export type Localized<T> = T extends Pair
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

const isPair = (value: object): value is Pair => {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Pair).en === 'string' && typeof (value as Pair).ur === 'string';
};

/** `value` with each `{ en, ur }` pair replaced by its text in `locale`. */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value === null || typeof value !== 'object') return value as Localized<T>;
  if (isPair(value)) return value[locale] as Localized<T>;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, localize(inner, locale)])) as Localized<T>;
}

/** A Karachi record's name in `locale`, with its English name (which the Urdu page gives once beside it). */
export function named<R extends { name: string; nameInUrdu: string }>({ nameInUrdu, ...record }: R, locale: Locale) {
  return { ...record, name: locale === 'ur' ? nameInUrdu : record.name, englishName: record.name };
}
