import { actionHref } from './actions';

describe('project page buttons', () => {
  it('send section buttons to an in-page anchor', () => {
    expect(actionHref({ label: 'View Available Plots', goesTo: { kind: 'plots' } })).toBe('#available-plots');
    expect(actionHref({ label: 'View Payment Options', goesTo: { kind: 'payments' } })).toBe('#payment-options');
  });

  it('send contact buttons to the form with the subject filled in', () => {
    expect(actionHref({ label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit' } })).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}#contact`,
    );
  });
});
