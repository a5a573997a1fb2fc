#!/usr/bin/env node
// @ts-check
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
 * All three are cut into node_modules/.cache/cedarline-fonts/ and served from
 * public/fonts/ (neither in git) under a name with their content hash, cached
 * for a year (next.config.mjs), so a page loaded afresh has the faces without
 * asking again. Their @font-face rules, with metric-matched fallbacks, go to
 * faces.css beside the cut files, which app/globals.css imports. A run with
 * nothing changed cuts nothing again.
 *
 *   node scripts/subset-fonts.mjs               write what changed
 *   node scripts/subset-fonts.mjs --show FILE   print a font's characters and weight axis as JSON
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { readContentFiles } from './content-files.mjs';

/**
 * @typedef {object} FontFace
 * @property {string} file
 * @property {string} family
 * @property {string} [variable]
 * @property {string} source
 * @property {string} always
 * @property {{ min: number; max: number }} [weight]
 * @property {boolean} [weightAxis]
 * @property {{ name: string; local: string[]; metrics?: string; width?: number }[]} fallbacks
 * @property {string[]} [local]
 * @property {RegExp} [only] The only characters the face is for (the Nastaliq face: the Arabic script).
 * @property {string} [inUrdu] The custom property of the face with the Urdu face's line metrics, for a Latin run on an Urdu page.
 * @typedef {Omit<FontFace, 'source'> & { path: string; href: string; range: string }} CutFace A face once cut: its file, its address, its characters.
 * @typedef {{ ascent: number; descent: number; lineGap: number; unitsPerEm: number }} LineMetrics
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Where the subset files are cut, and the stylesheet of their faces written (relative to the project root). */
export const FONT_DIR = 'node_modules/.cache/cedarline-fonts';
/** Where the site serves them, each under a name with its content hash (public/fonts/, not in git). */
export const SERVED_FONT_DIR = 'public/fonts';
/** The faces' @font-face rules and the site's font stacks; app/globals.css imports it. */
export const FACES_CSS = 'faces.css';

/** @type {(from: number, to: number) => string} */
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));
export const PRINTABLE_ASCII = range(0x20, 0x7e);
export const LATIN_1 = range(0xa0, 0xff);
/** What an Urdu keyboard types: the letters (and the Arabic forms some keyboards give), marks, digits, punctuation, ZWNJ and ZWJ. */
export const URDU_KEYBOARD =
  'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھۂۃیےۓيكهة' + 'ًٌٍَُِّْٰٔ' + range(0x6f0, 0x6f9) + '،۔؟؛٪' + '\u200c\u200d';
/**
 * The Arabic script and its presentation forms, and the spaces between its
 * words: the only characters the Nastaliq face is for. An Urdu line takes its
 * spaces from the Urdu face too, so a Latin face arriving never rewraps it.
 */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff\u200c\u200d\u0020\u00a0]/u;

/**
 * The three faces. `family` is the name the stylesheet gives the face and
 * `variable` the custom property holding its stack (face, then fallbacks),
 * which app/globals.css builds the site's stacks from; `weight` the weights
 * the face claims (for Inter, also the weight axis kept); `local`, the
 * reader's own copies of the face, tried before the file.
 *
 * `fallbacks`: faces drawn from the reader's system while the file is on its
 * way (or instead of it), each named `<family> <name>` and limited to the
 * face's characters. Each names the system faces it may be, under the names
 * they have on each system, and most are sized and spaced so that text set
 * in them takes the room the web face will, and the swap moves little. A Latin face's is matched to
 * `metrics`, a system face Capsize knows (Liberation and the Croscore faces
 * are metric-compatible with Arial and Times New Roman). Capsize has no
 * metrics for Arabic script, so the Nastaliq face's give `width`, how much
 * wider than the Nastaliq cut the site's Urdu text sets in them (measured in
 * Chromium over every Urdu text of content/, docs/performance.md); their
 * height is the Nastaliq face's own.
 *
 * `inUrdu`: the custom property of the face as a Latin run on an Urdu page
 * sets it (app/globals.css, `latin`): the same file and fallbacks under the
 * family's name and " Urdu", each given the Nastaliq face's ascent and
 * descent. The run is drawn in the Latin face, spaces and all, and takes the
 * room of the Urdu words around it: a line with a phone number in it is no
 * taller than the next, and in a row of boxes centred on each other (a
 * button's words) the number sits on the Urdu words' baseline.
 * @type {FontFace[]}
 */
