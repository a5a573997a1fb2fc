import { PROXY_SERVED_PAGES } from '@/lib/security/proxy-pages.mjs';
import { HOTEL_NOT_FOUND_PATH, notFoundPageFor as answerFor, URDU_NOT_FOUND_PATH } from './not-found';

/** The pages a build of today's content pre-renders. */
const BUILT = new Set([
  '/hotels/oshawa',
  '/hotels/brockville',
  HOTEL_NOT_FOUND_PATH,
  '/projects/cedarline-skyline',
  '/ur',
  '/ur/chg-pakistan',
  '/ur/projects/cedarline-skyline',
  URDU_NOT_FOUND_PATH,
]);
const notFoundPageFor = (pathname: string) => answerFor(pathname, (path) => BUILT.has(path.replace(/\/$/, '')));

describe('notFoundPageFor', () => {
  it('answers an unknown hotel slug with the hotel not-found page', () => {
    expect(notFoundPageFor('/hotels/barrie')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor('/hotels/barrie/')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor(HOTEL_NOT_FOUND_PATH)).toBe(HOTEL_NOT_FOUND_PATH);
  });

  it('takes a hotel as known only when the build pre-rendered its page', () => {
    expect(answerFor('/hotels/oshawa', () => false)).toBe(HOTEL_NOT_FOUND_PATH);
    expect(answerFor('/hotels/midland', (path) => path === '/hotels/midland')).toBeNull();
  });

  it('answers an unknown path under /ur with the Urdu not-found page, and leaves the Urdu pages alone', () => {
    for (const path of [
      '/ur/nope',
      '/ur/projects/nope',
      '/ur/chg-canada',
      '/ur/hotels/oshawa',
      '/ur/chg-pakistan/extra',
      URDU_NOT_FOUND_PATH,
    ]) {
      expect(notFoundPageFor(path)).toBe(URDU_NOT_FOUND_PATH);
    }
    for (const path of ['/ur', '/ur/chg-pakistan', '/ur/chg-pakistan/', '/ur/projects/cedarline-skyline'])
      expect(notFoundPageFor(path)).toBeNull();
    // Not under /ur: /urdu and /ur-something are other (unknown) English paths.
    expect(notFoundPageFor('/urdu')).toBeNull();
    expect(notFoundPageFor('/ur-x')).toBeNull();
  });

  it('leaves known hotels and every other path alone', () => {
    expect(notFoundPageFor('/hotels/oshawa')).toBeNull();
    expect(notFoundPageFor('/hotels/brockville')).toBeNull();
    expect(notFoundPageFor('/hotels/oshawa/rooms')).toBeNull();
    expect(notFoundPageFor('/projects/nope')).toBeNull();
    expect(notFoundPageFor('/hotels')).toBeNull();
  });
});

describe('the pages the proxy serves', () => {
  it('include the hotel and Urdu not-found pages, so the build copies their HTML into the manifest', () => {
    expect(PROXY_SERVED_PAGES).toContain(HOTEL_NOT_FOUND_PATH);
    expect(PROXY_SERVED_PAGES).toContain(URDU_NOT_FOUND_PATH);
  });
});
