/**
 * The Karachi side of the site exists in English and in Urdu: every interface
 * word in both catalogues, every text of a Karachi record in both languages.
 * The build refuses content that breaks this (lib/content/rules.test.ts shows
 * how); these tests say it of content/ as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/content/messages/en.json' with { type: 'json' };
import ur from '@/content/messages/ur.json' with { type: 'json' };
import { URDU_DIGIT, URDU_LETTER } from '@/lib/i18n/locales';
import { readContentIn } from './reader';

type Json = unknown;
const URDU = URDU_LETTER;
/** A text of {tokens} only ("{sizes}", "{area} {unit} {kind}") reads the same in both languages. */
const TOKENS_ONLY = /^(\{\w+\}|\W)+$/;

/** Every leaf of a catalogue, by its dotted key. */
function leaves(value: Json, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, inner] of Object.entries(value as Record<string, Json>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'string') found.set(at, inner);
    else for (const [deeper, text] of leaves(inner, at)) found.set(deeper, text);
  }
  return found;
}

/** Every `{ en, ur }` pair of a record, with where it is. */
function pairs(value: Json, at = ''): { at: string; en: string; ur: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pairs(item, `${at}.${index}`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, Json>;
  if (Object.keys(record).join() === 'en,ur') return [{ at, en: String(record.en), ur: String(record.ur) }];
  return Object.entries(record).flatMap(([key, inner]) => pairs(inner, at ? `${at}.${key}` : key));
}

const KARACHI_FILES = [
  ...['delivered-projects', 'current-projects'].flatMap((folder) => readdirSync(path.join('content', folder)).map((name) => `content/${folder}/${name}`)),
  ...['chg-pakistan', 'delivered-projects', 'ongoing-projects', 'contact', 'not-found'].map((name) => `content/pages/${name}.json`),
];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

describe('the message catalogues', () => {
  const english = leaves(en);
  const urdu = leaves(ur);

  it('have the same keys: every English word has its Urdu, and the Urdu has nothing else', () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have Urdu in every Urdu entry, with the same {tokens} as the English', () => {
    for (const [key, text] of urdu) {
      const tokens = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect({ key, tokens: tokens(text) }).toEqual({ key, tokens: tokens(english.get(key)!) });
      // A price is "Rs 7,200,000" in Urdu too: the one entry in Latin letters.
      if (key !== 'money.amount') expect({ key, urdu: URDU.test(text) || TOKENS_ONLY.test(text) }).toEqual({ key, urdu: true });
    }
  });
});

describe('the Karachi records', () => {
  it.each(KARACHI_FILES)('%s has each text in English and in Urdu, the Urdu written in Urdu', (file) => {
    const found = pairs(read(file));
    expect(found.length).toBeGreaterThan(0);
    for (const { at, en: english, ur: urduText } of found) {
      expect({ at, both: Boolean(english) === Boolean(urduText) }).toEqual({ at, both: true });
      if (urduText) expect({ at, urdu: (URDU.test(urduText) || TOKENS_ONLY.test(urduText)) && !URDU_DIGIT.test(urduText) }).toEqual({ at, urdu: true });
    }
  });

  it.each(KARACHI_FILES.filter((file) => /projects\//.test(file)))('%s names its project in Urdu', (file) => {
    expect(String((read(file) as { nameInUrdu?: string }).nameInUrdu)).toMatch(URDU);
  });

  it('read in Urdu, leave no English text on the Karachi pages: every pair becomes its Urdu', async () => {
    const content = await readContentIn('ur');
    const urduPages = { pakistan: content['pakistan-page'], delivered: content['delivered-projects'], current: content['current-projects'] };
    const english = new Set(KARACHI_FILES.flatMap((file) => pairs(read(file)).map((pair) => pair.en)).filter((text) => !URDU.test(text) && !TOKENS_ONLY.test(text)));
    // Values a page never shows as they are: choices (shown through the catalogue), names of files, codes, the English name.
    const DATA = new Set(['status', 'unitsLabel', 'schemaType', 'authority', 'approval', 'frequency', 'unit', 'kind', 'slug', 'src', 'team', 'project', 'number', 'englishName', 'document']);
    const shown = JSON.stringify(urduPages, (key, value: unknown) => (DATA.has(key) ? undefined : value));
    const strings = shown.match(/"(?:[^"\\]|\\.)*"/g)!.map((quoted) => JSON.parse(quoted) as string);
    expect(strings.filter((text) => english.has(text) && text.length > 3)).toEqual([]);
  });
});
