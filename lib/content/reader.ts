/**
 * The one door to content/: every file is read through Keystatic's reader with the editor's own config (keystatic.config.ts),
 * so a file the form would refuse fails here too; then the rules that span records run (./checks.ts). A bad file fails the
 * build with every problem listed by file and by the field's label, as the editor reads it in the form. Server-only: pages
 * read content at build time, and under `npm run edit` on every request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import config from '@/keystatic.config';
import { BUILD_DATE } from '@/lib/build-date';
import type { Locale } from '@/lib/i18n/locales';
import { SLUG } from '@/lib/keystatic/fields';
import { PROBLEMS_PATH } from '@/lib/routes';
import { checkContent } from './checks';
import { localize } from './localize';
import {
  CONTENT, fieldAt, fileOf, formatProblem, isCollection, KEYS, SCHEMAS, type CollectionKey, type Content, type ContentIn, type Problem, type SingletonKey,
  type SingletonOf,
} from './schemas';

export type { CollectionKey, Content, ContentIn, Key, Problem, RecordOf, SingletonKey, SingletonOf } from './schemas';
export { formatProblem } from './schemas';

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`Invalid content:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Records in list order: by position, then by file name. */
export const byPosition = <T extends { position: number; slug: string }>(records: readonly T[]) =>
  [...records].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));

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
 * The slugs a route's pages have, for its `generateStaticParams`: those `list` gives. Under `npm run edit`, every file name of
 * `collections`, unread, so a page whose content has a problem still shows the problem (below); a file without a page is its 404.
 */
export async function routeSlugs(list: () => Promise<{ slug: string }[]>, collections: CollectionKey[]) {
  if (process.env.KEYSTATIC_ADMIN !== '1') return (await list()).map(({ slug }) => ({ slug }));
  const reader = createReader(process.cwd(), config);
  return (await Promise.all(collections.map((key) => reader.collections[key].list()))).flat().map((slug) => ({ slug }));
}

/**
 * What `load` reads, once for the build. Under `npm run edit` (development) it is read again for every request, so a saved
 * record shows at once; React's cache shares one read among the components of a request.
 */
function readOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  const readPerRequest = cache(load);
  return async () => {
    if (process.env.NODE_ENV !== 'development') return (loaded ??= load());
    // The editor previewing a page sees the problems, plainly, rather than a stack trace.
    return readPerRequest().catch((error: unknown) => {
      if (error instanceof ContentError && process.env.KEYSTATIC_ADMIN === '1') redirect(PROBLEMS_PATH);
      throw error;
    });
  };
}

/** Everything under content/, read and checked. */
export const readContent = readOnce(() => loadContent());

/** One singleton, read and checked against its own form alone: a problem in any other file does not keep it from loading. */
export async function loadSingleton<K extends SingletonKey>(key: K, root = process.cwd()): Promise<SingletonOf<K>> {
  try {
    return (await createReader(root, config).singletons[key].readOrThrow()) as SingletonOf<K>;
  } catch (error) {
    throw new ContentError(readProblems(root, fileOf(key), SCHEMAS[key], error));
  }
}

/** The interface words of a language (content/messages/<locale>.json; lib/keystatic/messages.ts), typed from the English catalogue, read on their own. */
export type Catalogue = SingletonOf<'messages-en'>;
const CATALOGUES: Record<Locale, () => Promise<Catalogue>> = { en: readOnce(() => loadSingleton('messages-en')), ur: readOnce(() => loadSingleton('messages-ur')) };
export const readCatalogue = (locale: Locale) => CATALOGUES[locale]();

const localized = new WeakMap<Content, Partial<Record<Locale, ContentIn>>>();
/** Everything under content/ as a page in `locale` reads it (./localize.ts), each file through its form. */
export async function readContentIn(locale: Locale): Promise<ContentIn> {
  const content = await readContent();
  const byLocale = localized.get(content) ?? localized.set(content, {}).get(content)!;
  return (byLocale[locale] ??= localize(CONTENT, content, locale) as ContentIn);
}
