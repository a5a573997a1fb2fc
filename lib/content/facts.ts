/**
 * The facts of every file, for the test of each text against those of the others (lib/keystatic/facts.ts), which the build runs
 * on every text of every file.
 */
import type { ComponentSchema } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import config from '@/keystatic.config';
import type { Figure } from '@/lib/keystatic/figures';
import { isBilingual } from '@/lib/keystatic/fields';
import { PHONE_VALUE, phoneKey, restatementsIn, type Fact } from '@/lib/keystatic/facts';
import { mapFields, type Pair, type Where } from './localize';
import { fileOf, recordsOf, SCHEMAS, type Content, type Key } from './schemas';

/** The kind of figure a number field holds, by its label; a field none of these name holds no figure a text could restate. */
const KINDS: [RegExp, Figure][] = [
  [/\byear\b|founded/i, 'year'], [/price/i, 'price'], [/area/i, 'size'], [/floor|storey/i, 'floors'], [/^number of units|^units$/i, 'units'], [/rooms/i, 'rooms'],
  [/guests|seats|capacity/i, 'capacity'], [/rating|reviews/i, 'rating'], [/%|percent/i, 'share'],
];

/** The names of a record (English, Urdu), or none for the settings and a page's copy. */
function namesOf(key: Key, record: { name?: unknown; nameInUrdu?: unknown }): string[] {
  if (key === 'settings' || typeof record.name !== 'string') return [];
  return [record.name, ...(typeof record.nameInUrdu === 'string' ? [record.nameInUrdu] : [])];
}

/** Every figure a record or the settings hold: each number field (a year as a year), each date's year, each phone. */
export function collectFacts(content: Content): Fact[] {
  const facts: Fact[] = [];
  for (const { key, record } of recordsOf(content)) {
    if (key.startsWith('messages-') || !record) continue;
    const { slug } = record as { slug?: string };
    const file = fileOf(key, slug);
    const names = namesOf(key, record as { name?: unknown });
    const source = slug === undefined ? { key } : { key, slug };
    mapFields(SCHEMAS[key], record, (field, value, where) => {
      const label = 'label' in field ? String(field.label) : String(where.at(-1));
      const what = `${names[0] ? `${names[0]}’s` : 'the group’s'} ${label.toLowerCase().replace(/ \(.*\)$/, '')}`;
      if (field.kind !== 'form') return value;
      const figure = KINDS.find(([pattern]) => pattern.test(label))?.[1];
      if (typeof value === 'number' && figure) facts.push({ value, what, file, figure, names, source });
      else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && /possession/i.test(label)) {
        facts.push({ value: Number(value.slice(0, 4)), what: `${what} (its year)`, file, figure: 'year', names, source });
      } else if (typeof value === 'string' && PHONE_VALUE.test(value)) facts.push({ value: phoneKey(value), what, file, figure: 'phone', names: [], source });
      return value;
    });
  }
  return facts;
}

/**
 * The facts of every file under `root` as its form reads it, for the editor: a file the form refuses (the editor is mid-change)
 * gives none, and the rest still count.
 */
export async function readFacts(root = process.cwd()): Promise<Fact[]> {
  type Source = { all?(): Promise<{ slug: string; entry: object }[]>; read?(): Promise<object | null> };
  const reader = createReader(root, config);
  const content: Record<string, unknown> = {};
  for (const key of Object.keys(SCHEMAS)) {
    const isCollection = key in config.collections;
    const source = (isCollection ? reader.collections[key as keyof typeof reader.collections] : reader.singletons[key as keyof typeof reader.singletons]) as unknown as Source;
    content[key] = isCollection ? (await source.all!().catch(() => [])).map(({ slug, entry }) => ({ ...entry, slug })) : await source.read!().catch(() => null);
  }
  return collectFacts(content as Content);
}

export type Stated = { key: Key; record: object; where: Where; message: string };

/** Each text of `content` that types a figure another file holds, with what to do. */
export function findRestatedFacts(content: Content, thisYear: number): Stated[] {
  const facts = collectFacts(content);
  const found: Stated[] = [];
  for (const { key, record } of recordsOf(content)) {
    const file = fileOf(key, (record as { slug?: string }).slug);
    const others = facts.filter((fact) => fact.file !== file);
    // A record's figure is restated where its name is: in the text, or in another field of the same item (a milestone's title).
    const read = (text: string, where: Where) => {
      for (const message of restatementsIn(text, others, thisYear, JSON.stringify(itemOf(record, where)))) found.push({ key, record, where, message });
    };
    mapFields(SCHEMAS[key], record, (field: ComponentSchema, value, where) => {
      if (isBilingual(field)) for (const side of ['en', 'ur'] as const) read((value as Pair)[side] ?? '', [...where, side]);
      else if (field.kind === 'form' && typeof value === 'string') read(value, where);
      return value;
    });
  }
  return found;
}

/** The list item or group a text at `where` belongs to (the record itself for a top-level text): the texts that go with it. */
function itemOf(record: object, where: Where): unknown {
  const steps = where.filter((step) => step !== 'en' && step !== 'ur');
  let item: unknown = record;
  for (const step of steps.slice(0, -1)) item = (item as Record<string | number, unknown>)[step];
  return item;
}
