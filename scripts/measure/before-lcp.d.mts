export const VIEWPORT_WIDTH: number;
export const PIXEL_RATIO: number;
export function cssMarker(css: string): string | null;
export function firstRequest(html: string): { rel: string; as: string | null; href: string | null } | null;
export interface Head {
  stylesheets: { blocking: string[]; inlined: { href: string | undefined; copies: number }[] };
  fontPreloads: (string | undefined)[];
  firstRequest: ReturnType<typeof firstRequest>;
  opener: string | null;
}
export function headProblems(head: Head, options?: { hero?: boolean }): string[];
