/**
 * A record as a page in one language reads it. The schema says which fields
 * are written in both languages (`localized` in lib/keystatic/fields.ts):
 * each becomes its text in the page's language, a record's Urdu name becomes
 * its name on the Urdu pages (the English one kept as `englishName`), and
 * nothing else changes, so the components read a string where they always did.
 * The type follows the same schema, field by field.
 */
import type { ArrayField, ComponentSchema, ConditionalField, ObjectField, ValueForReading } from '@keystatic/core';
import { isUrduName, localizedLabel, type Bilingual, type UrduName } from '@/lib/keystatic/fields';
import type { Locale } from '@/lib/i18n/locales';

/** A text in both languages, as its file holds it. */
export type Pair = { readonly en: string; readonly ur: string };

type UrduNameKey<F> = { [K in keyof F]: F[K] extends UrduName ? K : never }[keyof F];
type Fields<F> = [UrduNameKey<F>] extends [never]
  ? { readonly [K in keyof F]: Localized<F[K]> }
  : { readonly [K in Exclude<keyof F, UrduNameKey<F>>]: Localized<F[K]> } & { readonly englishName: string };
/** How Keystatic reads a choice's branch name: 'true' and 'false' of a checkbox as booleans. */
type Discriminant<D, K> = D extends { defaultValue(): boolean } ? (K extends 'true' ? true : false) : K & string;

/** What a field of schema `S` reads as on a page in one language: each text in both languages a string, a record's name in that language. */
export type Localized<S> = S extends Bilingual
  ? string
  : S extends ObjectField<infer F>
    ? Fields<F>
    : S extends ConditionalField<infer D, infer V>
      ? { readonly [K in keyof V]: { readonly discriminant: Discriminant<D, K>; readonly value: Localized<V[K]> } }[keyof V]
      : S extends ArrayField<infer E>
        ? readonly Localized<E>[]
        : S extends ComponentSchema
          ? ValueForReading<S>
          : never;

type Data = { [key: string]: unknown };

/** `value`, read through `schema`, in `locale`. */
export function localize(schema: ComponentSchema, value: unknown, locale: Locale): unknown {
  if (localizedLabel(schema)) return (value as Pair)[locale];
  if (schema.kind === 'array') return (value as unknown[]).map((item) => localize(schema.element, item, locale));
  if (schema.kind === 'conditional') {
    const { discriminant, value: inner } = value as { discriminant: string | boolean; value: unknown };
    return { discriminant, value: localize(schema.values[String(discriminant)]!, inner, locale) };
  }
  if (schema.kind !== 'object') return value;
  const record = value as Data;
  const read: Data = { ...record };
  for (const [key, field] of Object.entries(schema.fields)) read[key] = localize(field, record[key], locale);
  // The name field is the English, from which the address is made; the Urdu pages read the Urdu one.
  const urduName = Object.keys(schema.fields).find((key) => isUrduName(schema.fields[key]!));
  if (!urduName) return read;
  const { [urduName]: urdu, ...named } = read;
  return { ...named, englishName: record.name, name: locale === 'ur' ? urdu : record.name };
}
