// @ts-check
/**
 * The site's stylesheet, compiled for a production build: app/globals.css
 * (Tailwind, the design tokens, the faces of scripts/subset-fonts.mjs) through
 * the same PostCSS plugin Next uses (postcss.config.mjs), minified, then split:
 * - what a screen uses, which every page carries once, in a `<style>` in its head
 *   (components/layout/stylesheet.tsx), so a phone paints as soon as the document
 *   and the hero photograph are there: a linked stylesheet holds the first frame
 *   for a round trip (docs/performance.md). `npm run build` writes it to
 *   generated/site-stylesheet.ts before `next build` (scripts/build-output.mjs);
 *   package.json's "imports" give it to the server render only, so neither the
 *   pages' RSC payload nor the browser's scripts carry a second copy;
 * - what only paper uses (the brochure a project page prints as), a file in
 *   public/styles/ named by its content hash (scripts/print-stylesheet.mjs),
 *   which each page links beside it with `media="print"`: a browser fetches it
 *   at the lowest priority and the first paint never waits for it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

/**
 * The stylesheet's text, compiled from `<root>/app/globals.css`, its classes found in `<root>`'s sources.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function compileStylesheet(root) {
  const from = path.join(root, 'app', 'globals.css');
  const result = await postcss([tailwindcss({ base: root, optimize: { minify: true } })]).process(
    await readFile(from, 'utf8'),
    { from },
  );
  if (/<\/style/i.test(result.css))
    throw new Error('the stylesheet contains "</style", which would end its <style> element early');
  return result.css;
}
