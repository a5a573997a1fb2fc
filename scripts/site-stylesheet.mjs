/**
 * The site's stylesheet, compiled for a production build: app/globals.css
 * (Tailwind, the design tokens, the faces of scripts/subset-fonts.mjs) through
 * the same PostCSS plugin Next uses (postcss.config.mjs), minified. Every
 * page carries it once, in a `<style>` in its head (components/layout/stylesheet.tsx),
 * so a phone paints as soon as the document and the hero photograph are
 * there: a linked stylesheet holds the first frame for a round trip
 * (docs/performance.md). `npm run build` writes it before `next build`;
 * next.config.mjs gives it to the server render only, so neither the pages'
 * RSC payload nor the browser's scripts carry a second copy.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

/** The generated module the server render imports as `@/lib/styles/site-stylesheet`. */
export const SITE_STYLESHEET_MODULE = path.join('node_modules', '.cache', 'cedarline-site', 'site-stylesheet.mjs');

/** The stylesheet's text, compiled from `<root>/app/globals.css`, its classes found in `<root>`'s sources. */
export async function compileStylesheet(root) {
  const from = path.join(root, 'app', 'globals.css');
  const result = await postcss([tailwindcss({ base: root, optimize: { minify: true } })]).process(await readFile(from, 'utf8'), { from });
  if (/<\/style/i.test(result.css)) throw new Error('the stylesheet contains "</style", which would end its <style> element early');
  return result.css;
}

/** The module that carries it. */
export function stylesheetModule(css) {
  return `// Written by scripts/build.mjs from app/globals.css; the server render's copy of the site's stylesheet.\nexport default ${JSON.stringify(css)};\n`;
}