export const FACES = [
  {
    file: 'inter.woff2',
    family: 'Inter',
    variable: '--font-inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    always: PRINTABLE_ASCII + LATIN_1,
    // A variable face: its weight axis is cut to the weights the site sets, nothing bolder.
    weight: { min: 400, max: 600 },
    weightAxis: true,
    fallbacks: [{ name: 'Fallback', local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'], metrics: 'arial' }],
    inUrdu: '--font-inter-urdu',
  },
  {
    file: 'playfair-display.woff2',
    family: 'Playfair Display',
    variable: '--font-playfair',
    source: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
    always: PRINTABLE_ASCII,
    // Only ever set regular; four figures inside medium-weight text ask for 500 and get this cut, never a synthetic bold.
    weight: { min: 400, max: 500 },
    fallbacks: [
      {
        name: 'Fallback',
        local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'],
        metrics: 'timesNewRoman',
      },
    ],
    inUrdu: '--font-playfair-urdu',
  },
  {
    file: 'noto-nastaliq-urdu.woff2',
    family: 'Urdu Nastaliq',
    variable: '--font-urdu',
    source: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2',
    always: `${URDU_KEYBOARD} \u00a0`,
    only: ARABIC_SCRIPT,
    local: ['Noto Nastaliq Urdu', 'NotoNastaliqUrdu-Regular'],
    fallbacks: [
      // The Nastaliq faces Windows readers install, as they are.
      { name: 'Installed', local: ['Jameel Noori Nastaleeq', 'Urdu Typesetting'] },
      // The Naskh faces Android, Windows and macOS have for Urdu (measured: Noto Naskh Arabic).
      {
        name: 'Naskh',
        local: ['Noto Naskh Arabic', 'NotoNaskhArabic-Regular', 'Noto Sans Arabic', 'Segoe UI', 'Tahoma', 'Geeza Pro'],
        width: 1.02,
      },
      // Linux's default face, whose Arabic is wider (1.21× over all the text; at 1.24 every page's swap moves least).
      { name: 'DejaVu', local: ['DejaVu Sans', 'DejaVuSans'], width: 1.24 },
    ],
  },
];

const SOURCE_FOLDERS = ['app', 'components', 'lib'];
const SOURCE_FILE = /\.(tsx?|mjs)$/;

/** @param {string} folder */
function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => SOURCE_FILE.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(folder, name));
}

/**
 * @param {unknown} value
 * @param {Set<string>} into
 */
function collectStrings(value, into) {
  if (typeof value === 'string') for (const character of value) into.add(character);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into));
}

/**
 * Every character the site can show: each string of content/, and the
 * non-ASCII characters of the source (punctuation such as © and · that JSX
 * keeps beside the content's words). Sorted, one of each.
 * @param {string} [root]
 * @returns {string}
 */
export function siteCharacters(root = ROOT) {
  /** @type {Set<string>} */
  const characters = new Set();
  for (const { data } of readContentFiles(root)) collectStrings(data, characters);
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(root, folder))) {
      for (const character of readFileSync(file, 'utf8'))
        if (/** @type {number} */ (character.codePointAt(0)) > 0x7e) characters.add(character);
    }
  }
  for (const control of ['\n', '\r', '\t']) characters.delete(control);
  return [...characters].sort().join('');
}

/**
 * The characters each face keeps, and a key that changes when the fonts would.
 * @param {string} root
 */
function plan(root) {
  const site = siteCharacters(root);
  return FACES.map((face) => {
    const text = [...new Set(face.always + site)]
      .filter((character) => !face.only || face.only.test(character))
      .sort()
      .join('');
    const source = readFileSync(require.resolve(face.source));
    const key = createHash('sha256')
      .update(source)
      .update(text)
      .update(JSON.stringify(face.weight ?? null))
      .digest('hex');
    return { ...face, text, source, key };
  });
}

/**
 * 'abcé' → 'U+61-63, U+E9': the characters a face is cut to, as the unicode-range that tells browsers so.
 * @param {string} text
 * @returns {string}
 */
