import { firstDeliveryYear, getOngoingProjectsPage, getPakistanPage, getProjectPage, listDeliveredProjects, listListedDeliveredProjects, listOfferingProjects, listOngoingProjects, listProjectPages } from './pakistan';

const slugs = (names: string[]) => names.map((name) => `cedarline-${name}`);
const delivered = async (slug: string) => (await listDeliveredProjects('en')).find((project) => project.slug === slug)!;
const offering = async (slug: string) => (await listOfferingProjects('en')).find((project) => project.slug === slug)!;

describe('delivered projects', () => {
  it('has seven delivered projects in list order, five of them listed, the first delivered in 2003', async () => {
    expect((await listDeliveredProjects('en')).map((project) => project.slug)).toEqual(slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline']));
    expect((await listListedDeliveredProjects('en')).map((project) => project.slug)).toEqual(slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'skyline']));
    expect(await firstDeliveryYear()).toBe(2003);
  });

  it('writes the year, floors and units into the texts from the one record', async () => {
    const skyline = await delivered('cedarline-skyline');
    expect(skyline).toMatchObject({ year: 2013, building: { floors: 13, units: 100, unitsOver: true } });
    expect(skyline.description).toMatch(/^Over 100 apartments on ground plus 13 floors — /);
    expect(skyline.overview[0]).toBe(
      'Cedarline Skyline, delivered in 2013, is the group’s tallest building in Karachi: over 100 apartments on ground plus 13 floors in Block L of North Nazimabad.',
    );
    expect((await delivered('cedarline-bridge-view')).overview[0]).toContain('Completed in 2009, the ground-plus-8 building holds seventy-two');
    expect(JSON.stringify(await listDeliveredProjects('en'))).not.toMatch(/\{(year|floors|units)\}/);
  });

  it('has no building figures where the record gives none', async () => {
    expect((await delivered('cedarline-residency')).building).toBeNull();
    expect((await delivered('cedarline-residency')).features.every((feature) => feature.kind === 'text')).toBe(true);
  });
});

describe('current projects', () => {
  it('has eight ongoing cards in order, one spelled as the source spells it', async () => {
    const cards = await listOngoingProjects('en');
    expect(cards.map((project) => project.slug)).toEqual(slugs(['chambers', 'enclave', 'jauhar-market', 'city-market', 'meena-bazar-avenue', 'excellency', 'heights', 'villas-karachi']));
    expect(cards.some((project) => project.ongoing.status === 'Ready for Posession')).toBe(true);
  });

  it('gives Chambers, Villas Karachi and the Property.rf collaboration a page, the last without a card', async () => {
    expect((await listOfferingProjects('en')).map((project) => project.slug)).toEqual(['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration']);
    expect((await offering('property-rf-collaboration')).ongoing).toBeNull();
  });

  it('states each price once, as a number: its own, or the lowest size’s', async () => {
    expect((await offering('cedarline-chambers')).page.price).toEqual({ label: 'Starting price', amount: 1_500_000, compact: true });
    expect((await offering('property-rf-collaboration')).page.price.amount).toBe(1_000_000);
    expect((await offering('cedarline-villas-karachi')).page.price.amount).toBe(4_800_000);
  });

  it('fills {price} in the card, the summary and the overview', async () => {
    const chambers = await offering('cedarline-chambers');
    expect(chambers.ongoing?.description).toContain('sold from PKR 1.5M');
    expect(chambers.page.summary).toContain('from PKR 1.5M');
    expect(chambers.page.overview.join(' ')).toContain('Units start at PKR 1.5M');
    expect(JSON.stringify(await listOfferingProjects('en'))).not.toContain('{price}');
  });

  it('puts the buttons to the sizes and the payment options first, then the contact buttons', async () => {
    expect((await offering('cedarline-villas-karachi')).page.actions).toEqual([
      { label: 'View Available Plots', goesTo: { kind: 'plots' } },
      { label: 'View Payment Options', goesTo: { kind: 'payments' } },
      { label: 'Contact Sales Team', goesTo: { kind: 'contact', subject: 'Villas Karachi — sales enquiry', visit: false } },
      { label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: true } },
    ]);
    expect((await offering('cedarline-chambers')).page.actions.map((action) => action.goesTo.kind)).toEqual(['payments', 'contact']);
    expect((await offering('property-rf-collaboration')).page.actions.map((action) => action.goesTo.kind)).toEqual(['plots', 'payments', 'contact']);
  });
});

describe('what a buyer decides on', () => {
  it('dates every size’s availability, and lists approvals, plan terms and what the price leaves out', async () => {
    const villas = (await offering('cedarline-villas-karachi')).page;
    expect(villas.plots.map((plot) => [plot.slug, plot.asOf])).toEqual([
      ['80-sq-yd-villa', '2026-11-01'],
      ['120-sq-yd-villa', '2026-11-01'],
      ['160-sq-yd-villa', '2026-11-01'],
    ]);
    expect(villas.paymentPlans.map((plan) => [plan.slug, plan.months, plan.discountPercent, plan.possessionAfter])).toEqual([
      ['full-payment', 0, 5, 0],
      ['18-month-plan', 18, 0, 6],
      ['36-month-plan', 36, 0, 12],
    ]);
    expect(villas.approvals.map((approval) => [approval.authority, approval.approval])).toEqual([
      ['KDA', 'layout-plan'],
      ['SBCA', 'noc-sale'],
    ]);
    expect(villas.excludes).toContain('Development charges');
    expect((await offering('property-rf-collaboration')).page.approvals).toEqual([]);
  });

  it('works out how long the longest plan runs, for the installments fact card', async () => {
    expect((await offering('cedarline-chambers')).page.facts.find((fact) => fact.kind === 'installments')).toEqual({ kind: 'installments', months: 36 });
  });
});

describe('project pages', () => {
  it('has the ten project pages, each slug once', async () => {
    const pages = (await listProjectPages('en')).map((page) => page.slug);
    expect(pages.sort()).toEqual([...slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline', 'villas-karachi', 'chambers']), 'property-rf-collaboration'].sort());
    expect((await getProjectPage('cedarline-skyline', 'en'))?.layout).toBe('delivered');
    expect((await getProjectPage('cedarline-chambers', 'en'))?.layout).toBe('offering');
    expect(await getProjectPage('cedarline-enclave', 'en')).toBeNull();
  });
});

describe('the Karachi pages', () => {
  it('has three opportunities, the joint ventures one showing the Property.rf page, each with its team', async () => {
    const { opportunities, office } = await getPakistanPage('en');
    expect(opportunities.items.map((item) => [item.title, item.team.slug, item.example?.project.slug ?? null])).toEqual([
      ['Hotel development', 'general', null],
      ['Residential projects', 'karachi-sales', null],
      ['Joint ventures', 'karachi-sales', 'property-rf-collaboration'],
    ]);
    expect(office.team.slug).toBe('karachi-sales');
    expect((await getOngoingProjectsPage('en')).closing.team.slug).toBe('karachi-sales');
  });
});
