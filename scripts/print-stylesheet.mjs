// @ts-check
/**
 * The compiled stylesheet's print rules, apart: what only paper uses (the
 * brochure a project page prints as, README.md and e2e/print.spec.ts) goes into a file of
 * public/styles/ named by its content hash, which every page links with
 * `media="print"` (components/layout/stylesheet.tsx); the screen's rules stay
 * inlined (scripts/site-stylesheet.mjs). `npm run build` does both.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';

/** Where the print stylesheet is served from, under its content hash (cached a year, lib/security/headers.mjs). */
export const PRINT_DIR = 'styles';

/**
 * Whether an at-rule applies on paper only: `@media print` (Tailwind's `print:` variants and
 * globals.css's brochure rules) and `@page`.
 * @param {import('postcss').AtRule} rule
 */
const isPrintOnly = (rule) => (rule.name === 'media' && rule.params.trim() === 'print') || rule.name === 'page';

/**
 * The compiled stylesheet split in two: what a screen uses, which every page inlines, and what
 * only paper uses (the brochure, docs/editing.md), which a page links with `media="print"` so a
 * screen never waits for it or carries it. A print rule moves with the cascade layers around it,
 * so it keeps its layer; within its layer it now comes after the screen's rules, as print
 * variants already did.
 * @param {string} css
 * @returns {{ screen: string, print: string }}
 */
export function splitPrintRules(css) {
  const screen = postcss.parse(css);
  const print = postcss.root();
  screen.walkAtRules((rule) => {
    if (!isPrintOnly(rule)) return;
    /** @type {import('postcss').ChildNode} */
    let moved = rule.clone();
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      const layer = /** @type {import('postcss').AtRule} */ (parent).clone();
      layer.removeAll();
      moved = layer.append(moved);
    }
    print.append(moved);
    rule.remove();
  });
  return { screen: screen.toString(), print: print.toString() };
}

/**
 * Writes the print stylesheet into `<root>/public/styles/` under its content hash, in place of any
 * earlier build's, and gives the path pages link it from.
 * @param {string} root
 * @param {string} css
 * @returns {Promise<string>}
 */
export async function writePrintStylesheet(root, css) {
  const dir = path.join(root, 'public', PRINT_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const file = `print-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await writeFile(path.join(dir, file), css);
  return `/${PRINT_DIR}/${file}`;
}
