import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listHotels } from '@/lib/content/hotels';
import { ROUTES } from '@/lib/routes';

/** The pre-rendered page an unknown hotel slug is answered with (status 404). */
export const HOTEL_NOT_FOUND_PATH = ROUTES.hotel('hotel-not-found');

const knownHotels = new Set(listHotels().map((hotel) => hotel.slug));

/** The path whose page answers `pathname` with a 404, or null when the path is not an unknown hotel. */
export function notFoundPageFor(pathname: string): string | null {
  const match = /^\/hotels\/([^/]+)\/?$/.exec(pathname);
  if (!match || knownHotels.has(match[1]!)) return null;
  return HOTEL_NOT_FOUND_PATH;
}

/**
 * Reads a pre-rendered page's HTML from the build output, once. Null where
 * there is none (next dev): the caller then lets Next answer with its 404.
 */
export function createPrerenderedReader(distDir: string, read = (file: string) => readFileSync(file, 'utf8')) {
  const cache = new Map<string, string | null>();
  return (pagePath: string): string | null => {
    if (!cache.has(pagePath)) {
      try {
        cache.set(pagePath, read(path.join(distDir, 'server', 'app', `${pagePath}.html`)));
      } catch {
        cache.set(pagePath, null);
      }
    }
    return cache.get(pagePath) ?? null;
  };
}
