#!/usr/bin/env node
// @ts-check
/**
 * `npm run images`: draws artwork for every picture content/ names whose file
 * is missing, until the group's photographs arrive. Which subject each
 * picture shows is this tool's own business (./pictures.json, by path; a path
 * it does not know gets the subject of its folder, see DEFAULT_SUBJECTS), not
 * the content's. A generated picture carries a mark with its subject and the
 * words for what it shows, so:
 *   - a missing file is drawn;
 *   - generated artwork whose path the map now gives another subject, or that
 *     the generator now draws otherwise (its words differ), is drawn again;
 *   - any other file is a photograph an editor dropped in, and is never touched.
 * The words are the picture's alt text: a record naming generated artwork
 * gives them as its alt (in English, and in Urdu where the alt is in both);
 * one naming a photograph describes the photograph. The tool lists the alts
 * that differ; the unit tests fail on them.
 * The build never runs this: the pictures are committed under public/images/.
 *
 *   node packages/artwork/generate.mjs          draw what is missing or stale, list the alts to rewrite
 *   node packages/artwork/generate.mjs --check  exit 1 if anything is drawn to draw or an alt to rewrite
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readContentFiles } from '../../scripts/content-files.mjs';
import { drawArtwork, readArtwork, renderArtwork } from './index.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * @typedef {{ src: string; subject: string; file: string }} ImageSlot
 * @typedef {ImageSlot & { why: string }} PendingImage
 * @typedef {Readonly<Record<string, string>>} Pictures
 * @typedef {{ src: string; alt: unknown; file: string }} NamedPicture
 * @typedef {{ file: string; src: string; lang: 'en' | 'ur'; alt: unknown; shows: string }} UntrueAlt
 * @typedef {import('./index.mjs').ArtworkWords} ArtworkWords
 */

/** @type {Pictures} */
const PICTURES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'pictures.json'), 'utf8'));

/** For a picture the map does not name: the subject of the first folder its path starts with. */
/** @type {[string, string][]} */
const DEFAULT_SUBJECTS = [
  ['/images/team/', 'portrait'],
  ['/images/canada-hotels/', 'hotel-exterior'],
  ['/images/canada-residential/', 'townhouses'],
  ['/images/canada-ventures/', 'convention-entrance'],
  ['/images/delivered-projects/', 'apartment-mid-rise'],
  ['/images/current-projects/', 'construction-site'],
  ['/images/', 'twin-skyline'],
];

/**
 * The subject a picture shows: the map's, or its folder's.
 * @param {string} src
 * @param {Pictures} [pictures]
 * @returns {string}
 */
export function subjectOf(src, pictures = PICTURES) {
  return (
    pictures[src] ?? /** @type {[string, string]} */ (DEFAULT_SUBJECTS.find(([folder]) => src.startsWith(folder)))[1]
  );
}

/**
 * Every picture content/ names (a `src` under /images/), each time it is named: its path, its alt text and the file naming it.
 * @param {string} [root]
 * @returns {NamedPicture[]}
 */
export function namedPictures(root = ROOT) {
  /** @type {NamedPicture[]} */
  const named = [];
  /** @type {(value: any, file: string) => void} */
  const visit = (value, file) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, file));
    if (!value || typeof value !== 'object') return;
    if (typeof value.src === 'string' && value.src.startsWith('/images/'))
      named.push({ src: value.src, alt: value.alt, file });
    Object.values(value).forEach((item) => visit(item, file));
  };
  for (const { file, data } of readContentFiles(root)) visit(data, file);
  return named;
}

/**
 * Every picture path content/ names, once, with the first file naming it and the subject it shows.
 * @param {string} [root]
 * @param {Pictures} [pictures]
 * @returns {ImageSlot[]}
 */
export function imageSlots(root = ROOT, pictures = PICTURES) {
  const slots = new Map();
  for (const { src, file } of namedPictures(root))
    if (!slots.has(src)) slots.set(src, { src, subject: subjectOf(src, pictures), file });
  return [...slots.values()];
}

