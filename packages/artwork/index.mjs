// @ts-check
/**
 * The artwork library: one renderer per subject, and `renderArtwork`, which
 * turns an image path and a subject into the bytes of a placeholder picture.
 *
 * Contract: the same { path, subject } always gives the same bytes; each
 * subject is recognisable at card size; a JPEG stays near or under
 * MAX_JPEG_BYTES. The format follows the path's extension (.jpg, .webp, .png).
 * Every picture comes with what it shows, in words (English and Urdu), said
 * by the renderer as it draws: the words a record's alt text gives.
 */
import sharp from 'sharp';
import { HEIGHT, WIDTH, createScene, group, placeOf, svgDocument } from './core.mjs';

export { TIMES, placeOf } from './core.mjs';
import { SUBJECT_LIST } from './subjects.mjs';

export { HEIGHT, WIDTH };

/**
 * @typedef {{ en: string; ur: string }} ArtworkWords What a picture shows, in English and in Urdu.
 * @typedef {{ path: string; subject: string }} ArtworkRequest The image's public path (e.g. /images/hotels/oshawa-pool.jpg: it
 *   seeds the picture and names the format) and the subject it shows.
 * @typedef {(scene: any, options: { path: string }) => string} Render Draws a scene's body; says what it shows on the scene.
 * @typedef {(path: string) => { svg: string; words: ArtworkWords }} Document Draws a whole picture (a page-like subject).
 * @typedef {{ description: string; mirror: boolean } & ({ render: Render; document?: undefined } | { document: Document; render?: undefined })} ArtworkSubject
 */

/** What a generated JPEG may weigh: heroes are served from these files, resized. */
export const MAX_JPEG_BYTES = 60 * 1024;

/** Subject name → { description, render }, in the order an editor's select lists them. */
export const SUBJECTS = /** @type {Readonly<Record<string, ArtworkSubject>>} */ (
  Object.fromEntries(
    SUBJECT_LIST.map(
      (
        /** @type {{ name: string; description: string; render?: Render; document?: Document; mirror?: boolean }} */ {
          name,
          description,
          render,
          document,
          mirror = true,
        },
      ) => [name, { description, render, document, mirror }],
    ),
  )
);

/** [name, description] pairs, e.g. for an editor's select. */
export const SUBJECT_OPTIONS = SUBJECT_LIST.map(({ name, description }) => ({ value: name, label: description }));

/**
 * One picture: its SVG source and what it shows, in words. Unknown subjects
 * throw, naming the known ones. What must stay the same across a place's
 * pictures (a hotel's building) is seeded by the place, the rest by the path.
 * @param {ArtworkRequest} request
 * @returns {{ svg: string; words: ArtworkWords }}
 */
export function drawArtwork({ path, subject }) {
  const entry = SUBJECTS[subject];
  if (!entry)
    throw new Error(`Unknown artwork subject "${subject}" for ${path}. Known: ${Object.keys(SUBJECTS).join(', ')}`);
  if (entry.document) return entry.document(path);
  const scene = createScene(`${subject}:${path}`, `${subject}@${placeOf(path)}`);
  const flip = entry.mirror && scene.chance(0.5);
  const body = entry.render(scene, { path });
  if (!scene.description) throw new Error(`The "${subject}" renderer drew ${path} without saying what it shows`);
  return {
    svg: svgDocument(scene, flip ? group(body, `transform="translate(${WIDTH} 0) scale(-1 1)"`) : body),
    words: scene.description,
  };
}

/** The SVG source of one picture. */
export const artworkSvg = (/** @type {ArtworkRequest} */ request) => drawArtwork(request).svg;

/**
 * Written into every generated picture (EXIF ImageDescription), so the
 * generator can tell its own artwork, and the subject it shows, from a
 * photograph an editor dropped in, which it never touches.
 */
export const ARTWORK_MARK = 'cedarline-artwork:';

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (/** @type {string} */ text) =>
  text.replace(/[&<>"]/g, (c) => XML_ESCAPES[/** @type {keyof typeof XML_ESCAPES} */ (c)]);
const unescapeXml = (/** @type {string} */ text) =>
  text.replace(
    /&(amp|lt|gt|quot);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[/** @type {'amp' | 'lt' | 'gt' | 'quot'} */ (name)],
  );

/**
 * What the picture shows, as XMP's dc:description in English (the default) and Urdu: where photo tools look for a caption.
 * @param {ArtworkWords} words
 */
function wordsXmp({ en, ur }) {
  /** @type {(lang: string, text: string) => string} */
  const li = (lang, text) => `<rdf:li xml:lang="${lang}">${escapeXml(text)}</rdf:li>`;
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    `<dc:description><rdf:Alt>${li('x-default', en)}${li('ur', ur)}</rdf:Alt></dc:description>` +
    '</rdf:Description></rdf:RDF></x:xmpmeta>'
  );
}

/**
 * A generated picture's subject and words (null words: drawn before the
 * generator wrote them), or null for any other image (a photograph).
 * @param {Buffer} bytes
 * @returns {Promise<{ subject: string | null; words: ArtworkWords | null } | null>}
 */
export async function readArtwork(bytes) {
  const { exif, xmp } = await sharp(bytes).metadata();
  const text = exif ? exif.toString('latin1') : '';
  const at = text.indexOf(ARTWORK_MARK);
  if (at < 0) return null;
  const subject = text.slice(at + ARTWORK_MARK.length).match(/^[a-z0-9-]+/)?.[0] ?? null;
  const said = (/** @type {string} */ lang) =>
    xmp?.toString('utf8').match(new RegExp(`<rdf:li xml:lang="${lang}">([^<]*)</rdf:li>`))?.[1];
  const [en, ur] = [said('x-default'), said('ur')];
  return { subject, words: en !== undefined && ur !== undefined ? { en: unescapeXml(en), ur: unescapeXml(ur) } : null };
}

/** JPEG qualities tried in turn: the first whose file fits MAX_JPEG_BYTES wins. */
const JPEG_QUALITIES = [76, 72, 68, 64, 60, 56];

/**
 * Encode an SVG for an image path, in the format its extension names, with
 * the artwork's mark and words when given. A busy picture that would pass the
 * byte cap at quality 76 is encoded a notch lower instead; flat artwork
 * barely shows the difference.
 * @param {string} svg
 * @param {string} path
 * @param {{ mark?: string; words?: ArtworkWords }} [embed]
 * @returns {Promise<{ bytes: Buffer; quality: number | null }>}
 */
export async function encodeArtwork(svg, path, { mark, words } = {}) {
  const image = sharp(Buffer.from(svg));
  if (mark) image.withExif({ IFD0: { ImageDescription: mark } });
  if (words) image.withXmp(wordsXmp(words));
  if (path.endsWith('.png')) return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), quality: null };
  if (path.endsWith('.webp')) return { bytes: await image.webp({ quality: 76 }).toBuffer(), quality: 76 };
  /** @type {{ bytes: Buffer; quality: number | null }} */
  let result = { bytes: Buffer.alloc(0), quality: null };
  for (const quality of JPEG_QUALITIES) {
    result = { bytes: await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer(), quality };
    if (result.bytes.length <= MAX_JPEG_BYTES) break;
  }
  return result;
}

/**
 * The encoded picture for an image path and subject, carrying its mark and its words.
 * @param {ArtworkRequest} request
 * @returns {Promise<Buffer>}
 */
export async function renderArtwork({ path, subject }) {
  const { svg, words } = drawArtwork({ path, subject });
  return (await encodeArtwork(svg, path, { mark: `${ARTWORK_MARK}${subject}`, words })).bytes;
}
