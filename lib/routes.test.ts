import { MESSAGE_PAGES } from '@/supabase/functions/_shared/form-post';
import { contactHref, FIXED_ROUTES, otherLanguagePage, pathIn, ROUTES, whatsappHref } from './routes';

describe('the pages the contact form lands on without JavaScript', () => {
  it('are where the function sends the browser, in English and under /ur, and no record can take their address', () => {
    for (const [route, pages] of [
      [ROUTES.messageSent, MESSAGE_PAGES.sent],
      [ROUTES.messageNotSent, MESSAGE_PAGES.notSent],
    ] as const) {
      expect(route).toBe(pages.en);
      expect(pathIn(route, 'ur')).toBe(pages.ur);
      expect(FIXED_ROUTES).toContain(route);
    }
  });
});

describe('otherLanguagePage', () => {
  it('leads from a page in both languages to its pair, either way', () => {
    for (const [english, urdu] of [
      ['/', '/ur'],
      ['/chg-pakistan', '/ur/chg-pakistan'],
      ['/ongoing-projects', '/ur/ongoing-projects'],
      ['/projects/cedarline-villas-karachi', '/ur/projects/cedarline-villas-karachi'],
      [ROUTES.messageSent, MESSAGE_PAGES.sent.ur],
    ] as const) {
      expect(otherLanguagePage(english)).toEqual({ locale: 'ur', href: urdu, counterpart: true });
      expect(otherLanguagePage(urdu)).toEqual({ locale: 'en', href: english, counterpart: true });
    }
  });

  it('leads from a page in one language only to the home of the other', () => {
    for (const english of [
      '/about',
      '/chg-canada',
      '/hotels/oshawa',
      '/hotels/hotel-not-found',
      '/oshawa-convention-center',
      '/no-such-page',
      '/_not-found',
    ]) {
      expect(otherLanguagePage(english)).toEqual({ locale: 'ur', href: '/ur', counterpart: false });
    }
    // The Urdu 404, and any Urdu address whose English page has no Urdu one.
    for (const urdu of ['/ur/page-not-found', '/ur/about', '/ur/urdu']) {
      expect(otherLanguagePage(urdu)).toEqual({ locale: 'en', href: '/', counterpart: false });
    }
  });
});

describe('contactHref', () => {
  it('opens the form with the subject filled in and the team chosen', () => {
    expect(contactHref('Villas Karachi — site visit', 'karachi-sales')).toBe(
      '/?subject=Villas%20Karachi%20%E2%80%94%20site%20visit&team=karachi-sales#contact',
    );
  });

  it('leaves out what is not given: a subject alone, a team alone, or neither (the header link)', () => {
    expect(contactHref('Q&A about plots #2')).toBe('/?subject=Q%26A%20about%20plots%20%232#contact');
    expect(contactHref(null, 'karachi-sales')).toBe('/?team=karachi-sales#contact');
    expect(contactHref()).toBe(ROUTES.contact);
    expect(contactHref('', '')).toBe('/#contact');
  });

  it('asks for a site visit with visit=1 after the subject and team, and not otherwise', () => {
    expect(contactHref('Villas Karachi — site visit', 'karachi-sales', true)).toBe(
      '/?subject=Villas%20Karachi%20%E2%80%94%20site%20visit&team=karachi-sales&visit=1#contact',
    );
    expect(contactHref(null, 'karachi-sales', true)).toBe('/?team=karachi-sales&visit=1#contact');
    expect(contactHref('Villas Karachi — site visit', 'karachi-sales', false)).toBe(
      contactHref('Villas Karachi — site visit', 'karachi-sales'),
    );
    expect(new URL(contactHref('Plots', 'karachi-sales', true), 'http://localhost').searchParams.get('visit')).toBe(
      '1',
    );
  });

  it('round-trips through the query the form reads', () => {
    const href = contactHref('Rooms & rates: 50% off? +tax', 'canada-hospitality');
    const query = new URL(href, 'http://localhost').searchParams;
    expect(query.get('subject')).toBe('Rooms & rates: 50% off? +tax');
    expect(query.get('team')).toBe('canada-hospitality');
  });
});

describe('whatsappHref', () => {
  it('is a wa.me link with the number in digits and the first message typed in', () => {
    const href = whatsappHref(
      '+92 300 555 0149',
      'Assalam-o-Alaikum, I would like to know more about Cedarline Villas Karachi.',
    );
    expect(href).toBe(
      'https://wa.me/923005550149?text=Assalam-o-Alaikum%2C%20I%20would%20like%20to%20know%20more%20about%20Cedarline%20Villas%20Karachi.',
    );
    const url = new URL(href);
    expect(url.searchParams.get('text')).toBe(
      'Assalam-o-Alaikum, I would like to know more about Cedarline Villas Karachi.',
    );
  });

  it('keeps characters that would end the query, such as & and #, inside the message', () => {
    const url = new URL(whatsappHref('+1 905 555 0142', 'Suites & Residency #4'));
    expect(url.pathname).toBe('/19055550142');
    expect(url.searchParams.get('text')).toBe('Suites & Residency #4');
  });
});
