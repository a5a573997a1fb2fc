#!/usr/bin/env node
/**
 * Draws artwork for every image slot in content/ until the group's photographs
 * arrive. Each slot names its subject (`{ src, subject, alt }`); the artwork
 * library (scripts/artwork/) draws that subject, deterministically from the
 * path. A generated picture carries a mark with its subject, so:
 *   - a missing file is drawn;
 *   - generated artwork whose slot now names another subject is drawn again;
 *   - any other file is a photograph an editor dropped in, and is never touched.
 *
 *   node scripts/generate-images.mjs          draw what is missing or stale
 *   node scripts/generate-images.mjs --check  exit 1 if anything is (runs before every build)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readArtworkSubject, renderArtwork } from './artwork/index.mjs';
import { readContentFiles } from './content-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every `{ src, subject }` in <root>/content/, one per path (a path used twice must name one subject). */
export function imageSlots(root = ROOT) {
  const slots = new Map();
  const visit = (value, file) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, file));
    if (!value || typeof value !== 'object') return;
    if (typeof value.src === 'string' && value.src.startsWith('/images/')) {
      const known = slots.get(value.src);
      if (known && known.subject !== value.subject) {
        throw new Error(`${value.src} is shown as "${known.subject}" in ${known.file} and as "${value.subject}" in ${file}`);
      }
      slots.set(value.src, { src: value.src, subject: value.subject, file });
    }
    Object.values(value).forEach((item) => visit(item, file));
  };
  for (const { file, data } of readContentFiles(root)) visit(data, file);
  return [...slots.values()];
}

/** What needs drawing: missing files, and generated artwork of another subject. */
export async function pendingImages(root = ROOT) {
  const work = [];
  for (const slot of imageSlots(root)) {
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
export async function drawImages(root = ROOT) {
  const work = await pendingImages(root);
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
      console.error(`Images to draw (run \`npm run images\`):\n${work.map((w) => `  ${w.src}: ${w.why}, the slot in ${w.file} shows "${w.subject}"`).join('\n')}`);
      process.exit(1);
    }
    return;
  }
  const drawn = await drawImages();
  for (const slot of drawn) console.log(`drew public${slot.src} (${slot.subject}; was ${slot.why})`);
  if (!drawn.length) console.log('images: every image slot has its picture');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
