import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { FACES, FACES_CSS, FONT_DIR, LATIN_1, siteCharacters, subsetFonts, URDU_KEYBOARD } from './subset-fonts.mjs';

/** A font's characters and weight axis (HarfBuzz is an ES module only, so it runs in its own process). */
function readFace(file: string): { characters: Set<string>; weight: { min: number; max: number } | null } {
  const script = path.join(import.meta.dirname, 'subset-fonts.mjs');
  const { characters, weight } = JSON.parse(
    execFileSync(process.execPath, [script, '--show', file], { encoding: 'utf8' }),
  );
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
    write(
      'content/pages/cafe.json',
      JSON.stringify({ title: 'Café Œuvre', items: [{ label: 'Check-in – 3:00 PM' }], urdu: 'کیفے ﷲ' }),
    );
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
    expect(LATIN_1).toHaveLength(96);
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
    expect(readFace(path.join(root, FONT_DIR, 'playfair-display.woff2')).characters).toContain('û');
  }, 60_000);

  it('keeps in the Nastaliq face what an Urdu keyboard types and the Arabic script of content/, and no Latin', async () => {
    await subsetFonts(root);
    const nastaliq = readFace(path.join(root, FONT_DIR, 'noto-nastaliq-urdu.woff2'));
    for (const character of `${URDU_KEYBOARD}ﷲ`.replace(/[\u200c\u200d]/g, ''))
      expect(nastaliq.characters).toContain(character);
    for (const character of 'Caf3é–') expect(nastaliq.characters).not.toContain(character);
  }, 60_000);

  it('serves each face under its content hash, and its stylesheet names it, swapped in, with the characters it has', async () => {
    const fonts = await subsetFonts(root);
    const css = readFileSync(path.join(root, FONT_DIR, FACES_CSS), 'utf8');
    for (const font of fonts) {
      expect(font.href).toMatch(/^\/fonts\/[a-z-]+-[0-9a-f]{10}\.woff2$/);
      expect(readFileSync(path.join(root, 'public', font.href))).toEqual(readFileSync(path.join(root, font.file)));
      expect(css).toContain(`url('${font.href}') format('woff2')`);
    }
    expect(css.match(/font-display: swap/g)).toHaveLength(FACES.length + FACES.filter((face) => face.inUrdu).length);
    // The Latin faces claim the Latin letters they have, the Nastaliq face the Arabic script and the spaces between its words.
    expect(css).toMatch(/font-family: 'Inter'; [^}]*unicode-range: U\+20-7E, U\+A0-/);
    expect(css).toMatch(
      /font-family: 'Urdu Nastaliq'; src: local\('Noto Nastaliq Urdu'\)[^}]*unicode-range: U\+20, U\+A0, U\+6/,
    );
    expect(css).not.toMatch(/font-family: 'Urdu Nastaliq';[^}]*U\+(20-7E|41|61)\b/);
    expect(css).toContain("--font-inter: 'Inter', 'Inter Fallback';");
    expect(css).toContain(
      "--font-urdu: 'Urdu Nastaliq', 'Urdu Nastaliq Installed', 'Urdu Nastaliq Naskh', 'Urdu Nastaliq DejaVu';",
    );
    const inter = FACES.find((face) => face.file === 'inter.woff2');
    expect(css).toContain(`font-weight: ${inter?.weight?.min} ${inter?.weight?.max};`);
  }, 60_000);

  it("gives each Latin face a fallback with its metrics, from the system's metric-compatible faces", async () => {
    await subsetFonts(root);
    const css = readFileSync(path.join(root, FONT_DIR, FACES_CSS), 'utf8');
    const fallback =
      /@font-face \{ font-family: 'Inter Fallback'; src: ([^;]+); ascent-override: ([\d.]+)%; descent-override: ([\d.]+)%; line-gap-override: 0%; size-adjust: ([\d.]+)%;/.exec(
        css,
      );
    expect(fallback?.[1]).toBe("local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')");
    // Inter is wider than Arial, and taller: the fallback is enlarged and its ascent brought down to Inter's.
    expect(Number(fallback?.[4])).toBeGreaterThan(100);
    expect(Number(fallback?.[2])).toBeLessThan(100);
    expect(css).toMatch(/font-family: 'Playfair Display Fallback'; src: local\('Times New Roman'\)/);
    // The Urdu face's are sized by the width its text takes in them, and given the Nastaliq's height in their own em.
    const dejaVu =
      /font-family: 'Urdu Nastaliq DejaVu'; src: local\('DejaVu Sans'\), local\('DejaVuSans'\); ascent-override: ([\d.]+)%; descent-override: ([\d.]+)%; line-gap-override: 0%; size-adjust: ([\d.]+)%;/.exec(
        css,
      );
    expect(Number(dejaVu?.[3])).toBeCloseTo(100 / 1.24, 2);
    expect(Number(dejaVu?.[1]) * Number(dejaVu?.[3])).toBeCloseTo(190.4 * 100, -1);
    expect(css).toMatch(
      /font-family: 'Urdu Nastaliq Installed'; src: local\('Jameel Noori Nastaleeq'\), local\('Urdu Typesetting'\); unicode-range/,
    );
  }, 60_000);

  it("gives each Latin face, for a Latin run on an Urdu page, a copy with the Nastaliq face's ascent and descent", async () => {
    const fonts = await subsetFonts(root);
    const css = readFileSync(path.join(root, FONT_DIR, FACES_CSS), 'utf8');
    const inter = fonts.find((font) => font.file.endsWith('inter.woff2'))!;
    expect(css).toContain(
      `@font-face { font-family: 'Inter Urdu'; src: url('${inter.href}') format('woff2'); font-display: swap; font-weight: 400 600; ascent-override: 190.4%; descent-override: 59.6%; line-gap-override: 0%; unicode-range: U+20-7E,`,
    );
    // The fallback keeps its size, and takes the Nastaliq's height in its own em.
    const fallback =
      /font-family: 'Inter Fallback Urdu'; src: local\('Arial'\)[^;]*; ascent-override: ([\d.]+)%; descent-override: ([\d.]+)%; line-gap-override: 0%; size-adjust: ([\d.]+)%;/.exec(
        css,
      );
    expect(Number(fallback?.[1]) * Number(fallback?.[3])).toBeCloseTo(190.4 * 100, -1);
    expect(Number(fallback?.[2]) * Number(fallback?.[3])).toBeCloseTo(59.6 * 100, -1);
    expect(css).toMatch(
      /font-family: 'Playfair Display Urdu'; src: url\([^)]+\) format\('woff2'\); font-display: swap; font-weight: 400 500; ascent-override: 190.4%;/,
    );
    expect(css).toContain("--font-inter-urdu: 'Inter Urdu', 'Inter Fallback Urdu';");
    expect(css).toContain("--font-playfair-urdu: 'Playfair Display Urdu', 'Playfair Display Fallback Urdu';");
  }, 60_000);

  it('leaves in public/fonts only the files the stylesheet names', async () => {
    write('public/fonts/inter-0000000000.woff2', 'stale');
    const fonts = await subsetFonts(root);
    expect(readdirSync(path.join(root, 'public', 'fonts')).sort()).toEqual(
      fonts.map((font) => path.basename(font.href)).sort(),
    );
  }, 60_000);
});
