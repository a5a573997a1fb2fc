/**
 * A record as a page in one language reads it. The schema says which fields
 * are written in both languages (`localized` in lib/keystatic/fields.ts):
 * each becomes its text in the page's language, a record's Urdu name becomes
 * its name on the Urdu pages (the English one kept as `englishName`), and
 * nothing else changes, so the components read a string where they always did.
 */
import type { ComponentSchema } from '@keystatic/core';
import { isUrduName, localizedLabel } from '@/lib/keystatic/fields';
import type { Locale } from '@/lib/i18n/locales';

/** A text in both languages, as its file holds it. */
export type Pair = { readonly en: string; readonly ur: string };

/** `T` as a page in one language reads it: each text in both languages a string, a record's name in that language. */
export type Localized<T> = T extends Pair
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends { nameInUrdu: string; name: string }
      ? { [K in Exclude<keyof T, 'nameInUrdu'>]: Localized<T[K]> } & { englishName: string }
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

type Data = { [key: string]: unknown };

/** `value`, read through `schema`, in `locale`. */
export function localize<T>(schema: ComponentSchema, value: T, locale: Locale): Localized<T> {
  return localizeValue(schema, value, locale) as Localized<T>;
}

function localizeValue(schema: ComponentSchema, value: unknown, locale: Locale): unknown {
  if (localizedLabel(schema)) return (value as Pair)[locale];
  if (schema.kind === 'array') return (value as unknown[]).map((item) => localizeValue(schema.element, item, locale));
  if (schema.kind === 'conditional') {
    const { discriminant, value: inner } = value as { discriminant: string | boolean; value: unknown };
    return { discriminant, value: localizeValue(schema.values[String(discriminant)]!, inner, locale) };
  }
  if (schema.kind !== 'object') return value;
  const record = value as Data;
  const read: Data = { ...record };
  for (const [key, field] of Object.entries(schema.fields)) read[key] = localizeValue(field, record[key], locale);
  // The name field is the English, from which the address is made; the Urdu pages read the Urdu one.
  const urduName = Object.keys(schema.fields).find((key) => isUrduName(schema.fields[key]!));
  if (!urduName) return read;
  const { [urduName]: urdu, ...named } = read;
  return { ...named, englishName: record.name, name: locale === 'ur' ? urdu : record.name };
}
