/**
 * The one door to content/: every file is read through Keystatic's reader with the editor's own config (keystatic.config.ts),
 * so a file the form would refuse fails here too; then the rules that span records run (./checks.ts). A bad file fails the
 * build with every problem listed by file and by the field's label, as the editor reads it in the form. Server-only: pages
 * read content at build time, and under `npm run edit` on every request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fields, type ComponentSchema, type ObjectField } from '@keystatic/core';
import { createReader, type Entry } from '@keystatic/core/reader';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import config from '@/keystatic.config';
import { BUILD_DATE } from '@/lib/build-date';
import type { Locale } from '@/lib/i18n/locales';
import { isBilingual, SLUG } from '@/lib/keystatic/fields';
import { PROBLEMS_PATH } from '@/lib/routes';
import { checkContent } from './checks';
import { localize, type Localized } from './localize';

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

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Invalid content:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Records in list order: by position, then by file name. */
export const byPosition = <T extends { position: number; slug: string }>(records: readonly T[]) =>
  [...records].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));

/** Every collection, then every singleton, by its key; the form of each file; the file of a singleton, or of a collection's record `slug`. */
const SOURCES = { ...config.collections, ...config.singletons };
export type Key = CollectionKey | SingletonKey;
export const SCHEMAS = Object.fromEntries<ComponentSchema>(Object.entries(SOURCES).map(([key, { schema }]) => [key, fields.object(schema)])) as Record<Key, ComponentSchema>;
export const fileOf = (key: Key, slug = '') => `${SOURCES[key].path!.replace(/\*$/, () => slug)}.json`;
const isCollection = (key: string): key is CollectionKey => key in config.collections;
const KEYS = Object.keys(SCHEMAS) as Key[];
/** The whole of content/ as one form: a list of records per collection, and each singleton. */
const CONTENT = fields.object(Object.fromEntries(KEYS.map((key) => [key, isCollection(key) ? fields.array(SCHEMAS[key]) : SCHEMAS[key]])));
/** Every record of `content`, with its key: each of a collection, then each singleton. */
export const recordsOf = (content: Content) => KEYS.flatMap((key) => (isCollection(key) ? content[key] : [content[key]]).map((record) => ({ key, record: record as object })));

const warned = new Set<string>();
/** Reads and checks all of content/ under `root`, on the day `today`; throws a ContentError listing every problem, and reports (once) every warning. */
export async function loadContent(root = process.cwd(), today = BUILD_DATE): Promise<Content> {
  type Source = { list?(): Promise<string[]>; readOrThrow(slug?: string): Promise<object> };
  const reader = createReader(root, config);
  const problems: Problem[] = [];
  const content: { [key: string]: unknown } = {};
  for (const key of KEYS) {
    const source = (isCollection(key) ? reader.collections[key] : reader.singletons[key]) as Source;
    const records: object[] = [];
    for (const slug of source.list ? (await source.list()).sort() : ['']) {
      const file = fileOf(key, slug);
      if (source.list && !SLUG.regex.test(slug)) problems.push({ file, field: 'File name', message: `"${slug}" ${SLUG.message}` });
      const read = source.list ? source.readOrThrow(slug).then((record) => ({ ...record, slug })) : source.readOrThrow();
      await read.then((record) => records.push(record), (error: unknown) => problems.push(...readProblems(root, file, SCHEMAS[key], error)));
    }
    content[key] = source.list ? records : (records[0] ?? null);
  }
  if (!problems.length) problems.push(...checkContent(content as Content, root, today));
  const errors = problems.filter((problem) => !problem.warning);
  if (errors.length) throw new ContentError(errors);
  if (problems.length && !warned.has(root)) console.warn(`Content to look at:\n${problems.map(formatProblem).join('\n')}`);
  warned.add(root);
  return content as Content;
}

/** The problems Keystatic's reader found in one file, each with the field's label. */
function readProblems(root: string, file: string, schema: ComponentSchema, error: unknown): Problem[] {
  const text = error instanceof Error ? error.message : String(error);
  if (/not found/i.test(text)) return [{ file, field: '', message: 'the file is missing' }];
  if (error instanceof SyntaxError) return [{ file, field: '', message: `is not valid JSON: ${text}` }];
  // The reader parsed the file, so it is there and is JSON: read it again to follow the field paths.
  const data: unknown = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return text.split('\n').slice(1).map((line) => {
    const [where, message] = [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)];
    const { label, leaf } = fieldAt(schema, where.split('.').filter(Boolean), data);
    return { file, field: label, message: plainMessage(message, leaf) };
  });
}

/** Keystatic's messages, as an editor would say them: without the field's label (the problem names it) or code words. */
function plainMessage(raw: string, field: ComponentSchema | undefined) {
  const message = raw.replace(/^Unexpected error: (Error: )?/, '');
  const label = field && 'label' in field ? field.label : undefined;
  const bare = label && message.startsWith(`${label} `) ? message.slice(label.length + 1) : message;
  if (bare === 'Must be a valid option' && field?.kind === 'form' && 'options' in field) {
    return `must be one of: ${(field.options as readonly { label: string }[]).map((option) => option.label).join(', ')}`;
  }
  return bare
    .replace(/^Must have at least (\d+) elements?$/, 'needs at least $1')
    .replace(/^Must have at most (\d+) elements?}?$/, 'may have at most $1')
    .replace(/^Key on object value "(.+)" is not allowed$/, 'has "$1", which is not a field of this form: remove it')
    .replace(/^Must be a string$/, 'must be text')
    .replace(/^Must be an? (\w+)$/, 'must be a $1');
}

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

/**
 * The slugs a route's pages have, for its `generateStaticParams`: those `list` gives. Under `npm run edit`, every file name of
 * `collections`, unread, so a page whose content has a problem still shows the problem (below); a file without a page is its 404.
 */
export async function routeSlugs(list: () => Promise<{ slug: string }[]>, collections: CollectionKey[]) {
  if (process.env.KEYSTATIC_ADMIN !== '1') return (await list()).map(({ slug }) => ({ slug }));
  const reader = createReader(process.cwd(), config);
  return (await Promise.all(collections.map((key) => reader.collections[key].list()))).flat().map((slug) => ({ slug }));
}

/**
 * Everything under content/, read once for the build. Under `npm run edit` (development) it is read again for every request,
 * so a saved record shows at once; React's cache shares one read among the components of a request.
 */
let loaded: Promise<Content> | undefined;
const readPerRequest = cache(() => loadContent());
export async function readContent(): Promise<Content> {
  if (process.env.NODE_ENV !== 'development') return (loaded ??= loadContent());
  // The editor previewing a page sees the problems, plainly, rather than a stack trace.
  return readPerRequest().catch((error: unknown) => {
    if (error instanceof ContentError && process.env.KEYSTATIC_ADMIN === '1') redirect(PROBLEMS_PATH);
    throw error;
  });
}

const localized = new WeakMap<Content, Partial<Record<Locale, ContentIn>>>();
/** Everything under content/ as a page in `locale` reads it (./localize.ts), each file through its form. */
export async function readContentIn(locale: Locale): Promise<ContentIn> {
  const content = await readContent();
  const byLocale = localized.get(content) ?? localized.set(content, {}).get(content)!;
  return (byLocale[locale] ??= localize(CONTENT, content, locale) as ContentIn);
}
