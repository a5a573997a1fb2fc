#!/usr/bin/env node
/**
 * `npm run images`: draws artwork for every picture content/ names whose file
 * is missing, until the group's photographs arrive. Which subject each
 * picture shows is this tool's own business (./pictures.json, by path; a path
 * it does not know gets the subject of its folder, see DEFAULT_SUBJECTS), not
 * the content's. A generated picture carries a mark with its subject, so:
 *   - a missing file is drawn;
 *   - generated artwork whose path the map now gives another subject is drawn again;
 *   - any other file is a photograph an editor dropped in, and is never touched.
 * The build never runs this: the pictures are committed under public/images/.
 *
 *   node tools/artwork/generate.mjs          draw what is missing or stale
 *   node tools/artwork/generate.mjs --check  exit 1 if anything is
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readContentFiles } from '../../scripts/content-files.mjs';
import { readArtworkSubject, renderArtwork } from './index.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PICTURES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'pictures.json'), 'utf8'));

/** For a picture the map does not name: the subject of the first folder its path starts with. */
const DEFAULT_SUBJECTS = [
  ['/images/team/', 'portrait'],
  ['/images/canada-hotels/', 'hotel-exterior'],
  ['/images/canada-residential/', 'townhouses'],
  ['/images/canada-ventures/', 'convention-entrance'],
  ['/images/delivered-projects/', 'apartment-mid-rise'],
  ['/images/current-projects/', 'construction-site'],
  ['/images/', 'twin-skyline'],
];

/** The subject a picture shows: the map's, or its folder's. */
export function subjectOf(src, pictures = PICTURES) {
  return pictures[src] ?? DEFAULT_SUBJECTS.find(([folder]) => src.startsWith(folder))[1];
}

/** Every picture path content/ names (a `src` under /images/), once, with the first file naming it. */
export function imageSlots(root = ROOT, pictures = PICTURES) {
  const slots = new Map();
  const visit = (value, file) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, file));
    if (!value || typeof value !== 'object') return;
    if (typeof value.src === 'string' && value.src.startsWith('/images/') && !slots.has(value.src)) {
      slots.set(value.src, { src: value.src, subject: subjectOf(value.src, pictures), file });
    }
    Object.values(value).forEach((item) => visit(item, file));
  };
  for (const { file, data } of readContentFiles(root)) visit(data, file);
  return [...slots.values()];
}

/** What needs drawing: missing files, and generated artwork of another subject. */
export async function pendingImages(root = ROOT, pictures = PICTURES) {
  const work = [];
  for (const slot of imageSlots(root, pictures)) {
    const file = path.join(root, 'public', slot.src);
    if (!existsSync(file)) {
      work.push({ ...slot, why: 'missing' });
      continue;
    }
    const drawn = await readArtworkSubject(readFileSync(file));
    if (drawn !== null && drawn !== slot.subject) work.push({ ...slot, why: `artwork of "${drawn}"` });
  }
  return work;
}

/** Draws every pending image; returns what it drew. */
export async function drawImages(root = ROOT, pictures = PICTURES) {
  const work = await pendingImages(root, pictures);
  for (const slot of work) {
    const out = path.join(root, 'public', slot.src);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, await renderArtwork({ path: slot.src, subject: slot.subject }));
  }
  return work;
}

async function main() {
  if (process.argv.includes('--check')) {
    const work = await pendingImages();
    if (work.length) {
      console.error(`Images to draw (run \`npm run images\`):\n${work.map((w) => `  ${w.src}: ${w.why}, named in ${w.file}, shows "${w.subject}"`).join('\n')}`);
      process.exit(1);
    }
    return;
  }
  const drawn = await drawImages();
  for (const slot of drawn) console.log(`drew public${slot.src} (${slot.subject}; was ${slot.why})`);
  if (!drawn.length) console.log('images: every picture content/ names has its file');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
