#!/usr/bin/env node
/**
 * The visible text of every page of a running site, one JSON file: for each
 * path of its sitemap (and the not-found pages), the title, the text a
 * visitor reads, every image's alt, the meta tags and the JSON-LD. Two
 * snapshots, taken before and after a change to how content is read, show
 * what a visitor would see differently.
 *
 *   node tools/text-snapshot.mjs http://127.0.0.1:3000 out.json
 *   node tools/text-snapshot.mjs --diff before.json after.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { sitemapPaths } from '../scripts/measure/server.mjs';

const [first, second, third] = process.argv.slice(2);

if (first === '--diff') {
  const before = JSON.parse(readFileSync(second, 'utf8'));
  const after = JSON.parse(readFileSync(third, 'utf8'));
  let differences = 0;
  for (const page of new Set([...Object.keys(before), ...Object.keys(after)])) {
    for (const part of new Set([...Object.keys(before[page] ?? {}), ...Object.keys(after[page] ?? {})])) {
      const a = JSON.stringify(before[page]?.[part] ?? null, null, 1).split('\n');
      const b = JSON.stringify(after[page]?.[part] ?? null, null, 1).split('\n');
      if (a.join('\n') === b.join('\n')) continue;
      differences += 1;
      console.log(`\n${page} — ${part}`);
      for (const line of a.filter((l) => !b.includes(l))) console.log(`  - ${line.trim()}`);
      for (const line of b.filter((l) => !a.includes(l))) console.log(`  + ${line.trim()}`);
    }
  }
  console.log(`\n${differences} difference(s)`);
  process.exit(differences ? 1 : 0);
}

const base = first ?? 'http://127.0.0.1:3000';
const out = second ?? 'text-snapshot.json';
const paths = await sitemapPaths(base);
paths.push('/no-such-page', '/hotels/no-such-hotel', '/ur/no-such-page');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const snapshot = {};
for (const path of paths) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  snapshot[path] = await page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    text: document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    alts: [...document.images].map((image) => image.alt),
    meta: [
      ...document.head.querySelectorAll('meta[name], meta[property], link[rel=canonical], link[rel=alternate]'),
    ].map(
      (tag) =>
        `${tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('rel')}${tag.getAttribute('hreflang') ? `[${tag.getAttribute('hreflang')}]` : ''}=${tag.getAttribute('content') ?? tag.getAttribute('href')}`,
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? 'null'),
    ),
  }));
  console.log(`${path}: ${snapshot[path].text.length} lines`);
}
await browser.close();
writeFileSync(out, `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`wrote ${out} (${paths.length} pages)`);
