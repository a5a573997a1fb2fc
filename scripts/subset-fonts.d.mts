export const FONT_DIR: string;
export const SERVED_FONT_DIR: string;
export const FACES_CSS: string;
export const PRINTABLE_ASCII: string;
export const LATIN_1: string;
export const URDU_KEYBOARD: string;
export interface FontFace {
  file: string;
  family: string;
  variable?: string;
  source: string;
  always: string;
  weight?: { min: number; max: number };
  weightAxis?: boolean;
  fallbacks: { name: string; local: string[]; metrics?: string; width?: number }[];
  local?: string[];
  /** The only characters the face is for (the Nastaliq face: the Arabic script). */
  only?: RegExp;
  /** The custom property of the face with the Urdu face's line metrics, for a Latin run on an Urdu page. */
  inUrdu?: string;
}
export const FACES: FontFace[];
export function siteCharacters(root?: string): string;
export function describeFont(file: string): Promise<{ characters: string; weight: { min: number; max: number } | null }>;
export function subsetFonts(
  root?: string,
  outDir?: string,
  servedDir?: string,
): Promise<{ file: string; href: string; bytes: number; characters: number; written: boolean }[]>;
export function unicodeRange(text: string): string;
