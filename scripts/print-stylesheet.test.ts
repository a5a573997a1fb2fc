import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRINT_DIR, splitPrintRules, writePrintStylesheet } from './print-stylesheet.mjs';

describe('the print rules split from the screen', () => {
  const compiled =
    '@layer theme{:root{--x:1}}@layer utilities{.block{display:block}@media print{.print\\:hidden{display:none}}' +
    '@media (min-width:40rem){.sm\\:flex{display:flex}}}@page{size:A4;margin:12mm}' +
    '@media print{html{font-size:9px}}html:lang(ur){line-height:2.1}@media screen and not (min-width:64rem){a{b:c}}';

  it('takes every @media print and @page out of the screen, and nothing else', () => {
    const { screen, print } = splitPrintRules(compiled);
    expect(screen).toBe(
      '@layer theme{:root{--x:1}}@layer utilities{.block{display:block}' +
        '@media (min-width:40rem){.sm\\:flex{display:flex}}}' +
        'html:lang(ur){line-height:2.1}@media screen and not (min-width:64rem){a{b:c}}',
    );
    expect(print).toBe(
      '@layer utilities{@media print{.print\\:hidden{display:none}}}@page{size:A4;margin:12mm}@media print{html{font-size:9px}}',
    );
  });

  it('keeps a print rule inside every cascade layer around it, so it cascades as it did', () => {
    expect(splitPrintRules('@layer a{@layer b{@media print{x{y:z}}}}').print).toBe(
      '@layer a{@layer b{@media print{x{y:z}}}}',
    );
  });
});

describe('the print stylesheet file', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'print-stylesheet-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is named by its content and replaces an earlier build', async () => {
    const first = await writePrintStylesheet(root, '@page{size:A4}');
    expect(first).toMatch(/^\/styles\/print-[0-9a-f]{10}\.css$/);
    expect(await writePrintStylesheet(root, '@page{size:A4}')).toBe(first);
    const second = await writePrintStylesheet(root, '@page{size:A5}');
    expect(second).not.toBe(first);
    const dir = path.join(root, 'public', PRINT_DIR);
    expect(readdirSync(dir)).toEqual([path.basename(second)]);
    expect(readFileSync(path.join(dir, path.basename(second)), 'utf8')).toBe('@page{size:A5}');
  });
});
