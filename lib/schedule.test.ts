import fc from 'fast-check';
import { paymentSchedule, planMonths, type Schedule } from './schedule';
import { planTerms } from './schedule.fixture';

/** Every payment a schedule asks for, one by one. */
function scheduleParts(schedule: Schedule) {
  const { down, balloting, possession, count, installment, last } = schedule;
  return [
    down,
    ...Array.from({ length: count }, (_, index) => (index === count - 1 ? last : installment)),
    balloting,
    possession,
  ];
}

const plan = planTerms;
const sum = (parts: number[]) => parts.reduce((total, part) => total + part, 0);

describe('a payment schedule', () => {
  it('pays 25% down and 36 equal months on PKR 7,200,000', () => {
    expect(paymentSchedule(7_200_000, plan({}))).toEqual({
      listed: 7_200_000,
      discount: 0,
      total: 7_200_000,
      down: 1_800_000,
      balloting: 0,
      possession: 0,
      count: 36,
      installment: 150_000,
      last: 150_000,
      frequency: 'monthly',
    });
  });

  it('gives the remainder to the last installment, in whole rupees', () => {
    const schedule = paymentSchedule(1_000_001, plan({ downPaymentPercent: 20, installments: 7 }))!;
    expect([schedule.down, schedule.installment, schedule.last]).toEqual([200_000, 114_285, 114_291]);
    expect(sum(scheduleParts(schedule))).toBe(1_000_001);
  });

  it('takes a discount off the listed price, and a payment in full has no installments', () => {
    const schedule = paymentSchedule(
      4_800_000,
      plan({ downPaymentPercent: 100, installments: 0, discountPercent: 5 }),
    )!;
    expect(schedule).toMatchObject({ discount: 240_000, total: 4_560_000, down: 4_560_000, count: 0 });
  });

  it('keeps what is due on balloting and on possession apart, and counts quarters as three months', () => {
    const terms = plan({
      downPaymentPercent: 10,
      installments: 8,
      frequency: 'quarterly',
      ballotingPercent: 10,
      possessionPercent: 20,
    });
    const schedule = paymentSchedule(2_500_000, terms)!;
    expect(schedule).toMatchObject({
      down: 250_000,
      balloting: 250_000,
      possession: 500_000,
      installment: 187_500,
      last: 187_500,
    });
    expect(planMonths(terms)).toBe(24);
  });

  it('has none when the shares due up front exceed the price, or leave a part no installment pays', () => {
    expect(paymentSchedule(1_000_000, plan({ downPaymentPercent: 60, possessionPercent: 50 }))).toBeNull();
    expect(paymentSchedule(1_000_000, plan({ downPaymentPercent: 50, installments: 0 }))).toBeNull();
  });

  it('always adds up to its total, to the rupee, whatever the price, percentages and terms', () => {
    const terms = fc.record({
      downPaymentPercent: fc.integer({ min: 0, max: 100 }),
      installments: fc.integer({ min: 1, max: 120 }),
      frequency: fc.constantFrom<'monthly' | 'quarterly'>('monthly', 'quarterly'),
      discountPercent: fc.integer({ min: 0, max: 30 }),
      ballotingPercent: fc.integer({ min: 0, max: 30 }),
      possessionPercent: fc.integer({ min: 0, max: 40 }),
    });
    let scheduled = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), terms, (price, plan) => {
        const schedule = paymentSchedule(price, plan);
        // Shares over the price, or a remainder smaller than the installments, have no schedule.
        if (!schedule) return;
        scheduled += 1;
        const parts = scheduleParts(schedule);
        expect(sum(parts)).toBe(schedule.total);
        expect(schedule.total + schedule.discount).toBe(price);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        expect(Math.abs(schedule.last - schedule.installment)).toBeLessThan(schedule.count);
      }),
      { numRuns: 2000 },
    );
    // Most random plans have a schedule: the property was checked, not skipped.
    expect(scheduled).toBeGreaterThan(1000);
  });
});
