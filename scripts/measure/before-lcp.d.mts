export const VIEWPORT_WIDTH: number;
export const PIXEL_RATIO: number;
export function rangeHasLatin(range: string): boolean;
export function cssMarker(css: string): string | null;
export function firstRequest(html: string): { rel: string; as: string | null; href: string | null } | null;
export interface Head {
  stylesheets: { blocking: string[]; inlined: { copies: number }[] };
  fontPreloads: (string | undefined)[];
  firstRequest: ReturnType<typeof firstRequest>;
  opener: string | null;
}
export function headProblems(head: Head): string[];
export interface BeforeLcp {
  document: number;
  fonts: { total: number; files: { path: string; bytes: number }[] };
  css: { total: number };
  hero: { url: string; width: number | null; descriptor: string; bytes: number } | null;
  total: number;
  dom: number;
  lang: string | null;
  head: Head;
}
export function beforeLcp(origin: string, path: string): Promise<BeforeLcp>;
export function pageHead(origin: string, path: string): Promise<{ html: string; head: Head }>;
