export const FONT_DIR: string;
export const PRINTABLE_ASCII: string;
export const LATIN_1: string;
export const URDU_KEYBOARD: string;
export interface FontFace {
  file: string;
  source: string;
  always: string;
  weight?: { min: number; max: number };
  /** The only characters the face is for (the Nastaliq face: the Arabic script). */
  only?: RegExp;
}
export const FACES: FontFace[];
export function siteCharacters(root?: string): string;
export function describeFont(file: string): Promise<{ characters: string; weight: { min: number; max: number } | null }>;
export function subsetFonts(
  root?: string,
  outDir?: string,
): Promise<{ file: string; bytes: number; characters: number; written: boolean }[]>;
