import { lowercaseRedirect } from './lowercase';

describe('lowercaseRedirect', () => {
  it('leaves lowercase paths alone', () => {
    expect(lowercaseRedirect(new URL('http://x/hotels/oshawa?Ref=A'))).toBeNull();
  });

  it('lowercases the path and keeps the query string as it was', () => {
    const target = lowercaseRedirect(new URL('http://x/Hotels/OSHAWA?Ref=Mail&b=C'));
    expect(target?.pathname).toBe('/hotels/oshawa');
    expect(target?.search).toBe('?Ref=Mail&b=C');
    expect(target?.host).toBe('x');
  });
});
