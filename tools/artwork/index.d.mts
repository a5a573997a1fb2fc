export const WIDTH: number;
export const HEIGHT: number;
export const MAX_JPEG_BYTES: number;

export interface ArtworkSubject {
  description: string;
  mirror: boolean;
}

export const SUBJECTS: Readonly<Record<string, ArtworkSubject>>;
export const SUBJECT_OPTIONS: ReadonlyArray<{ value: string; label: string }>;

export interface ArtworkRequest {
  /** The image's public path, e.g. /images/hotels/oshawa-pool.jpg: it seeds the picture and names the format. */
  path: string;
  subject: string;
}

/** What a picture shows, in English and in Urdu. */
export interface ArtworkWords {
  en: string;
  ur: string;
}

/** Words for each time of day an exterior is drawn at. */
export const TIMES: Readonly<Record<'night' | 'dusk' | 'sunset' | 'day', ArtworkWords>>;
/** The place a picture belongs to: its record's or page's folder under /images/. */
export function placeOf(imagePath: string): string;
export function drawArtwork(request: ArtworkRequest): { svg: string; words: ArtworkWords };
export function artworkSvg(request: ArtworkRequest): string;
export const ARTWORK_MARK: string;
export function readArtwork(bytes: Buffer): Promise<{ subject: string | null; words: ArtworkWords | null } | null>;
export function encodeArtwork(svg: string, path: string, embed?: { mark?: string; words?: ArtworkWords }): Promise<{ bytes: Buffer; quality: number | null }>;
export function renderArtwork(request: ArtworkRequest): Promise<Buffer>;
