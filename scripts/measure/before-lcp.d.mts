export const VIEWPORT_WIDTH: number;
export const PIXEL_RATIO: number;
export function cssMarker(css: string): string | null;
export function firstRequest(html: string): { rel: string; as: string | null; href: string | null } | null;