/** @type {(a: ArtworkWords, b: ArtworkWords) => boolean} */
const sameWords = (a, b) => a.en === b.en && a.ur === b.ur;

/**
 * What needs drawing: missing files, and generated artwork of another subject or drawn otherwise today.
 * @param {string} [root]
 * @param {Pictures} [pictures]
 * @returns {Promise<PendingImage[]>}
 */
export async function pendingImages(root = ROOT, pictures = PICTURES) {
  const work = [];
  for (const slot of imageSlots(root, pictures)) {
    const file = path.join(root, 'public', slot.src);
    if (!existsSync(file)) {
      work.push({ ...slot, why: 'missing' });
      continue;
    }
    const drawn = await readArtwork(readFileSync(file));
    if (drawn === null) continue;
    if (drawn.subject !== slot.subject) work.push({ ...slot, why: `artwork of "${drawn.subject}"` });
    else if (!drawn.words || !sameWords(drawn.words, drawArtwork({ path: slot.src, subject: slot.subject }).words))
      work.push({ ...slot, why: 'artwork the generator now draws otherwise' });
  }
  return work;
}

/**
 * The alt texts that do not say what their generated picture shows: each
 * language the alt is written in (a plain string is English) must give the
 * words the picture carries (artwork drawn before it carried them: the words
 * it is drawn again with). Pictures that are photographs, or missing, are the
 * editor's (and the content checks') business.
 * @param {string} [root]
 * @param {Pictures} [pictures]
 * @returns {Promise<UntrueAlt[]>}
 */
export async function untrueAlts(root = ROOT, pictures = PICTURES) {
  /** @type {UntrueAlt[]} */
  const untrue = [];
  for (const { src, alt, file } of namedPictures(root)) {
    const image = path.join(root, 'public', src);
    if (!existsSync(image)) continue;
    const drawn = await readArtwork(readFileSync(image));
    if (!drawn) continue;
    const words = drawn.words ?? drawArtwork({ path: src, subject: subjectOf(src, pictures) }).words;
    /** @type {Partial<Record<'en' | 'ur', unknown>>} */
    const written = typeof alt === 'string' ? { en: alt } : (alt ?? {});
    for (const lang of /** @type {const} */ (['en', 'ur'])) {
      if (lang in written && written[lang] !== words[lang])
        untrue.push({ file, src, lang, alt: written[lang], shows: words[lang] });
    }
  }
  return untrue;
}

/**
 * Draws every pending image; returns what it drew.
 * @param {string} [root]
 * @param {Pictures} [pictures]
 * @returns {Promise<PendingImage[]>}
 */
export async function drawImages(root = ROOT, pictures = PICTURES) {
  const work = await pendingImages(root, pictures);
  for (const slot of work) {
    const out = path.join(root, 'public', slot.src);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, await renderArtwork({ path: slot.src, subject: slot.subject }));
  }
  return work;
}

/** @param {UntrueAlt[]} untrue */
const listUntrue = (untrue) =>
  untrue
    .map((u) => `  ${u.file}, ${u.src} (${u.lang}): the alt says "${u.alt}"; the picture shows "${u.shows}"`)
    .join('\n');

async function main() {
  if (process.argv.includes('--check')) {
    const work = await pendingImages();
    if (work.length) {
      console.error(
        `Images to draw (run \`npm run images\`):\n${work.map((w) => `  ${w.src}: ${w.why}, named in ${w.file}, shows "${w.subject}"`).join('\n')}`,
      );
      process.exit(1);
    }
    const untrue = await untrueAlts();
    if (untrue.length) {
      console.error(`Alt texts to rewrite:\n${listUntrue(untrue)}`);
      process.exit(1);
    }
    return;
  }
  const drawn = await drawImages();
  for (const slot of drawn) console.log(`drew public${slot.src} (${slot.subject}; was ${slot.why})`);
  if (!drawn.length) console.log('images: every picture content/ names has its file');
  const untrue = await untrueAlts();
  if (untrue.length) console.log(`Alt texts to rewrite, each with what its picture shows:\n${listUntrue(untrue)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
