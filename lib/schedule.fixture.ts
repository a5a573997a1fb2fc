import type { PlanTerms } from './schedule';

/** A payment plan's terms for a test: 25 % down and 36 monthly installments, nothing else, unless `terms` says otherwise. */
export const planTerms = <Terms extends Partial<PlanTerms>>(terms: Terms): PlanTerms & Terms => ({
  downPaymentPercent: 25,
  installments: 36,
  frequency: 'monthly',
  discountPercent: 0,
  ballotingPercent: 0,
  possessionPercent: 0,
  ...terms,
});
