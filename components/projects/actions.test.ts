import { actionHref } from './actions';

const SALES = { slug: 'karachi-sales' };

describe('project page buttons', () => {
  it('send section buttons to an in-page anchor', () => {
    expect(actionHref({ label: 'View Available Plots', goesTo: { kind: 'sizes' } }, SALES, 'en')).toBe('#available-units');
    expect(actionHref({ label: 'View Payment Options', goesTo: { kind: 'payments' } }, SALES, 'en')).toBe('#payment-options');
  });

  it('send a site visit button to the form with the day asked for', () => {
    expect(actionHref({ label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: true } }, SALES, 'en')).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}&team=karachi-sales&visit=1#contact`,
    );
  });

  it('send an Urdu page’s contact buttons to the Urdu form', () => {
    expect(actionHref({ label: 'سائٹ وزٹ', goesTo: { kind: 'contact', subject: 'سائٹ وزٹ', visit: true } }, SALES, 'ur')).toBe(
      `/ur?subject=${encodeURIComponent('سائٹ وزٹ')}&team=karachi-sales&visit=1#contact`,
    );
    expect(actionHref({ label: 'پلاٹ', goesTo: { kind: 'sizes' } }, SALES, 'ur')).toBe('#available-units');
  });

  it('send contact buttons to the form with the subject filled in and the page\'s team chosen', () => {
    expect(actionHref({ label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: false } }, SALES, 'en')).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}&team=karachi-sales#contact`,
    );
  });
});
