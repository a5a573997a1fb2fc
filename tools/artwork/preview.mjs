#!/usr/bin/env node
/**
 * Renders every subject with two seeds into <outdir>, with contact sheets of
 * card-size thumbnails labelled by subject, and prints the JPEG sizes.
 *
 *   node tools/artwork/preview.mjs <outdir> [--seeds=N] [subject ...]
 *
 * Two seeds by default; more show how far one subject varies.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_JPEG_BYTES, SUBJECTS, artworkSvg, encodeArtwork } from './index.mjs';

const THUMB_W = 400;
const THUMB_H = 267;
const LABEL_H = 34;
const GAP = 12;
const COLUMNS = 4;
const ROWS_PER_SHEET = 6;

const args = process.argv.slice(2);
const seedCount = Number(args.find((arg) => arg.startsWith('--seeds='))?.slice(8) ?? 2);
const [outdir, ...only] = args.filter((arg) => !arg.startsWith('--'));
const SEEDS = Array.from({ length: seedCount }, (_, i) => `/images/preview/${['first', 'second'][i] ?? `seed-${i + 1}`}.jpg`);
if (!outdir) {
  console.error('usage: node tools/artwork/preview.mjs <outdir> [--seeds=N] [subject ...]');
  process.exit(2);
}
mkdirSync(outdir, { recursive: true });

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const tiles = [];
const sizes = [];
for (const subject of Object.keys(SUBJECTS).filter((name) => !only.length || only.includes(name))) {
  for (const [i, seed] of SEEDS.entries()) {
    const { bytes, quality } = await encodeArtwork(artworkSvg({ path: seed, subject }), seed);
    const file = path.join(outdir, `${subject}-${i + 1}.jpg`);
    writeFileSync(file, bytes);
    sizes.push(bytes.length);
    const flag = bytes.length > MAX_JPEG_BYTES ? '  OVER' : '';
    console.log(`${subject}-${i + 1}.jpg ${(bytes.length / 1024).toFixed(1)} KB q${quality}${flag}`);
    tiles.push({ label: `${subject} · ${i + 1} · ${(bytes.length / 1024).toFixed(0)} KB`, thumb: await sharp(bytes).resize(THUMB_W, THUMB_H).png().toBuffer() });
  }
}

async function sheet(list, file) {
  const rows = Math.ceil(list.length / COLUMNS);
  const width = COLUMNS * (THUMB_W + GAP) + GAP;
  const height = rows * (THUMB_H + LABEL_H + GAP) + GAP;
  const labels = list
    .map((tile, i) => {
      const x = GAP + (i % COLUMNS) * (THUMB_W + GAP);
      const y = GAP + Math.floor(i / COLUMNS) * (THUMB_H + LABEL_H + GAP) + THUMB_H + 23;
      return `<text x="${x + 4}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#f6ecd9">${escape(tile.label)}</text>`;
    })
    .join('');
  const base = sharp({ create: { width, height, channels: 3, background: '#1b1f1d' } });
  await base
    .composite([
      ...list.map((tile, i) => ({ input: tile.thumb, left: GAP + (i % COLUMNS) * (THUMB_W + GAP), top: GAP + Math.floor(i / COLUMNS) * (THUMB_H + LABEL_H + GAP) })),
      { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels}</svg>`), left: 0, top: 0 },
    ])
    .png()
    .toFile(file);
  console.log(`wrote ${file}`);
}

await sheet(tiles, path.join(outdir, 'contact-sheet.png'));
const perSheet = COLUMNS * ROWS_PER_SHEET;
if (tiles.length > perSheet) {
  for (let page = 0; page * perSheet < tiles.length; page++) {
    await sheet(tiles.slice(page * perSheet, (page + 1) * perSheet), path.join(outdir, `contact-sheet-${page + 1}.png`));
  }
}

const sorted = [...sizes].sort((a, b) => a - b);
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`${sizes.length} images: min ${kb(sorted[0])} KB, median ${kb(sorted[Math.floor(sorted.length / 2)])} KB, max ${kb(sorted.at(-1))} KB`);
