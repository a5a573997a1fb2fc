import type { OfferingPage } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';

type PaymentPlansProps = { plans: OfferingPage['paymentPlans']; copy: ProjectCopy };

export function PaymentPlans({ plans, copy }: PaymentPlansProps) {
  const { offering } = copy;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="text-2xl">{plan.name}</h3>
          <p className="mt-4 font-display text-3xl text-cedar-800">
            {plan.months === 0 ? offering.paidInFull : fillTemplate(offering.downPayment, { percent: plan.downPaymentPercent })}
          </p>
          <p className="mt-1 text-sm font-semibold text-brass-700">
            {plan.months === 0 ? offering.atBooking : fillTemplate(offering.installments, { months: plan.months })}
          </p>
          <p className="mt-4 text-ink/90">{plan.note}</p>
        </li>
      ))}
    </ul>
  );
}
