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
