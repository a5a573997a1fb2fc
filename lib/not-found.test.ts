import { PROXY_SERVED_PAGES } from '@/lib/security/proxy-pages.mjs';
import { HOTEL_NOT_FOUND_PATH, notFoundPageFor as answerFor } from './not-found';

/** The pages a build of today's content pre-renders. */
const BUILT = new Set(['/hotels/oshawa', '/hotels/brockville', HOTEL_NOT_FOUND_PATH, '/projects/cedarline-skyline']);
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

  it('leaves known hotels and every other path alone', () => {
    expect(notFoundPageFor('/hotels/oshawa')).toBeNull();
    expect(notFoundPageFor('/hotels/brockville')).toBeNull();
    expect(notFoundPageFor('/hotels/oshawa/rooms')).toBeNull();
    expect(notFoundPageFor('/projects/nope')).toBeNull();
    expect(notFoundPageFor('/hotels')).toBeNull();
  });
});

describe('the pages the proxy serves', () => {
  it('include the hotel not-found page, so the build copies its HTML into the manifest', () => {
    expect(PROXY_SERVED_PAGES).toContain(HOTEL_NOT_FOUND_PATH);
  });
});
