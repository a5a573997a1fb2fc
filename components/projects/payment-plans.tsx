import { fillCount } from '@/components/projects/figures';
import type { OfferingPage, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';

type PaymentPlansProps = { plans: OfferingPage['paymentPlans']; copy: ProjectCopy };

/** Each plan's terms in a sentence or two: the amounts are in the schedule below. */
export function PaymentPlans({ plans, copy }: PaymentPlansProps) {
  const { offering } = copy;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
      {plans.map((plan) => {
        const terms = [
          plan.discountPercent ? fillTemplate(offering.discount, { percent: plan.discountPercent }) : null,
          plan.ballotingPercent ? fillTemplate(offering.balloting, { percent: plan.ballotingPercent }) : null,
          plan.possessionPercent ? fillTemplate(offering.possession, { percent: plan.possessionPercent }) : null,
          plan.possessionAfter === null
            ? null
            : plan.possessionAfter === 0
              ? offering.possessionAtBooking
              : fillCount(offering.possessionAfter, plan.possessionAfter, copy.locale),
        ].filter((term): term is string => term !== null);
        return (
          <li
            key={plan.slug}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card print:p-3"
          >
            <h3 className="text-2xl">{plan.name}</h3>
            <p className="mt-4 font-display text-3xl text-cedar-800 print:mt-1 print:text-xl">
              {plan.installments === 0
                ? offering.paidInFull
                : fillTemplate(offering.downPayment, { percent: plan.downPaymentPercent })}
            </p>
            <p className="mt-1 text-sm font-semibold text-brass-700">
              {plan.installments === 0
                ? offering.atBooking
                : fillTemplate(offering.installments, {
                    count: plan.installments,
                    frequency: offering[plan.frequency],
                  })}
            </p>
            {terms.length ? (
              <ul className="mt-4 space-y-1 text-ink/90 print:mt-1">
                {terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ul>
            ) : null}
            {plan.note ? <p className="mt-4 text-ink/90 print:mt-1">{plan.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
