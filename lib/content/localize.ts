/**
 * A record as a page in one language reads it. The schema's shape says which fields are written in both languages (an object
 * of `en` and `ur`, `bilingual` in lib/keystatic/fields.ts): each becomes its text in the page's language; a record's Urdu name
 * (its field `nameInUrdu`) becomes its name on the Urdu pages (the English one kept as `englishName`); and nothing else changes,
 * so the components read a string where they always did. The type follows the same schema, field by field.
 */
import type { ArrayField, ComponentSchema, ConditionalField, ObjectField, ValueForReading } from '@keystatic/core';
import { isBilingual } from '@/lib/keystatic/fields';
import type { Locale } from '@/lib/i18n/locales';

/** A text in both languages, as its file holds it. */
export type Pair = { readonly en: string; readonly ur: string };

/** The field of a record's name as the Urdu pages write it, beside its `name`. */
const URDU_NAME = 'nameInUrdu';
type Fields<F> = typeof URDU_NAME extends keyof F
  ? { readonly [K in Exclude<keyof F, typeof URDU_NAME>]: Localized<F[K]> } & { readonly englishName: string }
  : { readonly [K in keyof F]: Localized<F[K]> };
/** An object of the fields `en` and `ur` and no other: a text in both languages. */
type IsPair<F> = [keyof F] extends ['en' | 'ur'] ? (['en' | 'ur'] extends [keyof F] ? true : false) : false;
/** How Keystatic reads a choice's branch name: 'true' and 'false' of a checkbox as booleans. */
type Discriminant<D, K> = D extends { defaultValue(): boolean } ? (K extends 'true' ? true : false) : K & string;

/** What a field of schema `S` reads as on a page in one language: each text in both languages a string, a record's name in that language. */
export type Localized<S> = S extends ObjectField<infer F>
  ? IsPair<F> extends true ? string : Fields<F>
  : S extends ConditionalField<infer D, infer V>
    ? { readonly [K in keyof V]: { readonly discriminant: Discriminant<D, K>; readonly value: Localized<V[K]> } }[keyof V]
    : S extends ArrayField<infer E>
      ? readonly Localized<E>[]
      : S extends ComponentSchema
        ? ValueForReading<S>
        : never;

type Data = { [key: string]: unknown };
export type Where = (string | number)[];

/**
 * Walks `value` through `schema`, bottom up: each part (a form field, a text in both languages as a whole, and a list, choice or
 * group of fields with its own parts already visited) becomes what `visit` makes of it, given its path.
 */
export function mapFields(schema: ComponentSchema, value: unknown, visit: (field: ComponentSchema, value: unknown, where: Where) => unknown, where: Where = []): unknown {
  const data = value as Data;
  const inner = (field: ComponentSchema, step: string | number) => mapFields(field, data[step], visit, [...where, step]);
  let read = value;
  if (schema.kind === 'array') read = (value as unknown[]).map((_, index) => inner(schema.element, index));
  else if (schema.kind === 'conditional') read = { discriminant: data.discriminant, value: inner(schema.values[String(data.discriminant)]!, 'value') };
  else if (schema.kind === 'object' && !isBilingual(schema)) read = { ...data, ...Object.fromEntries(Object.entries(schema.fields).map(([key, field]) => [key, inner(field, key)])) };
  return visit(schema, read, where);
}

export const localize = (schema: ComponentSchema, value: unknown, locale: Locale) =>
  mapFields(schema, value, (field, read) => {
    if (isBilingual(field)) return (read as Pair)[locale];
    // The name field is the English, from which the address is made; the Urdu pages read the Urdu one.
    if (field.kind !== 'object' || !(URDU_NAME in field.fields)) return read;
    const { [URDU_NAME]: urdu, ...named } = read as Data;
    return { ...named, englishName: named.name, name: locale === 'ur' ? urdu : named.name };
  });
