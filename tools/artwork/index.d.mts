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

export function artworkSvg(request: ArtworkRequest): string;
export const ARTWORK_MARK: string;
export function readArtworkSubject(bytes: Buffer): Promise<string | null>;
export function encodeArtwork(svg: string, path: string, mark?: string): Promise<{ bytes: Buffer; quality: number | null }>;
export function renderArtwork(request: ArtworkRequest): Promise<Buffer>;
