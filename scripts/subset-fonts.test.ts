import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { FACES, FONT_DIR, LATIN_1, siteCharacters, subsetFonts, URDU_KEYBOARD } from './subset-fonts.mjs';

/** A font's characters and weight axis (HarfBuzz is an ES module only, so it runs in its own process). */
function readFace(file: string): { characters: Set<string>; weight: { min: number; max: number } | null } {
  const script = path.join(import.meta.dirname, 'subset-fonts.mjs');
  const { characters, weight } = JSON.parse(execFileSync(process.execPath, [script, '--show', file], { encoding: 'utf8' }));
  return { characters: new Set(Array.from(characters as string)), weight };
}

describe('the subset fonts', () => {
  let root: string;
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'cedarline-fonts-'));
    write('content/pages/cafe.json', JSON.stringify({ title: 'Café Œuvre', items: [{ label: 'Check-in – 3:00 PM' }], urdu: 'کیفے ﷲ' }));
    write('components/footer.tsx', 'export const Mark = () => <p>© 2026 · Cedarline</p>;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('collects every character of content/ and the punctuation the source shows', () => {
    const characters = siteCharacters(root);
    for (const character of 'CaféŒuvr–©·') expect(characters).toContain(character);
    expect(characters).not.toContain('\n');
  });

  it('keeps those characters in both faces, Latin-1 in the body face only, and the 400–600 weight axis', async () => {
    await subsetFonts(root);
    const inter = readFace(path.join(root, FONT_DIR, 'inter.woff2'));
    const playfair = readFace(path.join(root, FONT_DIR, 'playfair-display.woff2'));
    for (const character of 'CaféŒ–©·') {
      expect(inter.characters).toContain(character);
      expect(playfair.characters).toContain(character);
    }
    // What a visitor may type into the form (ñ, ü, ÿ) renders in the body face; the display face leaves it out.
    for (const character of 'ñüÿ') expect(inter.characters).toContain(character);
    expect(playfair.characters).not.toContain('ÿ');
    expect(inter.characters.size).toBeLessThan(260);
    expect(inter.weight).toEqual({ min: 400, max: 600 });
    expect(playfair.weight).toBeNull();
  }, 60_000);

  it('rewrites a font only when the characters change', async () => {
    await subsetFonts(root);
    expect((await subsetFonts(root)).map((font) => font.written)).toEqual([false, false, false]);
    write('content/pages/cafe.json', JSON.stringify({ title: 'Crème brûlée ★', urdu: 'کیفے ﷲ' }));
    // A Latin character is none of the Nastaliq face's business.
    expect((await subsetFonts(root)).map((font) => font.written)).toEqual([true, true, false]);
    expect((readFace(path.join(root, FONT_DIR, 'playfair-display.woff2'))).characters).toContain('û');
  }, 60_000);

  it('keeps in the Nastaliq face what an Urdu keyboard types and the Arabic script of content/, and no Latin', async () => {
    await subsetFonts(root);
    const nastaliq = readFace(path.join(root, FONT_DIR, 'noto-nastaliq-urdu.woff2'));
    for (const character of `${URDU_KEYBOARD}ﷲ`.replace(/[\u200c\u200d]/g, '')) expect(nastaliq.characters).toContain(character);
    for (const character of 'Caf3é–') expect(nastaliq.characters).not.toContain(character);
  }, 60_000);

  it('is what lib/fonts.ts and app/globals.css load, with the weight range the script keeps', () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
    const fonts = read('lib/fonts.ts');
    // A face cut to one script is named by the stylesheet (next/font would preload it on every page).
    for (const face of FACES.filter((candidate) => !candidate.only)) expect(fonts).toContain(`src: '../${FONT_DIR}/${face.file}'`);
    for (const face of FACES.filter((candidate) => candidate.only)) expect(read('app/globals.css')).toContain(`url('../${FONT_DIR}/${face.file}')`);
    const inter = FACES.find((face) => face.file === 'inter.woff2');
    expect(fonts).toContain(`weight: '${inter?.weight?.min} ${inter?.weight?.max}'`);
    expect(LATIN_1).toHaveLength(96);
  });
});
