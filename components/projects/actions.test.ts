import { actionHref } from './actions';

describe('project page buttons', () => {
  it('send section buttons to an in-page anchor', () => {
    expect(actionHref({ label: 'View Available Villas', goesTo: { kind: 'sizes' } })).toBe('#available-units');
    expect(actionHref({ label: 'View Payment Options', goesTo: { kind: 'payments' } })).toBe('#payment-options');
  });

  it('send the sales enquiry to the page’s own form, never to another page', () => {
    expect(
      actionHref({
        label: 'Contact Sales Team',
        goesTo: { kind: 'contact', subject: 'Villas Karachi — sales enquiry', visit: false },
      }),
    ).toBe('#enquire');
    expect(actionHref({ label: 'پلاٹ', goesTo: { kind: 'contact', subject: 'سیلز', visit: false } })).toBe('#enquire');
  });

  it('send a site visit button to the same form, at the anchor that ticks the visit', () => {
    expect(
      actionHref({
        label: 'Schedule Site Visit',
        goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: true },
      }),
    ).toBe('#site-visit');
    expect(actionHref({ label: 'سائٹ وزٹ', goesTo: { kind: 'contact', subject: 'سائٹ وزٹ', visit: true } })).toBe(
      '#site-visit',
    );
  });
});
