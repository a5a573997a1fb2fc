import sharp from 'sharp';
import {
  HEIGHT,
  MAX_JPEG_BYTES,
  SUBJECTS,
  SUBJECT_OPTIONS,
  TIMES,
  WIDTH,
  artworkSvg,
  drawArtwork,
  readArtwork,
  renderArtwork,
} from './index.mjs';

const NAMES = Object.keys(SUBJECTS);
const FIRST = '/images/test/first.jpg';
const SECOND = '/images/test/second.jpg';

describe('artwork subjects', () => {
  it('are named in kebab-case and described for an editor', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(30);
    for (const name of NAMES) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(SUBJECTS[name]?.description.length).toBeGreaterThan(10);
    }
    expect(SUBJECT_OPTIONS.map((option) => option.value)).toEqual(NAMES);
  });

  it('refuses an unknown subject and names the known ones', () => {
    expect(() => artworkSvg({ path: FIRST, subject: 'spaceship' })).toThrow(
      /Unknown artwork subject "spaceship".*hotel-exterior/,
    );
  });
});

describe.each(NAMES)('%s', (subject) => {
  let first: Buffer;

  beforeAll(async () => {
    first = await renderArtwork({ path: FIRST, subject });
  });

  it('renders a 1600 × 1067 JPEG within the byte cap', async () => {
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([WIDTH, HEIGHT]);
    expect(first.length).toBeLessThanOrEqual(MAX_JPEG_BYTES);
  });

  it('draws the same picture for the same path', () => {
    expect(artworkSvg({ path: FIRST, subject })).toBe(artworkSvg({ path: FIRST, subject }));
  });

  it('draws a different picture for another path', async () => {
    const second = await renderArtwork({ path: SECOND, subject });
    expect(second.equals(first)).toBe(false);
  });

  it('says what it drew, in English and in Urdu, and the file carries the words', async () => {
    const { words } = drawArtwork({ path: FIRST, subject });
    expect(words.en).toMatch(/^Drawing of [a-z]/);
    expect(words.ur).toMatch(/خاکہ/);
    expect(words.ur).not.toMatch(/[A-Za-z]/);
    expect((await readArtwork(first))?.words).toEqual(words);
  });
});

describe('a hotel', () => {
  /** A hotel exterior's words without the time of day: the building. */
  const building = (path: string) => {
    const { en } = drawArtwork({ path, subject: 'hotel-exterior' }).words;
    const time = Object.values(TIMES).find((t) => en.endsWith(`, ${t.en}`));
    return time ? en.slice(0, -`, ${time.en}`.length) : en;
  };

  it('is one building in every picture of it, and another hotel is another', () => {
    const pictures = (slug: string) => [
      `/images/canada-hotels/${slug}/image/src.jpg`,
      `/images/canada-hotels/${slug}/page/value/heroImage/src.jpg`,
    ];
    const [card, hero] = pictures('oshawa').map(building);
    const [otherCard, otherHero] = pictures('brockville').map(building);
    expect(hero).toBe(card);
    expect(otherHero).toBe(otherCard);
    expect(otherCard).not.toBe(card);
    // The same building, drawn afresh: its own view, time of day and car.
    const [cardSvg, heroSvg] = pictures('oshawa').map((path) => artworkSvg({ path, subject: 'hotel-exterior' }));
    expect(heroSvg).not.toBe(cardSvg);
  });
});

describe('encoding', () => {
  it('gives identical bytes for the same path and subject', async () => {
    for (const subject of ['hotel-exterior', 'dish-biryani', 'surveyed-plots', 'portrait']) {
      const [a, b] = await Promise.all([
        renderArtwork({ path: FIRST, subject }),
        renderArtwork({ path: FIRST, subject }),
      ]);
      expect(a.equals(b)).toBe(true);
    }
  });

  it('follows the extension for WebP and PNG', async () => {
    expect(
      (await sharp(await renderArtwork({ path: '/images/test/a.webp', subject: 'market' })).metadata()).format,
    ).toBe('webp');
    expect(
      (await sharp(await renderArtwork({ path: '/images/test/a.png', subject: 'market' })).metadata()).format,
    ).toBe('png');
  });
});
