/**
 * The one place content/ is read from disk. Collections are folders with one
 * JSON file per record (the file name is the record's slug); singletons are
 * one JSON file. Every file is parsed with its zod schema, and a bad file
 * fails the build with the file and the field named, so an editor knows
 * exactly what to fix. Server-only: pages read content at build time.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SLUG_MESSAGE, SLUG_PATTERN } from './rules';

export const CONTENT_DIR = 'content';

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Reads and validates `content/<name>.json`. */
export function readSingleton<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = `${CONTENT_DIR}/${name}.json`;
  return parseFile(file, schema, readJson(file));
}

export type Entry<T> = T & { slug: string };

/** Reads and validates every `content/<folder>/<slug>.json`, in file-name order. */
export function readCollection<S extends z.ZodType<object>>(folder: string, schema: S): Entry<z.output<S>>[] {
  const dir = `${CONTENT_DIR}/${folder}`;
  const files = readdirSync(path.join(/*turbopackIgnore: true*/ process.cwd(), dir))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((name) => {
    const file = `${dir}/${name}`;
    const slug = name.slice(0, -'.json'.length);
    if (!SLUG_PATTERN.test(slug)) throw new ContentError(file, [`file name "${slug}" ${SLUG_MESSAGE}`]);
    return { ...parseFile(file, schema, readJson(file)), slug };
  });
}

/** Validates one parsed value; exported so tests can feed broken copies of a record. */
export function parseFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    file,
    result.error.issues.map((issue) => `field "${issue.path.join('.') || '(file)'}": ${issue.message}`),
  );
}

/**
 * Looks up the record a relationship field names, failing the build with the
 * pointing file and field when it names none.
 */
export function resolve<T extends { slug: string }>(records: readonly T[], slug: string, from: { file: string; field: string }): T {
  const found = records.find((record) => record.slug === slug);
  if (!found) throw new ContentError(from.file, [`field "${from.field}": no record "${slug}"`]);
  return found;
}

/**
 * Parses once, on first use, so importing a getter never reads the disk. Under
 * `npm run edit` (development) it reads again on every call instead, so a
 * record saved in the editor shows on the next page load.
 */
export function once<T>(load: () => T): () => T {
  if (process.env.NODE_ENV === 'development') return load;
  let value: { current: T } | undefined;
  return () => (value ??= { current: load() }).current;
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), file), 'utf8');
  } catch {
    throw new ContentError(file, ['the file is missing']);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, [`not valid JSON: ${(error as Error).message}`]);
  }
}
