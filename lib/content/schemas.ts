/**
 * The forms of content/, looked up by key: each collection's and singleton's schema (from keystatic.config.ts), the file it is
 * kept in, the label of a field at a path as the form says it, and the types of what is read. The reader (./reader.ts) and the
 * rules across records (./checks.ts) both look here; neither imports the other.
 */
import { fields, type ComponentSchema, type ObjectField } from '@keystatic/core';
import type { Entry } from '@keystatic/core/reader';
import config from '@/keystatic.config';
import { isBilingual } from '@/lib/keystatic/fields';
import type { Localized } from './localize';

type Collections = typeof config.collections;
type Singletons = typeof config.singletons;
export type CollectionKey = keyof Collections;
export type SingletonKey = keyof Singletons;

/** A record of a collection, with its slug (its file name). */
export type RecordOf<K extends CollectionKey> = Entry<Collections[K]> & { slug: string };
export type SingletonOf<K extends SingletonKey> = Entry<Singletons[K]>;
/** Everything under content/, read and checked. */
export type Content = { [K in CollectionKey]: RecordOf<K>[] } & { [K in SingletonKey]: SingletonOf<K> };
/** Everything under content/ as a page in one language reads it (./localize.ts), typed from each file's form. */
export type ContentIn = { [K in CollectionKey]: (Omit<Localized<ObjectField<Collections[K]['schema']>>, 'name'> & { name: string; slug: string })[] } & {
  [K in SingletonKey]: Localized<ObjectField<Singletons[K]['schema']>>;
};

/** What is wrong, where: the file, the field as its form labels it, and what to do; formatted, a line of the build's message. A `warning` is reported, and the build goes on. */
export type Problem = { file: string; field: string; message: string; warning?: true };
export const formatProblem = ({ file, field, message }: Problem) => `  ${file}${field ? ` — ${field}` : ''}: ${message}`;

/** Every collection, then every singleton, by its key; the form of each file; the file of a singleton, or of a collection's record `slug`. */
const SOURCES = { ...config.collections, ...config.singletons };
export type Key = CollectionKey | SingletonKey;
export const SCHEMAS = Object.fromEntries<ComponentSchema>(Object.entries(SOURCES).map(([key, { schema }]) => [key, fields.object(schema)])) as Record<Key, ComponentSchema>;
export const fileOf = (key: Key, slug = '') => `${SOURCES[key].path!.replace(/\*$/, () => slug)}.json`;
export const isCollection = (key: string): key is CollectionKey => key in config.collections;
export const KEYS = Object.keys(SCHEMAS) as Key[];
/** The whole of content/ as one form: a list of records per collection, and each singleton. */
export const CONTENT = fields.object(Object.fromEntries(KEYS.map((key) => [key, isCollection(key) ? fields.array(SCHEMAS[key]) : SCHEMAS[key]])));
/** Every record of `content`, with its key: each of a collection, then each singleton. */
export const recordsOf = (content: Content) => KEYS.flatMap((key) => (isCollection(key) ? content[key] : [content[key]]).map((record) => ({ key, record: record as object })));

/**
 * The field at a path (`page.value.description.0`), and its label as the form says it: "The hotel has its own page › About the
 * hotel, paragraph 1". `data` is the record, to know which branch of a choice the path goes through.
 */
export function fieldAt(schema: ComponentSchema, where: readonly (string | number)[], data: unknown) {
  const parts: string[] = [];
  let field: ComponentSchema | undefined = schema;
  let value: unknown = data;
  // An item of a list named after a text in both languages ("Overview, paragraph 1"): its Urdu is "… (Urdu)".
  let item: string | undefined;
  for (const step of where) {
    if (field?.kind === 'object') {
      field = field.fields[step];
      const label = field && 'label' in field ? field.label : undefined;
      // A picture's file field repeats its group's label ("Card photo › Card photo"): once is enough.
      if (item && label?.startsWith(item)) parts[parts.length - 1] += label.slice(item.length);
      else if (label && label !== parts.at(-1)) parts.push(label);
      item = undefined;
    } else if (field?.kind === 'conditional') {
      // The choice's label, whether the path goes to the choice itself or into the branch it chose.
      if (field.discriminant.label) parts.push(field.discriminant.label);
      field = step === 'discriminant' ? field.discriminant : field.values[String((value as { discriminant?: unknown } | null)?.discriminant)];
    } else if (field?.kind === 'array') {
      field = field.element as ComponentSchema;
      item = isBilingual(field) ? field.fields.en.label : undefined;
      parts[parts.length - 1] = `${parts.at(-1) ?? 'List'}, ${(item ?? (('label' in field && field.label) || 'item')).toLowerCase()} ${Number(step) + 1}`;
    } else break;
    value = (value as { [key: string]: unknown } | null)?.[step as string];
  }
  return { label: parts.join(' › '), leaf: field };
}
