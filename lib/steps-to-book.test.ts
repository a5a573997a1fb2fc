import english from '@/content/messages/en.json';
import urdu from '@/content/messages/ur.json';
import type { PlanTerms } from '@/lib/schedule';
import { planTerms } from '@/lib/schedule.fixture';
import { bookingFigures, type BookingWords } from './steps-to-book';

const wordsOf = (catalogue: typeof english, locale: 'en' | 'ur'): BookingWords => ({
  ...catalogue.project.booking,
  caption: catalogue.project.schedule.caption,
  money: catalogue.money,
  locale,
});
const EN = wordsOf(english, 'en');
const plan = (terms: Partial<PlanTerms> & { name: string }) => planTerms({ downPaymentPercent: 20, ...terms });
const SIZES = [
  { name: '300 sq ft shop', price: 2_850_000 },
  { name: '150 sq ft shop', price: 1_500_000 },
];

describe('the figures of the steps to book', () => {
  it('gives the lowest down payment of a plan with installments, with the plan and size that ask it, from their terms', () => {
    const plans = [
      plan({ name: '36-month plan' }),
      plan({ name: 'Full payment', downPaymentPercent: 100, installments: 0, discountPercent: 5 }),
    ];
    expect(bookingFigures(SIZES, plans, EN).downPayment).toBe('PKR 300,000 (36-month plan, 150 sq ft shop)');
    // The same plan asking a larger share: the step's words follow the plan.
    plans[0] = plan({ name: '36-month plan', downPaymentPercent: 30 });
    expect(bookingFigures(SIZES, plans, EN).downPayment).toBe('PKR 450,000 (36-month plan, 150 sq ft shop)');
    // A cheaper plan added: it is the one named.
    plans.push(
      plan({ name: '18-month quarterly plan', downPaymentPercent: 10, installments: 6, frequency: 'quarterly' }),
    );
    expect(bookingFigures(SIZES, plans, EN).downPayment).toBe('PKR 150,000 (18-month quarterly plan, 150 sq ft shop)');
  });

  it('counts the first installment from booking by the plans’ frequencies, and gives none when every plan is paid in full', () => {
    const monthly = plan({ name: '36-month plan' });
    const quarterly = plan({ name: '36-month quarterly plan', installments: 12, frequency: 'quarterly' });
    const full = plan({ name: 'Full payment', downPaymentPercent: 100, installments: 0 });
    expect(bookingFigures(SIZES, [monthly], EN).firstInstallment).toBe('a month after booking on a monthly plan');
    expect(bookingFigures(SIZES, [quarterly, full], EN).firstInstallment).toBe(
      'three months after booking on a quarterly plan',
    );
    expect(bookingFigures(SIZES, [monthly, quarterly], EN).firstInstallment).toBe(
      'a month after booking on a monthly plan, or three months after booking on a quarterly plan',
    );
    expect(bookingFigures(SIZES, [full], EN)).toEqual({
      downPayment: 'PKR 1,500,000 (Full payment, 150 sq ft shop)',
      firstInstallment: null,
    });
    expect(bookingFigures(SIZES, [], EN)).toEqual({ downPayment: null, firstInstallment: null });
  });

  it('writes them in Urdu with the Urdu page’s words and figures', () => {
    expect(bookingFigures(SIZES, [plan({ name: '36 ماہ کا پلان' })], wordsOf(urdu, 'ur'))).toEqual({
      downPayment: 'Rs 300,000 (36 ماہ کا پلان برائے 150 sq ft shop)',
      firstInstallment: 'ماہانہ پلان پر بکنگ کے ایک ماہ بعد',
    });
  });
});
