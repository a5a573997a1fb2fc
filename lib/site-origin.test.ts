import { LOCAL_ORIGIN, siteOrigin } from './site-origin.mjs';

const VERCEL = { VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'cedarline.vercel.app' };
const NETLIFY = { NETLIFY: 'true', URL: 'https://cedarline.netlify.app' };

describe('siteOrigin', () => {
  it('takes NEXT_PUBLIC_SITE_URL over every host address', () => {
    expect(siteOrigin({ ...VERCEL, ...NETLIFY, NEXT_PUBLIC_SITE_URL: 'https://www.cedarlinegroup.com' })).toEqual({
      origin: 'https://www.cedarlinegroup.com',
      from: 'NEXT_PUBLIC_SITE_URL',
    });
  });

  it("takes Vercel's production domain, a bare host name, as https", () => {
    expect(siteOrigin(VERCEL)).toEqual({
      origin: 'https://cedarline.vercel.app',
      from: 'VERCEL_PROJECT_PRODUCTION_URL',
    });
  });

  it("takes Netlify's URL on Netlify", () => {
    expect(siteOrigin(NETLIFY)).toEqual({ origin: 'https://cedarline.netlify.app', from: "Netlify's URL" });
  });

  it('reads a host variable only on its own host', () => {
    expect(() => siteOrigin({ URL: 'https://cedarline.netlify.app' })).toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
    expect(() => siteOrigin({ VERCEL_PROJECT_PRODUCTION_URL: 'cedarline.vercel.app' })).toThrow(
      /NEXT_PUBLIC_SITE_URL is not set/,
    );
  });

  it('stops a build with no address, saying which variable to set and to what', () => {
    for (const env of [{}, { NEXT_PUBLIC_SITE_URL: '' }, { VERCEL: '1' }, { NETLIFY: 'true' }]) {
      expect(() => siteOrigin(env)).toThrow(
        /^NEXT_PUBLIC_SITE_URL is not set\. .*NEXT_PUBLIC_SITE_URL=https:\/\/www\.example\.com/,
      );
    }
  });

  it('gives a development server this machine, and a build never', () => {
    expect(siteOrigin({}, { development: true })).toEqual({ origin: LOCAL_ORIGIN, from: 'next dev' });
    expect(LOCAL_ORIGIN).toBe('http://localhost:3000');
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3001' }, { development: true }).origin).toBe(
      'http://localhost:3001',
    );
    expect(() => siteOrigin({}, { development: false })).toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
  });

  it('trims trailing slashes and writes the origin as browsers do', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://www.cedarlinegroup.com/' }).origin).toBe(
      'https://www.cedarlinegroup.com',
    );
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://WWW.CedarlineGroup.com:443//' }).origin).toBe(
      'https://www.cedarlinegroup.com',
    );
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://staging.cedarlinegroup.com:8443' }).origin).toBe(
      'https://staging.cedarlinegroup.com:8443',
    );
  });

  it('allows http on localhost and 127.0.0.1 only', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }).origin).toBe('http://localhost:3000');
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000/' }).origin).toBe('http://127.0.0.1:3000');
    expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: 'http://www.cedarlinegroup.com' })).toThrow(
      'NEXT_PUBLIC_SITE_URL is "http://www.cedarlinegroup.com": a public address must be https (https://www.cedarlinegroup.com)',
    );
    expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: 'http://192.168.1.10:3000' })).toThrow(/must be https/);
  });

  it('refuses an address with a path, query or user, naming the origin to give', () => {
    for (const value of [
      'https://www.cedarlinegroup.com/en',
      'https://www.cedarlinegroup.com/en/',
      'https://www.cedarlinegroup.com/?ref=x',
      'https://www.cedarlinegroup.com/#top',
      'https://admin@www.cedarlinegroup.com',
    ]) {
      expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: value })).toThrow(
        `NEXT_PUBLIC_SITE_URL is "${value}": give the origin alone, https://www.cedarlinegroup.com,`,
      );
    }
  });

  it('refuses what is not an absolute http(s) address', () => {
    for (const value of ['www.cedarlinegroup.com', '/', 'ftp://cedarlinegroup.com', 'https://', 'not a url']) {
      expect(() => siteOrigin({ NEXT_PUBLIC_SITE_URL: value })).toThrow(
        `NEXT_PUBLIC_SITE_URL is "${value}", not an absolute http(s) address such as https://www.example.com.`,
      );
    }
  });

  it("names the host's variable when the host's address is refused", () => {
    expect(() => siteOrigin({ NETLIFY: 'true', URL: 'http://cedarline.netlify.app' })).toThrow(
      /^Netlify's URL is "http:\/\/cedarline\.netlify\.app": a public address must be https/,
    );
    expect(() => siteOrigin({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'cedarline.vercel.app/site' })).toThrow(
      /^VERCEL_PROJECT_PRODUCTION_URL is "https:\/\/cedarline\.vercel\.app\/site": give the origin alone/,
    );
  });
});
