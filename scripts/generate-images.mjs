#!/usr/bin/env node
/**
 * Writes artwork for every image path referenced in content/ that has no file
 * yet under public/. Existing files are never touched, so an editor replaces
 * artwork by dropping a photograph under the same path. The artwork is
 * deterministic: the same path always gives the same picture.
 *
 *   node scripts/generate-images.mjs          write missing images
 *   node scripts/generate-images.mjs --check  exit 1 if any is missing
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const WIDTH = 1600;
const HEIGHT = 1067;

const PALETTES = [
  { sky: ['#0f2a22', '#2a6352', '#e3c48f'], sun: '#f6ecd9', far: '#1f4d3f', near: '#0a1d17', glow: '#d4ab6a' },
  { sky: ['#14213d', '#3d5a80', '#f2cc8f'], sun: '#fbe8c8', far: '#293b5f', near: '#0b1326', glow: '#e0a458' },
  { sky: ['#2b1d2f', '#7a4b5d', '#f4c095'], sun: '#fde4cf', far: '#4a2f40', near: '#1a1020', glow: '#e99a6b' },
  { sky: ['#12343b', '#2d767f', '#e6d3a3'], sun: '#f5efd8', far: '#1e5058', near: '#091d21', glow: '#c8a45c' },
  { sky: ['#3b2a1a', '#8c6239', '#f0d9a8'], sun: '#fff1d0', far: '#5e4127', near: '#21160c', glow: '#d9a35b' },
];

function listContentFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listContentFiles(full);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });
}

export function referencedImages() {
  const paths = new Set();
  for (const file of listContentFiles(path.join(ROOT, 'content'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](\/images\/[A-Za-z0-9/_-]+\.(?:jpg|jpeg|webp|png))['"`]/g)) {
      paths.add(match[1]);
    }
  }
  return [...paths].sort();
}

function rng(seed) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100000) / 100000;
  };
}

function skyline(random, baseY, minH, maxH, color, windows, glow) {
  let x = -20;
  let shapes = '';
  while (x < WIDTH + 20) {
    const w = 60 + random() * 160;
    const h = minH + random() * (maxH - minH);
    const top = baseY - h;
    shapes += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${(h + HEIGHT).toFixed(0)}" fill="${color}"/>`;
    if (random() > 0.6) {
      shapes += `<polygon points="${x.toFixed(0)},${top.toFixed(0)} ${(x + w / 2).toFixed(0)},${(top - 30 - random() * 40).toFixed(0)} ${(x + w).toFixed(0)},${top.toFixed(0)}" fill="${color}"/>`;
    }
    if (windows) {
      for (let wy = top + 18; wy < baseY - 14; wy += 26) {
        for (let wx = x + 12; wx < x + w - 14; wx += 22) {
          if (random() > 0.55) {
            shapes += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="9" height="13" fill="${glow}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
          }
        }
      }
    }
    x += w + random() * 18;
  }
  return shapes;
}

function artwork(imagePath) {
  const random = rng(imagePath);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const sunX = 200 + random() * (WIDTH - 400);
  const sunY = 220 + random() * 220;
  const horizon = HEIGHT * (0.62 + random() * 0.1);
  const rays = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + 24 + i * 26;
    return `<rect x="${(sunX - 180 + i * 22).toFixed(0)}" y="${y.toFixed(0)}" width="${(360 - i * 44).toFixed(0)}" height="4" rx="2" fill="${palette.glow}" opacity="${(0.5 - i * 0.07).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/>
      <stop offset="0.55" stop-color="${palette.sky[1]}"/>
      <stop offset="1" stop-color="${palette.sky[2]}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.sun}"/>
      <stop offset="0.6" stop-color="${palette.sun}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="190" fill="url(#sun)"/>
  ${skyline(random, horizon - 10, 80, 260, palette.far, false, palette.glow)}
  ${skyline(random, horizon, 40, 380, palette.near, true, palette.glow)}
  <rect y="${horizon.toFixed(0)}" width="${WIDTH}" height="${(HEIGHT - horizon).toFixed(0)}" fill="${palette.near}"/>
  ${rays}
</svg>`;
}

async function main() {
  const check = process.argv.includes('--check');
  const missing = referencedImages().filter((src) => !existsSync(path.join(ROOT, 'public', src)));
  if (check) {
    if (missing.length) {
      console.error(`Missing images:\n${missing.join('\n')}`);
      process.exit(1);
    }
    return;
  }
  for (const src of missing) {
    const out = path.join(ROOT, 'public', src);
    mkdirSync(path.dirname(out), { recursive: true });
    const image = sharp(Buffer.from(artwork(src)));
    if (src.endsWith('.png')) await image.png({ compressionLevel: 9 }).toFile(out);
    else if (src.endsWith('.webp')) await image.webp({ quality: 76 }).toFile(out);
    else await image.jpeg({ quality: 76, mozjpeg: true }).toFile(out);
    console.log(`wrote public${src}`);
  }
  if (!missing.length) console.log('images: every referenced image exists');
}

await main();