export function unicodeRange(text) {
  const points = [...new Set(Array.from(text, (character) => /** @type {number} */ (character.codePointAt(0))))].sort(
    (a, b) => a - b,
  );
  /** @type {[number, number][]} */
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

const quoted = (/** @type {string} */ name) => `'${name}'`;

const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(4).replace(/\.?0+$/, '')}%`;

/** The @font-face descriptors that make a system face take the room of `face` (`metrics`: Capsize's, read from the cut file). */
/**
 * @param {import('@capsizecss/core').FontMetrics} metrics
 * @param {FontFace['fallbacks'][number]} fallback
 * @returns {Promise<{ ascentOverride?: string; descentOverride?: string; lineGapOverride?: string; sizeAdjust?: string }>}
 */
async function fallbackDescriptors(metrics, fallback) {
  if (!fallback.metrics && !fallback.width) return {};
  if (fallback.metrics) {
    const [{ createFontStack }, { default: system }] = await Promise.all([
      import('@capsizecss/core'),
      import(`@capsizecss/metrics/${fallback.metrics}`),
    ]);
    const { fontFaces } = createFontStack([metrics, system], { fontFaceFormat: 'styleObject' });
    return /** @type {(typeof fontFaces)[number]} */ (fontFaces[0])['@font-face'];
  }
  // As Capsize does: the overrides are in the resized face's em.
  const sizeAdjust = 1 / /** @type {number} */ (fallback.width);
  const { ascent, descent, lineGap, unitsPerEm } = metrics;
  return {
    ascentOverride: percent(ascent / unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(descent) / unitsPerEm / sizeAdjust),
    lineGapOverride: percent(lineGap / unitsPerEm / sizeAdjust),
    sizeAdjust: percent(sizeAdjust),
  };
}

/** The Urdu face: the one whose line metrics a Latin run on an Urdu page takes (`inUrdu`). */
const URDU_FACE = '--font-urdu';

/**
 * The @font-face rules of `face` and its fallbacks, and its stack: `metrics`
 * are the face's own (Capsize's, read from the cut file). With `lines`, the
 * metrics of another face, each rule is named with " Urdu" after its family
 * and given that face's ascent, descent and line gap (in its own em, when it
 * is resized).
 * @param {CutFace} face
 * @param {import('@capsizecss/core').FontMetrics} metrics
 * @param {LineMetrics} [lines]
 */
async function faceRules(face, metrics, lines) {
  const named = (/** @type {string} */ family) => (lines ? `${family} Urdu` : family);
  const overrides = (/** @type {number} */ sizeAdjust) =>
    lines
      ? ` ascent-override: ${percent(lines.ascent / lines.unitsPerEm / sizeAdjust)}; descent-override: ${percent(Math.abs(lines.descent) / lines.unitsPerEm / sizeAdjust)}; line-gap-override: ${percent(lines.lineGap / lines.unitsPerEm / sizeAdjust)};`
      : '';
  const range = `unicode-range: ${face.range};`;
  const weight = face.weight ? `font-weight: ${face.weight.min} ${face.weight.max};` : '';
  const sources = [
    ...(face.local ?? []).map((/** @type {string} */ name) => `local(${quoted(name)})`),
    `url('${face.href}') format('woff2')`,
  ];
  const rules = [
    `@font-face { font-family: ${quoted(named(face.family))}; src: ${sources.join(', ')}; font-display: swap; ${weight}${overrides(1)} ${range} }`,
  ];
  const families = [named(face.family)];
  for (const fallback of face.fallbacks) {
    const family = named(`${face.family} ${fallback.name}`);
    const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = await fallbackDescriptors(
      metrics,
      fallback,
    );
    const sized = lines
      ? `${overrides(sizeAdjust ? parseFloat(sizeAdjust) / 100 : 1)}${sizeAdjust ? ` size-adjust: ${sizeAdjust};` : ''}`
      : sizeAdjust
        ? ` ascent-override: ${ascentOverride}; descent-override: ${descentOverride}; line-gap-override: ${lineGapOverride}; size-adjust: ${sizeAdjust};`
        : '';
    const local = fallback.local.map((name) => `local(${quoted(name)})`).join(', ');
    rules.push(`@font-face { font-family: ${quoted(family)}; src: ${local};${sized} ${range} }`);
    families.push(family);
  }
  return { rules, stack: families.map(quoted).join(', ') };
}

/**
 * The stylesheet of the faces: each face served from `href`, swapped in as
 * soon as it arrives (`swap`: text shows at once, in a fallback), and limited
 * by unicode-range to the characters it was cut to, so a browser never waits
 * for, nor draws a character with, a face that lacks it. Then each face's
 * fallbacks (see FACES), limited to the same characters, and its stack:
 * `var(--font-inter)` is Inter and its fallback. A face `inUrdu` is written
 * again, with the Urdu face's line metrics.
 * @param {CutFace[]} faces
 * @returns {Promise<string>}
 */
export async function facesCss(faces) {
  // Capsize ships ES modules only (so does HarfBuzz, below): loaded where they are used.
  const { fromFile } = await import('@capsizecss/unpack/fs');
  const metrics = new Map();
  for (const face of faces) metrics.set(face, { ...(await fromFile(face.path)), familyName: face.family });
  const urdu = metrics.get(faces.find((face) => face.variable === URDU_FACE));
  const rules = [];
  const stacks = [];
  for (const face of faces) {
    const own = await faceRules(face, metrics.get(face));
    rules.push(...own.rules);
    stacks.push(`${face.variable}: ${own.stack};`);
    if (!face.inUrdu) continue;
    const inUrdu = await faceRules(face, metrics.get(face), urdu);
    rules.push(...inUrdu.rules);
    stacks.push(`${face.inUrdu}: ${inUrdu.stack};`);
  }
  return `/* Written by scripts/subset-fonts.mjs before each build; not in git. */\n${rules.join('\n')}\n:root { ${stacks.join(' ')} }\n`;
}

/**
 * Writes the subset fonts into `<root>/<outDir>` when a character, a source
 * file or a face's settings changed since the last run, serves each from
 * `<root>/<servedDir>` under its content hash, and writes the faces'
 * stylesheet beside the cut files. Returns `[{ file, href, bytes, characters, written }]`.
 * @param {string} [root]
 * @param {string} [outDir]
 * @param {string} [servedDir]
 * @returns {Promise<{ file: string; href: string; bytes: number; characters: number; written: boolean }[]>}
 */
export async function subsetFonts(root = ROOT, outDir = FONT_DIR, servedDir = SERVED_FONT_DIR) {
  const folder = path.join(root, outDir);
  mkdirSync(folder, { recursive: true });
  const keysFile = path.join(folder, 'keys.json');
  const keys = existsSync(keysFile) ? JSON.parse(readFileSync(keysFile, 'utf8')) : {};
  const served = path.join(root, servedDir);
  rmSync(served, { recursive: true, force: true });
  mkdirSync(served, { recursive: true });
  const results = [];
  const faces = [];
  for (const face of plan(root)) {
    const target = path.join(folder, face.file);
    const current = keys[face.file] === face.key && existsSync(target);
    if (!current) {
      const options = { targetFormat: 'woff2', ...(face.weightAxis ? { variationAxes: { wght: face.weight } } : {}) };
      writeFileSync(target, await subsetFont(face.source, face.text, options));
      keys[face.file] = face.key;
    }
    const bytes = readFileSync(target);
    const name = face.file.replace(
      /\.woff2$/,
      `-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`,
    );
    writeFileSync(path.join(served, name), bytes);
    const href = `/${path.posix.join(path.relative(path.join(root, 'public'), served).split(path.sep).join('/'), name)}`;
    // The characters the cut face has: those of the site its source file has glyphs for.
    faces.push({ ...face, path: target, href, range: unicodeRange((await describeFont(target)).characters) });
    results.push({
      file: path.join(outDir, face.file),
      href,
      bytes: bytes.length,
      characters: face.text.length,
      written: !current,
    });
  }
  writeFileSync(path.join(folder, FACES_CSS), await facesCss(faces));
  writeFileSync(keysFile, `${JSON.stringify(keys, null, 2)}\n`);
  return results;
}

/**
 * The characters a font file has and its weight axis, read with HarfBuzz.
 * @param {string} file
 * @returns {Promise<{ characters: string; weight: { min: number; max: number } | null }>}
 */
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
    console.log(JSON.stringify(await describeFont(/** @type {string} */ (process.argv[show + 1]))));
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
