/**
 * What the site promises a buyer of a project it sells, as rules on the project's record (run by ./checks.ts): the footer and
 * /about say every unit is sold with NOC approval, so a page with prices lists its NOC for sale and advertisement; and a plan's
 * installments end by possession unless the plan says they continue after it, counted from a booking made `today`
 * (docs/decisions.md, "A plan says when possession comes").
 */
import { formatDate } from '@/lib/format';
import { APPROVALS } from '@/lib/keystatic/pakistan';
import { installmentsUntilPossession, monthAfter, monthsUntil, planMonths } from '@/lib/schedule';
import type { Where } from './localize';
import type { RecordOf } from './schemas';

type Project = RecordOf<'current-projects'>;
/** A promise a project's record breaks: at the field `where` of the project, what to do. */
export type BrokenPromise = { project: Project; where: Where; message: string };

/** A month as the messages say it: 'December 2027'. */
const month = (day: string) => formatDate(day, 'en', 'month');

export function brokenPromises(projects: readonly Project[], today = new Date()): BrokenPromise[] {
  const broken: BrokenPromise[] = [];
  for (const project of projects) {
    if (!project.page.discriminant) continue;
    const page = project.page.value;
    const refuse = (where: Where, message: string) => broken.push({ project, where: ['page', 'value', ...where], message });
    if (!page.approvals.some(({ approval }) => approval === 'noc-sale')) {
      refuse(
        ['approvals'],
        `a project with prices needs its ${APPROVALS['noc-sale']} among its approvals: the site promises buyers that every unit it sells has one; add it, or untick "Has its own project page"`,
      );
    }
    if (!page.payments.discriminant) continue;
    page.payments.value.plans.forEach((plan, index) => {
      const at = (field: string, message: string) => refuse(['payments', 'value', 'plans', index, field], message);
      const { installments: count, possessionAfter: after, continuesAfterPossession: continues } = plan;
      if (after === null) {
        // Possession from the project's date: the box says whether the plan runs past it.
        const later = count - installmentsUntilPossession(plan, project.possession, today);
        if (!later || continues) return;
        const last = month(monthAfter(today, planMonths(plan)));
        const which = later === count ? `all ${count} fall` : `${later} of its ${count} ${later === 1 ? 'falls' : 'fall'}`;
        at(
          'continuesAfterPossession',
          `is not ticked, but booked today the plan’s installments run to ${last}, past possession (${month(project.possession)}), and ${which} after it: tick it if buyers go on paying after possession, or shorten the plan`,
        );
        return;
      }
      // Possession after as many installments as the plan says: the box follows from it, and the project must give possession by then.
      if (after > count) return at('possessionAfter', `is ${after}, but the plan has ${count} installments: give at most ${count}, or leave it empty`);
      if (after < count && !continues) {
        at('continuesAfterPossession', `is not ticked, but possession comes after ${after} of the plan’s ${count} installments, so the other ${count - after} are paid after it: tick it, or give possession after the last`);
      }
      if (after === count && continues) at('continuesAfterPossession', `is ticked, but possession comes after the last of the plan’s ${count} installments: untick it, or give possession after fewer`);
      const months = planMonths({ installments: after, frequency: plan.frequency });
      if (months < monthsUntil(project.possession, today)) {
        at(
          'possessionAfter',
          `booked today, possession after ${after} installments would come in ${month(monthAfter(today, months))}, before the project gives it (${month(project.possession)}): give it after more installments, or leave it empty`,
        );
      }
    });
  }
  return broken;
}
