import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { drawArtwork, encodeArtwork, readArtwork, renderArtwork } from './index.mjs';
import { drawImages, imageSlots, pendingImages, subjectOf, untrueAlts } from './generate.mjs';

/** The tool's own map of which picture shows what, for the pictures of the test's content. */
const PICTURES = {
  '/images/t/missing.jpg': 'indoor-pool',
  '/images/t/stale.jpg': 'ballroom-gala',
  '/images/t/photo.jpg': 'hotel-lobby',
};

describe('npm run images', () => {
  let root: string;
  const file = (src: string) => path.join(root, 'public', src);

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cedarline-images-'));
    mkdirSync(path.join(root, 'content'), { recursive: true });
    const slots = [
      { src: '/images/t/missing.jpg', alt: 'The indoor pool' },
      { src: '/images/t/stale.jpg', alt: 'The ballroom set for a gala' },
      { src: '/images/t/photo.jpg', alt: 'The hotel lobby' },
    ];
    writeFileSync(path.join(root, 'content', 'page.json'), JSON.stringify({ slots }));
    mkdirSync(path.join(root, 'public', 'images', 't'), { recursive: true });
    writeFileSync(file('/images/t/stale.jpg'), await renderArtwork({ path: '/images/t/stale.jpg', subject: 'market' }));
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    writeFileSync(file('/images/t/photo.jpg'), photo);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('draws a missing picture and redraws artwork whose path the map gives another subject', async () => {
    expect((await pendingImages(root, PICTURES)).map((slot) => [slot.src, slot.why])).toEqual([
      ['/images/t/missing.jpg', 'missing'],
      ['/images/t/stale.jpg', 'artwork of "market"'],
    ]);
    await drawImages(root, PICTURES);
    expect((await readArtwork(readFileSync(file('/images/t/missing.jpg'))))?.subject).toBe('indoor-pool');
    expect((await readArtwork(readFileSync(file('/images/t/stale.jpg'))))?.subject).toBe('ballroom-gala');
    expect(await pendingImages(root, PICTURES)).toEqual([]);
  }, 60_000);

  it('draws again artwork of the right subject that does not carry the words for what it shows', async () => {
    const { svg } = drawArtwork({ path: '/images/t/stale.jpg', subject: 'ballroom-gala' });
    writeFileSync(
      file('/images/t/stale.jpg'),
      (await encodeArtwork(svg, '/images/t/stale.jpg', { mark: 'cedarline-artwork:ballroom-gala' })).bytes,
    );
    expect((await pendingImages(root, PICTURES)).map((slot) => [slot.src, slot.why])).toContainEqual([
      '/images/t/stale.jpg',
      'artwork the generator now draws otherwise',
    ]);
    await drawImages(root, PICTURES);
    expect((await readArtwork(readFileSync(file('/images/t/stale.jpg'))))?.words).toEqual(
      drawArtwork({ path: '/images/t/stale.jpg', subject: 'ballroom-gala' }).words,
    );
  }, 60_000);

  it("lists the alt texts that do not give the words of their artwork, and leaves a photograph's to the editor", async () => {
    await drawImages(root, PICTURES);
    const pool = drawArtwork({ path: '/images/t/missing.jpg', subject: 'indoor-pool' }).words;
    expect((await untrueAlts(root)).map(({ src, lang, shows }) => [src, lang, shows])).toEqual([
      ['/images/t/missing.jpg', 'en', pool.en],
      ['/images/t/stale.jpg', 'en', drawArtwork({ path: '/images/t/stale.jpg', subject: 'ballroom-gala' }).words.en],
    ]);
    const slots = [
      { src: '/images/t/missing.jpg', alt: pool },
      {
        src: '/images/t/stale.jpg',
        alt: drawArtwork({ path: '/images/t/stale.jpg', subject: 'ballroom-gala' }).words.en,
      },
      { src: '/images/t/photo.jpg', alt: 'The hotel lobby' },
    ];
    writeFileSync(path.join(root, 'content', 'page.json'), JSON.stringify({ slots }));
    expect(await untrueAlts(root)).toEqual([]);
  }, 60_000);

  it('never touches a photograph an editor dropped in, whatever the map says', async () => {
    const before = readFileSync(file('/images/t/photo.jpg'));
    await drawImages(root, PICTURES);
    expect(readFileSync(file('/images/t/photo.jpg')).equals(before)).toBe(true);
  }, 60_000);

  it('draws the same picture for the same path and subject', async () => {
    await drawImages(root, PICTURES);
    const drawn = readFileSync(file('/images/t/missing.jpg'));
    expect(drawn.equals(await renderArtwork({ path: '/images/t/missing.jpg', subject: 'indoor-pool' }))).toBe(true);
  }, 60_000);

  it('gives a picture the map does not know the subject of its folder', () => {
    expect(subjectOf('/images/team/new-person/portrait/src.jpg', {})).toBe('portrait');
    expect(subjectOf('/images/current-projects/new-tower/image/src.jpg', {})).toBe('construction-site');
    expect(subjectOf('/images/pages/new-page/hero/src.jpg', {})).toBe('twin-skyline');
  });

  it('knows every picture the content names today', () => {
    const known = JSON.parse(readFileSync(path.join(process.cwd(), 'packages/artwork/pictures.json'), 'utf8'));
    const named = imageSlots().map((slot) => slot.src);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((src) => !(src in known))).toEqual([]);
  });
});
