/**
 * The artwork library: one renderer per subject, and `renderArtwork`, which
 * turns an image path and a subject into the bytes of a placeholder picture.
 *
 * Contract: the same { path, subject } always gives the same bytes; each
 * subject is recognisable at card size; a JPEG stays near or under
 * MAX_JPEG_BYTES. The format follows the path's extension (.jpg, .webp, .png).
 */
import sharp from 'sharp';
import { HEIGHT, WIDTH, createScene, group, placeOf, svgDocument } from './core.mjs';
import { SUBJECT_LIST } from './subjects.mjs';

export { HEIGHT, WIDTH };

/** What a generated JPEG may weigh: heroes are served from these files, resized. */
export const MAX_JPEG_BYTES = 60 * 1024;

/** Subject name → { description, render }, in the order an editor's select lists them. */
export const SUBJECTS = Object.fromEntries(SUBJECT_LIST.map(({ name, description, render, document, mirror = true }) => [name, { description, render, document, mirror }]));

/** [name, description] pairs, e.g. for an editor's select. */
export const SUBJECT_OPTIONS = SUBJECT_LIST.map(({ name, description }) => ({ value: name, label: description }));

/**
 * The SVG source of one picture. Unknown subjects throw, naming the known ones.
 * What must stay the same across a place's pictures (a hotel's building) is
 * seeded by the place, the rest by the path.
 */
export function artworkSvg({ path, subject }) {
  const entry = SUBJECTS[subject];
  if (!entry) throw new Error(`Unknown artwork subject "${subject}" for ${path}. Known: ${Object.keys(SUBJECTS).join(', ')}`);
  if (entry.document) return entry.document(path);
  const scene = createScene(`${subject}:${path}`, `${subject}@${placeOf(path)}`);
  const flip = entry.mirror && scene.chance(0.5);
  const body = entry.render(scene, { path });
  return svgDocument(scene, flip ? group(body, `transform="translate(${WIDTH} 0) scale(-1 1)"`) : body);
}

/**
 * Written into every generated picture (EXIF ImageDescription), so the
 * generator can tell its own artwork, and the subject it shows, from a
 * photograph an editor dropped in, which it never touches.
 */
export const ARTWORK_MARK = 'cedarline-artwork:';

/** The subject a generated picture shows, or null for any other image (a photograph). */
export async function readArtworkSubject(bytes) {
  const { exif } = await sharp(bytes).metadata();
  const text = exif ? exif.toString('latin1') : '';
  const at = text.indexOf(ARTWORK_MARK);
  if (at < 0) return null;
  return text.slice(at + ARTWORK_MARK.length).match(/^[a-z0-9-]+/)?.[0] ?? null;
}

/** JPEG qualities tried in turn: the first whose file fits MAX_JPEG_BYTES wins. */
const JPEG_QUALITIES = [76, 72, 68, 64, 60, 56];

/**
 * Encode an SVG for an image path, in the format its extension names. A busy
 * picture that would pass the byte cap at quality 76 is encoded a notch lower
 * instead; flat artwork barely shows the difference.
 */
export async function encodeArtwork(svg, path, mark) {
  const image = sharp(Buffer.from(svg));
  if (mark) image.withExif({ IFD0: { ImageDescription: mark } });
  if (path.endsWith('.png')) return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), quality: null };
  if (path.endsWith('.webp')) return { bytes: await image.webp({ quality: 76 }).toBuffer(), quality: 76 };
  let result;
  for (const quality of JPEG_QUALITIES) {
    result = { bytes: await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer(), quality };
    if (result.bytes.length <= MAX_JPEG_BYTES) break;
  }
  return result;
}

/** The encoded picture for an image path and subject. */
export async function renderArtwork({ path, subject }) {
  return (await encodeArtwork(artworkSvg({ path, subject }), path, `${ARTWORK_MARK}${subject}`)).bytes;
}
