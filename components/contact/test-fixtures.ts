import type { UnitEnquiry } from './unit-fields-view';

/** The function's address as the local stack serves it, where a served form posts. */
export const FUNCTION_URL = 'http://127.0.0.1:54321/functions/v1/send-contact-email';

/** An enquiry about Villas Karachi, as its page hands it to the form (two of its sizes and plans). */
export const VILLAS_UNIT: UnitEnquiry = {
  project: 'Villas Karachi',
  sizes: [
    { slug: '80-sq-yd-villa', name: '80 sq yd villa' },
    { slug: '120-sq-yd-villa', name: '120 sq yd villa' },
  ],
  plans: [
    { slug: 'full-payment', name: 'Full payment' },
    { slug: '36-month-plan', name: '36-month plan' },
  ],
  labels: { size: 'Size', plan: 'Payment plan' },
  subjects: { enquiry: 'Villas Karachi — sales enquiry', visit: 'Villas Karachi — site visit' },
};
