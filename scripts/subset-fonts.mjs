#!/usr/bin/env node
/**
 * Cuts the site's two web fonts down to the characters the site shows, so a
 * phone fetches about 40 kB of fonts before the hero instead of 70 kB.
 *
 * - Inter (body text, and what visitors type into the form): printable ASCII,
 *   Latin-1 (accented names in a message), and every character of content/
 *   and of the visible punctuation in the source; its weight axis is limited
 *   to the weights the site sets (400–600).
 * - Playfair Display (headings, figures, the wordmark; never typed into):
 *   printable ASCII and the characters of content/ and the source.
 * - Noto Nastaliq Urdu (the Urdu pages' letters; app/globals.css names it
 *   after the reader's own copy, `local()` first): the Arabic-script
 *   characters of content/ and everything an Urdu keyboard types, nothing
 *   else; Latin text and figures on those pages stay in Inter.
 *
 * An editor who types a new character into content/ gets it at the next build
 * (this runs before every `npm run build`, `npm run dev` and `npm run edit`).
 * A character a font doesn't have falls back to the metric-matched system
 * face, glyph by glyph, as it would with the full file.
 *
 * All three go to node_modules/.cache/cedarline-fonts/ (not in git), where
 * lib/fonts.ts loads the first two and app/globals.css the third (not through
 * next/font, which would preload it on every page). Either way the build
 * serves each under a name with its content hash, cached for a year, so a page
 * loaded afresh has the faces without asking again. A run with nothing
 * changed rewrites nothing.
 *
 *   node scripts/subset-fonts.mjs               write what changed
 *   node scripts/subset-fonts.mjs --show FILE   print a font's characters and weight axis as JSON
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { readContentFiles } from './content-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Where lib/fonts.ts and app/globals.css read the subset files (relative to the project root). */
export const FONT_DIR = 'node_modules/.cache/cedarline-fonts';

const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));
export const PRINTABLE_ASCII = range(0x20, 0x7e);
export const LATIN_1 = range(0xa0, 0xff);
/** What an Urdu keyboard types: the letters (and the Arabic forms some keyboards give), marks, digits, punctuation, ZWNJ and ZWJ. */
export const URDU_KEYBOARD =
  'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھۂۃیےۓيكهة' + 'ًٌٍَُِّْٰٔ' + range(0x6f0, 0x6f9) + '،۔؟؛٪' + '\u200c\u200d';
/** The Arabic script and its presentation forms: the only characters the Nastaliq face is for. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff\u200c\u200d]/u;

/**
 * The two faces. `weight` is the weight axis kept; lib/fonts.ts declares the
 * same range (next/font needs it written there as a literal; a test compares).
 */
export const FACES = [
  {
    file: 'inter.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    always: PRINTABLE_ASCII + LATIN_1,
    weight: { min: 400, max: 600 },
  },
  {
    file: 'playfair-display.woff2',
    source: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
    always: PRINTABLE_ASCII,
  },
  {
    file: 'noto-nastaliq-urdu.woff2',
    source: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
    always: URDU_KEYBOARD,
    only: ARABIC_SCRIPT,
  },
];

const SOURCE_FOLDERS = ['app', 'components', 'lib'];
const SOURCE_FILE = /\.(tsx?|mjs)$/;

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => SOURCE_FILE.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(folder, name));
}

function collectStrings(value, into) {
  if (typeof value === 'string') for (const character of value) into.add(character);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into));
}

/**
 * Every character the site can show: each string of content/, and the
 * non-ASCII characters of the source (punctuation such as © and · that JSX
 * keeps beside the content's words). Sorted, one of each.
 */
export function siteCharacters(root = ROOT) {
  const characters = new Set();
  for (const { data } of readContentFiles(root)) collectStrings(data, characters);
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const character of readFileSync(file, 'utf8')) if (character.codePointAt(0) > 0x7e) characters.add(character);
    }
  }
  for (const control of ['\n', '\r', '\t']) characters.delete(control);
  return [...characters].sort().join('');
}

/** The characters each face keeps, and a key that changes when the fonts would. */
function plan(root) {
  const site = siteCharacters(root);
  return FACES.map((face) => {
    const text = [...new Set(face.always + site)].filter((character) => !face.only || face.only.test(character)).sort().join('');
    const source = readFileSync(require.resolve(face.source));
    const key = createHash('sha256').update(source).update(text).update(JSON.stringify(face.weight ?? null)).digest('hex');
    return { ...face, text, source, key };
  });
}

/**
 * Writes the subset fonts into `<root>/<outDir>` when a character, a source
 * file or a face's settings changed since the last run. Returns
 * `[{ file, bytes, characters, written }]`.
 */
export async function subsetFonts(root = ROOT, outDir = FONT_DIR) {
  const folder = path.join(root, outDir);
  mkdirSync(folder, { recursive: true });
  const keysFile = path.join(folder, 'keys.json');
  const keys = existsSync(keysFile) ? JSON.parse(readFileSync(keysFile, 'utf8')) : {};
  const results = [];
  for (const face of plan(root)) {
    const target = path.join(folder, face.file);
    const current = keys[face.file] === face.key && existsSync(target);
    if (!current) {
      const options = { targetFormat: 'woff2', ...(face.weight ? { variationAxes: { wght: face.weight } } : {}) };
      writeFileSync(target, await subsetFont(face.source, face.text, options));
      keys[face.file] = face.key;
    }
    results.push({ file: path.join(outDir, face.file), bytes: readFileSync(target).length, characters: face.text.length, written: !current });
  }
  writeFileSync(keysFile, `${JSON.stringify(keys, null, 2)}\n`);
  return results;
}

/** The characters a font file has and its weight axis, read with HarfBuzz. */
export async function describeFont(file) {
  const [{ Blob, Face }, fontverter] = await Promise.all([import('harfbuzzjs'), import('fontverter')]);
  const face = new Face(new Blob(await fontverter.default.convert(readFileSync(file), 'truetype')));
  const weight = face.getAxisInfos().wght;
  return {
    characters: String.fromCodePoint(...face.collectUnicodes()),
    weight: weight ? { min: weight.min, max: weight.max } : null,
  };
}

async function main() {
  const show = process.argv.indexOf('--show');
  if (show !== -1) {
    console.log(JSON.stringify(await describeFont(process.argv[show + 1])));
    return;
  }
  for (const font of await subsetFonts()) {
    const size = `${(font.bytes / 1000).toFixed(1)} kB`;
    console.log(`${font.written ? 'Wrote' : 'Current:'} ${font.file} (${font.characters} characters, ${size})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
