import { canonicalRedirect, trailingSlashRedirect } from './lowercase';

const target = (href: string) => canonicalRedirect(new URL(href))?.href ?? null;

describe('canonicalRedirect', () => {
  it('leaves canonical paths alone', () => {
    expect(target('http://x/hotels/oshawa?Ref=A')).toBeNull();
    expect(target('http://x/')).toBeNull();
    expect(target('http://x/?a=B')).toBeNull();
  });

  it('lowercases the path and keeps the query string as it was', () => {
    const redirect = canonicalRedirect(new URL('http://x/Hotels/OSHAWA?Ref=Mail&b=C'));
    expect(redirect?.pathname).toBe('/hotels/oshawa');
    expect(redirect?.search).toBe('?Ref=Mail&b=C');
    expect(redirect?.host).toBe('x');
  });

  it('drops trailing slashes, lowercasing in the same step', () => {
    expect(target('http://x/about/')).toBe('http://x/about');
    expect(target('http://x/about///?a=B')).toBe('http://x/about?a=B');
    expect(target('http://x/Lakeshore-Inn-Oshawa/')).toBe('http://x/lakeshore-inn-oshawa');
  });

  it("keeps a file's name as it is, and drops a slash after it", () => {
    expect(target('http://x/images/pages/chg-canada/heroImage/src.jpg')).toBeNull();
    expect(target('http://x/robots.txt/')).toBe('http://x/robots.txt');
    expect(target('http://x/Images/Photo.JPG/')).toBe('http://x/Images/Photo.JPG');
  });
});

describe('trailingSlashRedirect', () => {
  it('drops trailing slashes and nothing else', () => {
    expect(trailingSlashRedirect(new URL('http://x/Keystatic/collection/canadaHotels/'))?.pathname).toBe(
      '/Keystatic/collection/canadaHotels',
    );
    expect(trailingSlashRedirect(new URL('http://x/keystatic'))).toBeNull();
    expect(trailingSlashRedirect(new URL('http://x/'))).toBeNull();
  });
});
