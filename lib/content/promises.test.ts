import { checkContent } from './checks';
import { loadContent, type Content, type RecordOf } from './reader';

type Project = RecordOf<'current-projects'>;
/** A record as a test edits it: Keystatic's reader gives it read-only. */
type Editable<T> = { -readonly [K in keyof T]: Editable<T[K]> };
type Page = Editable<Extract<Project['page'], { discriminant: true }>['value']>;
type Plan = Extract<Page['payments'], { discriminant: true }>['value']['plans'][number];

/** The day the figures below are worked out from: Chambers' possession (December 2027) is 13 months away. */
const TODAY = new Date('2026-11-26T12:00:00Z');
const CHAMBERS = 'content/current-projects/cedarline-chambers.json';
const PROPERTY_RF = 'content/current-projects/property-rf-collaboration.json';
const VILLAS = 'content/current-projects/cedarline-villas-karachi.json';
const PLAN = 'Has its own project page › The page shows payment options › Payment plans';
const CONTINUES = 'Installments continue after possession';

let content: Content;
beforeAll(async () => {
  content = await loadContent(process.cwd(), TODAY);
});

/** The problems the checks find on TODAY once `change` has edited the page of the project `slug`. */
function problemsAfter(slug: string, change: (page: Page) => void) {
  const projects = content['current-projects'].map((project) => {
    if (project.slug !== slug) return project;
    const edited = structuredClone(project);
    if (edited.page.discriminant) change(edited.page.value as Page);
    return edited;
  });
  return checkContent({ ...content, 'current-projects': projects }, process.cwd(), TODAY);
}
/** The `index`th plan of a page (they all have payment plans). */
function plan(page: Page, index: number): Plan {
  if (!page.payments.discriminant) throw new Error('The page has no payment plans');
  return page.payments.value.plans[index]!;
}

describe('a project sold with prices has the NOC for sale the site promises', () => {
  const message =
    'a project with prices needs its NOC for sale and advertisement among its approvals: the site promises buyers that every unit it sells has one; add it, or untick "Has its own project page"';

  it('refuses Property.rf as it was, with no approvals', () => {
    expect(problemsAfter('property-rf-collaboration', (page) => (page.approvals = []))).toEqual([
      { file: PROPERTY_RF, field: 'Has its own project page › Approvals', message },
    ]);
  });

  it('refuses approvals that leave the NOC out', () => {
    expect(problemsAfter('cedarline-chambers', (page) => (page.approvals = page.approvals.filter(({ approval }) => approval !== 'noc-sale')))).toEqual([
      { file: CHAMBERS, field: 'Has its own project page › Approvals', message },
    ]);
  });
});

describe('a plan’s installments end by possession unless the plan says they continue after it', () => {
  it('refuses Chambers’ 36-month plan as it was, running to November 2029 with possession from December 2027', () => {
    expect(problemsAfter('cedarline-chambers', (page) => (plan(page, 0).continuesAfterPossession = false))).toEqual([
      {
        file: CHAMBERS,
        field: `${PLAN}, item 1 › ${CONTINUES}`,
        message:
          'is not ticked, but booked today the plan’s installments run to November 2029, past possession (December 2027), and 23 of its 36 fall after it: tick it if buyers go on paying after possession, or shorten the plan',
      },
    ]);
  });

  it('counts an installment in the month of possession as paid by possession', () => {
    const shortened = (installments: number) => (page: Page) => Object.assign(plan(page, 0), { installments, continuesAfterPossession: false });
    expect(problemsAfter('cedarline-chambers', shortened(13))).toEqual([]);
    expect(problemsAfter('cedarline-chambers', shortened(14)).map(({ message }) => message)).toEqual([
      'is not ticked, but booked today the plan’s installments run to January 2028, past possession (December 2027), and 1 of its 14 falls after it: tick it if buyers go on paying after possession, or shorten the plan',
    ]);
  });

  it('takes a possession date in the past as possession at booking: every installment falls after it', () => {
    const unsaid = (page: Page) => Object.assign(plan(page, 2), { possessionAfter: null, continuesAfterPossession: false });
    expect(problemsAfter('cedarline-villas-karachi', unsaid)).toEqual([
      {
        file: VILLAS,
        field: `${PLAN}, item 3 › ${CONTINUES}`,
        message:
          'is not ticked, but booked today the plan’s installments run to November 2029, past possession (June 2025), and all 36 fall after it: tick it if buyers go on paying after possession, or shorten the plan',
      },
    ]);
  });
});

describe('a plan that says after how many installments possession comes agrees with it', () => {
  const possessionAfter = (index: number, after: number | null, continues: boolean) => (page: Page) =>
    Object.assign(plan(page, index), { possessionAfter: after, continuesAfterPossession: continues });

  it('ticks the box when installments remain after possession', () => {
    expect(problemsAfter('cedarline-villas-karachi', possessionAfter(1, 6, false))).toEqual([
      {
        file: VILLAS,
        field: `${PLAN}, item 2 › ${CONTINUES}`,
        message: 'is not ticked, but possession comes after 6 of the plan’s 18 installments, so the other 12 are paid after it: tick it, or give possession after the last',
      },
    ]);
  });

  it('leaves it unticked when possession comes after the last installment', () => {
    expect(problemsAfter('cedarline-villas-karachi', possessionAfter(1, 18, true))).toEqual([
      {
        file: VILLAS,
        field: `${PLAN}, item 2 › ${CONTINUES}`,
        message: 'is ticked, but possession comes after the last of the plan’s 18 installments: untick it, or give possession after fewer',
      },
    ]);
    expect(problemsAfter('cedarline-villas-karachi', possessionAfter(1, 18, false))).toEqual([]);
  });

  it('counts no more installments than the plan has', () => {
    expect(problemsAfter('cedarline-villas-karachi', possessionAfter(1, 20, false))).toEqual([
      {
        file: VILLAS,
        field: `${PLAN}, item 2 › Possession after this many installments`,
        message: 'is 20, but the plan has 18 installments: give at most 18, or leave it empty',
      },
    ]);
  });

  it('does not promise possession before the project gives it', () => {
    expect(problemsAfter('cedarline-chambers', possessionAfter(1, 2, true))).toEqual([
      {
        file: CHAMBERS,
        field: `${PLAN}, item 2 › Possession after this many installments`,
        message: 'booked today, possession after 2 installments would come in May 2027, before the project gives it (December 2027): give it after more installments, or leave it empty',
      },
    ]);
    expect(problemsAfter('cedarline-chambers', possessionAfter(1, 5, true))).toEqual([]);
  });
});
