import { actionHref } from './actions';

const SALES = { slug: 'karachi-sales' };

describe('project page buttons', () => {
  it('send section buttons to an in-page anchor', () => {
    expect(actionHref({ label: 'View Available Plots', goesTo: { kind: 'plots' } }, SALES)).toBe('#available-plots');
    expect(actionHref({ label: 'View Payment Options', goesTo: { kind: 'payments' } }, SALES)).toBe('#payment-options');
  });

  it('send a site visit button to the form with the day asked for', () => {
    expect(actionHref({ label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: true } }, SALES)).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}&team=karachi-sales&visit=1#contact`,
    );
  });

  it('send contact buttons to the form with the subject filled in and the page\'s team chosen', () => {
    expect(actionHref({ label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: false } }, SALES)).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}&team=karachi-sales#contact`,
    );
  });
});
