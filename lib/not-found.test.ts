import { PROXY_SERVED_PAGES } from '@/lib/security/proxy-pages.mjs';
import { HOTEL_NOT_FOUND_PATH, notFoundPageFor } from './not-found';

describe('notFoundPageFor', () => {
  it('answers an unknown hotel slug with the hotel not-found page', () => {
    expect(notFoundPageFor('/hotels/barrie')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor('/hotels/barrie/')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor(HOTEL_NOT_FOUND_PATH)).toBe(HOTEL_NOT_FOUND_PATH);
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
