import { URDU_PREFIX } from '@/lib/i18n/locales';
import { isUrduPath, ROUTES } from '@/lib/routes';

/** The pre-rendered page an unknown hotel slug is answered with (status 404). */
export const HOTEL_NOT_FOUND_PATH = ROUTES.hotel('hotel-not-found');
/** The pre-rendered Urdu 404, which answers any unknown path under /ur. */
export const URDU_NOT_FOUND_PATH = `${URDU_PREFIX}/page-not-found`;

/**
 * The path whose page answers `pathname` with a 404, or null when the path is
 * answered otherwise: an unknown hotel gets the hotel not-found page, an
 * unknown path under /ur the Urdu one; any other unknown path the site's
 * global not-found page, which Next serves itself. A page is known when the
 * build pre-rendered it (`isPage`, from the build's manifest), so the proxy
 * never reads content/.
 */
export function notFoundPageFor(pathname: string, isPage: (pathname: string) => boolean): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === HOTEL_NOT_FOUND_PATH || path === URDU_NOT_FOUND_PATH) return path;
  if (isPage(path)) return null;
  if (/^\/hotels\/[^/]+$/.test(path)) return HOTEL_NOT_FOUND_PATH;
  if (isUrduPath(path)) return URDU_NOT_FOUND_PATH;
  return null;
}
