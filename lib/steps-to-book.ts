/**
 * The figures of the steps to book, computed from a project's sizes and payment plans, never typed: the lowest down payment
 * any size asks on a plan with installments (or in full, when no plan has any), with the plan and size that ask it, and
 * when the first installment falls, counted from booking by each plan's frequency.
 */
import { fillTemplate, rupees, type MoneyWords } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { paymentSchedule, type Frequency, type PlanTerms } from '@/lib/schedule';

/** The catalogue's words for them (`project.booking`), the schedule's caption ('{plan}, {size}') and the prices' words. */
export type BookingWords = {
  downPayment: string;
  firstInstallment: Record<Frequency, string> & { either: string };
  caption: string;
  money: MoneyWords;
  locale: Locale;
};
type Named = { name: string };

/** `{downPayment}` and `{firstInstallment}` in the page's language; null for one the plans do not give. */
export function bookingFigures(
  sizes: readonly (Named & { price: number })[],
  plans: readonly (Named & PlanTerms)[],
  words: BookingWords,
) {
  const withInstallments = plans.filter((plan) => plan.installments > 0);
  const asked = (withInstallments.length ? withInstallments : plans).flatMap((plan) =>
    sizes.flatMap((size) => {
      const schedule = paymentSchedule(size.price, plan);
      return schedule ? [{ plan, size, down: schedule.down }] : [];
    }),
  );
  // The first of equal amounts: the page's first plan and size, as its schedule shows them first.
  const lowest = asked.reduce<(typeof asked)[number] | null>(
    (low, each) => (low && low.down <= each.down ? low : each),
    null,
  );
  const frequencies = [...new Set(withInstallments.map((plan) => plan.frequency))].map(
    (frequency) => words.firstInstallment[frequency],
  );
  const [first, second] = frequencies;
  return {
    downPayment: lowest
      ? fillTemplate(words.downPayment, {
          amount: rupees(words.locale, words.money).full(lowest.down),
          choice: fillTemplate(words.caption, { plan: lowest.plan.name, size: lowest.size.name }),
        })
      : null,
    firstInstallment: first ? (second ? fillTemplate(words.firstInstallment.either, { first, second }) : first) : null,
  };
}
export type BookingFigures = ReturnType<typeof bookingFigures>;
