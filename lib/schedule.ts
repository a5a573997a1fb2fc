/**
 * A payment schedule in whole rupees, computed from a price and a plan's
 * terms, never typed: the discount comes off the listed price, the down
 * payment and any amounts due on balloting or on possession are shares of
 * what remains, and the rest is paid in equal installments, the last one
 * taking the remainder, so the parts always add up to the total exactly.
 */

export type Frequency = 'monthly' | 'quarterly';

/** A plan's terms, in whole percentages of the price. */
export type PlanTerms = {
  downPaymentPercent: number;
  /** 0 when the down payment and the amounts due on balloting and possession are the whole price. */
  installments: number;
  frequency: Frequency;
  discountPercent: number;
  ballotingPercent: number;
  possessionPercent: number;
};

export type Schedule = {
  listed: number;
  discount: number;
  total: number;
  down: number;
  balloting: number;
  possession: number;
  /** How many installments, each of `installment`, but the last, of `last`. */
  count: number;
  installment: number;
  last: number;
  frequency: Frequency;
};

const share = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** The schedule of `price` under `terms`; null when the shares due up front exceed the price, or leave a part no installment pays. */
export function paymentSchedule(price: number, terms: PlanTerms): Schedule | null {
  const discount = share(price, terms.discountPercent);
  const total = price - discount;
  const down = share(total, terms.downPaymentPercent);
  const balloting = share(total, terms.ballotingPercent);
  const possession = share(total, terms.possessionPercent);
  const rest = total - down - balloting - possession;
  const count = terms.installments;
  if (rest < 0 || (count === 0 && rest !== 0) || (count > 0 && rest < count)) return null;
  const installment = count ? Math.floor(rest / count) : 0;
  const last = count ? rest - installment * (count - 1) : 0;
  return {
    listed: price,
    discount,
    total,
    down,
    balloting,
    possession,
    count,
    installment,
    last,
    frequency: terms.frequency,
  };
}

/** How many months a plan's installments run over. */
export function planMonths(terms: Pick<PlanTerms, 'installments' | 'frequency'>) {
  return terms.installments * (terms.frequency === 'quarterly' ? 3 : 1);
}

/** A plan as an address names it, from its terms as its name is made: full-payment, 18-month-plan, 36-month-quarterly-plan. */
export function planSlug(terms: Pick<PlanTerms, 'installments' | 'frequency'>) {
  if (!terms.installments) return 'full-payment';
  return `${planMonths(terms)}-month${terms.frequency === 'quarterly' ? '-quarterly' : ''}-plan`;
}

/** Months from the month of `today` to the month of `day` (2027-12-01): 13 from 26 November 2026; negative once it is past. */
export function monthsUntil(day: string, today: Date) {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return (year - today.getUTCFullYear()) * 12 + month - 1 - today.getUTCMonth();
}

/** The first day of the month `months` after `today`'s: 26 November 2026 and 13 give 2027-12-01. */
export function monthAfter(today: Date, months: number) {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/**
 * How many of a plan's installments are paid by possession when it is booked `today`: installment k falls k months (or
 * quarters) after booking, and one in the month of possession counts as paid by it. Possession comes after `possessionAfter`
 * installments when the plan says so, else from the month of `possession`, the project's date (at booking once it is past).
 */
export function installmentsUntilPossession(
  plan: Pick<PlanTerms, 'installments' | 'frequency'> & { possessionAfter: number | null },
  possession: string,
  today = new Date(),
) {
  if (plan.possessionAfter !== null) return Math.min(plan.possessionAfter, plan.installments);
  const months = Math.max(0, monthsUntil(possession, today));
  return Math.min(plan.installments, Math.floor(months / planMonths({ installments: 1, frequency: plan.frequency })));
}
