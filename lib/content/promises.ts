/**
 * What the site promises a buyer of a project it sells, as rules on the project's record (run by ./checks.ts): the footer and
 * /about say every unit is sold with NOC approval, so a page with prices lists its NOC for sale and advertisement.
 */
import { APPROVALS } from '@/lib/keystatic/pakistan';
import type { Where } from './localize';
import type { RecordOf } from './reader';

type Project = RecordOf<'current-projects'>;
/** A promise a project's record breaks: at the field `where` of the project, what to do. */
export type BrokenPromise = { project: Project; where: Where; message: string };

export function brokenPromises(projects: readonly Project[]): BrokenPromise[] {
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
  }
  return broken;
}
