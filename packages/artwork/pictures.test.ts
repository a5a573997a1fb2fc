import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentFiles } from '../../scripts/content-files.mjs';
import { TIMES, placeOf, readArtwork } from './index.mjs';
import { namedPictures, pendingImages, subjectOf, untrueAlts } from './generate.mjs';

/** The pictures the site shows today: what content/ names, as the files under public/ hold them. */
const ROOT = process.cwd();
const named = namedPictures();
const bytesOf = (src: string) => readFileSync(path.join(ROOT, 'public', src));

describe('the pictures content/ names', () => {
  it('each belong to one record, and no two are the same file', () => {
    const namers = new Map<string, Set<string>>();
    for (const { src, file } of named) namers.set(src, (namers.get(src) ?? new Set()).add(file));
    expect(
      [...namers].filter(([, files]) => files.size > 1).map(([src, files]) => `${src}: ${[...files].join(', ')}`),
    ).toEqual([]);

    const byHash = new Map<string, string[]>();
    for (const src of namers.keys()) {
      const hash = createHash('sha256').update(bytesOf(src)).digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), src]);
    }
    expect([...byHash.values()].filter((srcs) => srcs.length > 1)).toEqual([]);
  });

  it('are photographs, or the artwork the generator draws today with the words for what it shows', async () => {
    expect((await pendingImages()).map(({ src, why }) => `${src}: ${why}`)).toEqual([]);
  });

  it('have alt text that says what the artwork shows, in each language it is written in', async () => {
    expect(
      (await untrueAlts()).map(
        ({ file, src, lang, alt, shows }) => `${file} ${src} (${lang}): "${String(alt)}" should read "${shows}"`,
      ),
    ).toEqual([]);
  });

  it('show each hotel its own building, the same in every picture of it', async () => {
    const times = Object.values(TIMES).map((time) => `, ${time.en}`);
    const buildings = new Map<string, Set<string>>();
    for (const { src } of named.filter(({ src }) => subjectOf(src) === 'hotel-exterior')) {
      const words = (await readArtwork(bytesOf(src)))?.words?.en ?? `${src}: artwork without its words`;
      const building = times.reduce((text, time) => (text.endsWith(time) ? text.slice(0, -time.length) : text), words);
      buildings.set(placeOf(src), (buildings.get(placeOf(src)) ?? new Set()).add(building));
    }
    expect(buildings.size).toBeGreaterThanOrEqual(3);
    for (const [place, shown] of buildings) expect([place, [...shown].length]).toEqual([place, 1]);
    const all = [...buildings.values()].map((shown) => [...shown][0]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the words visitors read', () => {
  /**
   * Every text in content/ but the pictures' paths, and the documents a buyer brings to a booking (their own photographs
   * are photographs): labels, headings, screen-reader words, alt texts.
   */
  const texts: { file: string; text: string }[] = [];
  const visit = (value: unknown, file: string, key = ''): void => {
    if (key === 'documents') return;
    if (typeof value === 'string' && key !== 'src') texts.push({ file, text: value });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) visit(v, file, Array.isArray(value) ? key : k);
  };
  for (const { file, data } of readContentFiles(ROOT)) visit(data, file);

  it('never call the pictures photos while any of them is artwork', async () => {
    const artwork = await Promise.all(named.map(async ({ src }) => (await readArtwork(bytesOf(src))) !== null));
    const photoWords = texts
      .filter(({ text }) => /\bphoto|فوٹو|عکس/iu.test(text))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(artwork.some(Boolean) ? photoWords : []).toEqual([]);
  });
});
