import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readArtworkSubject, renderArtwork } from './artwork/index.mjs';
import { drawImages, pendingImages } from './generate-images.mjs';

describe('npm run images', () => {
  let root: string;
  const file = (src: string) => path.join(root, 'public', src);

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cedarline-images-'));
    mkdirSync(path.join(root, 'content'), { recursive: true });
    const slots = [
      { src: '/images/t/missing.jpg', subject: 'indoor-pool', alt: 'The indoor pool' },
      { src: '/images/t/stale.jpg', subject: 'ballroom-gala', alt: 'The ballroom set for a gala' },
      { src: '/images/t/photo.jpg', subject: 'hotel-lobby', alt: 'The hotel lobby' },
    ];
    writeFileSync(path.join(root, 'content', 'page.json'), JSON.stringify({ slots }));
    mkdirSync(path.join(root, 'public', 'images', 't'), { recursive: true });
    writeFileSync(file('/images/t/stale.jpg'), await renderArtwork({ path: '/images/t/stale.jpg', subject: 'market' }));
    const photo = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    writeFileSync(file('/images/t/photo.jpg'), photo);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('draws a missing picture and redraws artwork whose slot names another subject', async () => {
    expect((await pendingImages(root)).map((slot) => [slot.src, slot.why])).toEqual([
      ['/images/t/missing.jpg', 'missing'],
      ['/images/t/stale.jpg', 'artwork of "market"'],
    ]);
    await drawImages(root);
    expect(await readArtworkSubject(readFileSync(file('/images/t/missing.jpg')))).toBe('indoor-pool');
    expect(await readArtworkSubject(readFileSync(file('/images/t/stale.jpg')))).toBe('ballroom-gala');
    expect(await pendingImages(root)).toEqual([]);
  }, 60_000);

  it('never touches a photograph an editor dropped in, whatever the slot says', async () => {
    const before = readFileSync(file('/images/t/photo.jpg'));
    await drawImages(root);
    expect(readFileSync(file('/images/t/photo.jpg')).equals(before)).toBe(true);
  }, 60_000);

  it('draws the same picture for the same path and subject', async () => {
    await drawImages(root);
    const drawn = readFileSync(file('/images/t/missing.jpg'));
    expect(drawn.equals(await renderArtwork({ path: '/images/t/missing.jpg', subject: 'indoor-pool' }))).toBe(true);
  }, 60_000);
});
