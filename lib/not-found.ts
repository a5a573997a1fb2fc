import { ROUTES } from '@/lib/routes';

/** The pre-rendered page an unknown hotel slug is answered with (status 404). */
export const HOTEL_NOT_FOUND_PATH = ROUTES.hotel('hotel-not-found');

/**
 * The path whose page answers `pathname` with a 404, or null when the path is
 * not an unknown hotel. A hotel is known when the build pre-rendered its page
 * (`isPage`, from the build's manifest), so the proxy never reads content/.
 */
export function notFoundPageFor(pathname: string, isPage: (pathname: string) => boolean): string | null {
  const match = /^\/hotels\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  if (pathname.replace(/\/$/, '') === HOTEL_NOT_FOUND_PATH) return HOTEL_NOT_FOUND_PATH;
  return isPage(pathname) ? null : HOTEL_NOT_FOUND_PATH;
}
