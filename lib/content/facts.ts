/**
 * One fact, one home, across the whole site: a figure that a record or the site settings hold (a year, a count, a price, a size,
 * a share, a phone number) is stated by that record's page, and typed nowhere else. Every text of every other file is read for
 * figures in any wording the figure rule knows (lib/keystatic/figures.ts); one that says a figure another file holds is refused,
 * naming the file that holds it. A file's own texts are held to its own fields by the rule at each field.
 */
import type { ComponentSchema } from '@keystatic/core';
import { FIGURE_PATTERNS, figureValue, type Figure } from '@/lib/keystatic/figures';
import { localizedLabel } from '@/lib/keystatic/fields';
import { mapFields, type Pair, type Where } from './localize';
import { fileOf, recordsOf, SCHEMAS, type Content, type Key } from './reader';

/**
 * A figure a file holds: what it is, as a message names it, the kind of wording that says it, and the names a text uses for its
 * record (none for the site's own facts, which no other text may type at all).
 */
export type Fact = { value: number | string; what: string; file: string; figure: Figure | 'phone'; names: string[] };
/** The kind of figure a number field holds, by its label; a field none of these name holds no figure a text could restate. */
const KINDS: [RegExp, Figure][] = [
  [/\byear\b|founded/i, 'year'], [/price/i, 'price'], [/area/i, 'size'], [/floor|storey/i, 'floors'], [/^number of units|^units$/i, 'units'], [/rooms/i, 'rooms'],
  [/guests|seats|capacity/i, 'capacity'], [/rating|reviews/i, 'rating'], [/%|percent/i, 'share'],
];

/** Only digits, and the last ten of them: +1 905 555 0144, (905) 555-0144 and 905.555.0144 are one number. */
const phoneKey = (text: string) => text.replace(/\D/g, '').slice(-10);
const PHONE_VALUE = /^\+\d[\d ]{7,}$/;
const PHONE_IN_TEXT = /\+?\(?\d[\d\s().-]{7,}\d/g;

/** The names of a record (English, Urdu), or none for the settings and a page's copy. */
function namesOf(key: Key, record: { name?: unknown; nameInUrdu?: unknown }): string[] {
  if (key === 'settings' || typeof record.name !== 'string') return [];
  return [record.name, ...(typeof record.nameInUrdu === 'string' ? [record.nameInUrdu] : [])];
}

/** Every figure a record or the settings hold: each number field (a year as a year), each date's year, each phone. */
export function collectFacts(content: Content): Fact[] {
  const facts: Fact[] = [];
  for (const { key, record } of recordsOf(content)) {
    if (key.startsWith('messages-')) continue;
    const file = fileOf(key, (record as { slug?: string }).slug);
    const names = namesOf(key, record as { name?: unknown });
    mapFields(SCHEMAS[key], record, (field, value, where) => {
      const label = 'label' in field ? String(field.label) : String(where.at(-1));
      const what = `${names[0] ? `${names[0]}’s` : 'the group’s'} ${label.toLowerCase().replace(/ \(.*\)$/, '')}`;
      if (field.kind !== 'form') return value;
      const figure = KINDS.find(([pattern]) => pattern.test(label))?.[1];
      if (typeof value === 'number' && figure) facts.push({ value, what, file, figure, names });
      else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && /possession/i.test(label)) {
        facts.push({ value: Number(value.slice(0, 4)), what: `${what} (its year)`, file, figure: 'year', names });
      } else if (typeof value === 'string' && PHONE_VALUE.test(value)) facts.push({ value: phoneKey(value), what, file, figure: 'phone', names: [] });
      return value;
    });
  }
  return facts;
}

export type Stated = { key: Key; record: object; where: Where; message: string };

/** Each text of `content` that types a figure another file holds, with what to do. */
export function findRestatedFacts(content: Content, thisYear: number): Stated[] {
  const facts = collectFacts(content);
  const found: Stated[] = [];
  for (const { key, record } of recordsOf(content)) {
    const file = fileOf(key, (record as { slug?: string }).slug);
    const others = facts.filter((fact) => fact.file !== file);
    const read = (text: string, where: Where) => {
      if (!/\s/.test(text)) return;
      // A record's figure is restated where its name is: in the text, or in another field of the same item (a milestone's title).
      const context = JSON.stringify(itemOf(record, where));
      const said = (fact: Fact) => !fact.names.length || fact.names.some((name) => context.includes(name));
      for (const match of text.matchAll(PHONE_IN_TEXT)) {
        const fact = others.find((candidate) => candidate.figure === 'phone' && candidate.value === phoneKey(match[0]));
        if (fact) found.push({ key, record, where, message: `“${match[0].trim()}” is ${fact.what}, held in ${fact.file}: leave it out here, the page shows the number from there` });
      }
      for (const [figure, pattern] of Object.entries(FIGURE_PATTERNS) as [Figure, RegExp][]) {
        for (const match of text.matchAll(pattern)) {
          const value = figureValue(match[0], figure, thisYear);
          const fact = value === null ? undefined : others.find((candidate) => candidate.figure === figure && candidate.value === value && said(candidate));
          if (fact) found.push({ key, record, where, message: `“${match[0].trim()}” is ${fact.what}, held in ${fact.file}: ${insteadOf(fact)}` });
        }
      }
    };
    mapFields(SCHEMAS[key], record, (field: ComponentSchema, value, where) => {
      if (localizedLabel(field)) for (const side of ['en', 'ur'] as const) read((value as Pair)[side] ?? '', [...where, side]);
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

/** What a text writes instead of a figure another file holds. */
const insteadOf = (fact: Fact) =>
  fact.file === 'content/settings.json' && /founding/.test(fact.what)
    ? 'write {founded} where the text offers it, or leave it out'
    : 'leave it out here, or say it without the figure: that file’s page states it';
