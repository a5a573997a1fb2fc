#!/usr/bin/env node
// @ts-check
/**
 * The build's outputs that the site's code imports, all in generated/
 * (git-ignored), each under a `#generated/…` name of package.json's "imports":
 *
 * - generated/site-manifest.ts: the site's manifest (lib/security/site-manifest.ts),
 *   which the proxy makes every page's policy from;
 * - generated/site-stylesheet.ts: the compiled stylesheet the server render inlines,
 *   and the path of its print rules' file.
 *
 * `npm run build` writes them (scripts/build.mjs). Each has a typed default,
 * committed in lib/build-output/: `next dev` imports the defaults (the
 * "development" condition), and `node scripts/build-output.mjs` (run before
 * `npm run typecheck` and `npm run test:unit`) copies a default into
 * generated/ where no build has written the file yet, so the type checker,
 * Jest and `next build` all import generated/'s modules.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = path.join(ROOT, 'generated');
const DEFAULTS = path.join(ROOT, 'lib', 'build-output');
const FILES = /** @type {const} */ (['site-manifest.ts', 'site-stylesheet.ts']);

/** @typedef {import('../lib/security/site-manifest').SiteManifest} SiteManifest */

/**
 * Writes one of generated/'s modules.
 * @param {(typeof FILES)[number]} file
 * @param {string} source
 */
function write(file, source) {
  mkdirSync(GENERATED, { recursive: true });
  writeFileSync(path.join(GENERATED, file), source);
}

/**
 * Writes the site's manifest as the proxy imports it; null before the first pass has been read.
 * @param {SiteManifest | null} manifest
 */
export function writeSiteManifest(manifest) {
  write(
    'site-manifest.ts',
    "// Written by scripts/build.mjs: the site's manifest read off the build's first pass (scripts/site-manifest.mjs).\n" +
      "import type { SiteManifest } from '@/lib/security/site-manifest';\n\n" +
      `const SITE_MANIFEST: SiteManifest | null = ${JSON.stringify(manifest)};\nexport default SITE_MANIFEST;\n`,
  );
}

/**
 * Writes the compiled stylesheet as the server render imports it: the screen's text, and the path of the print stylesheet.
 * @param {string} css
 * @param {string} printHref
 */
export function writeSiteStylesheet(css, printHref) {
  write(
    'site-stylesheet.ts',
    "// Written by scripts/build.mjs from app/globals.css (scripts/site-stylesheet.mjs): the server render's copy of the site's stylesheet.\n" +
      `const SITE_STYLESHEET: string = ${JSON.stringify(css)};\nexport default SITE_STYLESHEET;\n` +
      `export const PRINT_STYLESHEET: string | null = ${JSON.stringify(printHref)};\n`,
  );
}

/** Copies lib/build-output/'s default of each module no build has written yet. */
export function writeMissingDefaults() {
  mkdirSync(GENERATED, { recursive: true });
  for (const file of FILES) {
    if (!existsSync(path.join(GENERATED, file))) copyFileSync(path.join(DEFAULTS, file), path.join(GENERATED, file));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) writeMissingDefaults();
