import { firstDeliveryYear, getOngoingProjectsPage, getPakistanPage, getProjectPage, listDeliveredProjects, listOfferingProjects, listOngoingProjects, listProjectPages } from './pakistan';

const slugs = (names: string[]) => names.map((name) => `cedarline-${name}`);
const delivered = async (slug: string) => (await listDeliveredProjects('en')).find((project) => project.slug === slug)!;
const offering = async (slug: string) => (await listOfferingProjects('en')).find((project) => project.slug === slug)!;

describe('delivered projects', () => {
  it('has seven delivered projects in list order, every one on the list, the first delivered in 2003', async () => {
    expect((await listDeliveredProjects('en')).map((project) => project.slug)).toEqual(slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline']));
    expect(await firstDeliveryYear()).toBe(2003);
  });

  it('writes the year, floors and units into the texts from the one record', async () => {
    const skyline = await delivered('cedarline-skyline');
    expect(skyline).toMatchObject({ year: 2013, building: { floors: 13, units: 100, unitsOver: true } });
    expect(skyline.description).toMatch(/^Over 100 apartments on ground plus 13 floors — /);
    expect(skyline.overview[0]).toBe(
      'Cedarline Skyline, delivered in 2013, is the group’s tallest building in Karachi: over 100 apartments on ground plus 13 floors in Block L of North Nazimabad.',
    );
    expect((await delivered('cedarline-bridge-view')).overview[0]).toContain('Completed in 2009, the ground-plus-8 building holds 72 apartments');
    expect(JSON.stringify(await listDeliveredProjects('en'))).not.toMatch(/\{(year|floors|units)\}/);
  });

  it('has no building figures where the record gives none', async () => {
    expect((await delivered('cedarline-residency')).building).toBeNull();
    expect((await delivered('cedarline-residency')).features.every((feature) => feature.kind === 'text')).toBe(true);
  });
});

describe('current projects', () => {
  it('has a card for every current project, in order, one status spelled as the source spells it', async () => {
    const cards = await listOngoingProjects('en');
    expect(cards.map((project) => project.slug)).toEqual([
      ...slugs(['chambers', 'enclave', 'jauhar-market', 'city-market', 'meena-bazar-avenue', 'excellency', 'heights', 'villas-karachi']), 'property-rf-collaboration',
    ]);
    expect(cards.some((project) => project.ongoing.status === 'Ready for Posession')).toBe(true);
  });

  it('gives Chambers, Villas Karachi and the Property.rf collaboration a page, each with its card', async () => {
    expect((await listOfferingProjects('en')).map((project) => project.slug)).toEqual(['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration']);
    expect((await offering('property-rf-collaboration')).ongoing.description).toBe(
      'Residential plots of 1000 sq yd off the Northern Bypass, launched with Property.rf on flexible installments, with early possession available.',
    );
  });

  it('states each price once, as a number: the lowest size’s', async () => {
    expect((await offering('cedarline-chambers')).page.price).toEqual({ label: 'Starting price', amount: 1_500_000, compact: true });
    expect((await offering('property-rf-collaboration')).page.price.amount).toBe(1_000_000);
    expect((await offering('cedarline-villas-karachi')).page.price.amount).toBe(4_800_000);
  });

  it('fills {price}, {sizes} and {term} in the card, the highlights, the summary and the overview, in either language', async () => {
    const chambers = await offering('cedarline-chambers');
    expect(chambers.ongoing?.description).toContain('sold from PKR 1.5M with installments over 3 years');
    expect(chambers.page.summary).toContain('from PKR 1.5M');
    expect(chambers.page.flags).toContain('Installments over 3 years');
    expect(chambers.page.overview.join(' ')).toContain('Shops and offices of 150, 300, 450 and 900 sq ft start at PKR 1.5M and can be paid over 3 years.');
    expect((await offering('cedarline-villas-karachi')).page.summary).toBe('Ready-to-move villas of 80, 120 and 160 sq yd in Surjani Town, with plans of up to 3 years.');
    const urdu = (await listOfferingProjects('ur')).find((project) => project.slug === 'cedarline-villas-karachi')!;
    expect(urdu.page.summary).toBe('سرجانی ٹاؤن میں 80، 120، اور 160 مربع گز کے ریڈی ٹو موو ولاز، 3 سال تک کے پلان کے ساتھ۔');
    expect(JSON.stringify([await listOfferingProjects('en'), await listOfferingProjects('ur')])).not.toMatch(/\{(price|sizes|term)\}/);
  });

  it('puts the buttons to the sizes and the payment options first, then the contact buttons', async () => {
    expect((await offering('cedarline-villas-karachi')).page.actions).toEqual([
      { label: 'View Available Villas', goesTo: { kind: 'sizes' } },
      { label: 'View Payment Options', goesTo: { kind: 'payments' } },
      { label: 'Contact Sales Team', goesTo: { kind: 'contact', subject: 'Villas Karachi — sales enquiry', visit: false } },
      { label: 'Schedule Site Visit', goesTo: { kind: 'contact', subject: 'Villas Karachi — site visit', visit: true } },
    ]);
    expect((await offering('cedarline-chambers')).page.actions.map((action) => action.goesTo.kind)).toEqual(['sizes', 'payments', 'contact']);
    expect((await offering('property-rf-collaboration')).page.actions.map((action) => action.goesTo.kind)).toEqual(['sizes', 'payments', 'contact']);
  });

  it('names what the sizes are on the button to them, in either language, from their kinds', async () => {
    const first = async (locale: 'en' | 'ur') => (await listOfferingProjects(locale)).map((project) => [project.slug, project.page.actions[0]!.label]);
    expect(await first('en')).toEqual([
      ['cedarline-chambers', 'View Available Shops and Offices'],
      ['cedarline-villas-karachi', 'View Available Villas'],
      ['property-rf-collaboration', 'View Available Plots'],
    ]);
    expect(await first('ur')).toEqual([
      ['cedarline-chambers', 'دستیاب دکانیں اور دفاتر دیکھیں'],
      ['cedarline-villas-karachi', 'دستیاب ولاز دیکھیں'],
      ['property-rf-collaboration', 'دستیاب پلاٹ دیکھیں'],
    ]);
  });
});

describe('what a buyer decides on', () => {
  it('counts each size’s covered area, bedrooms and bathrooms from its plan’s rooms', async () => {
    const figures = async (slug: string) => (await offering(slug)).page.sizes.map((size) => [size.slug, size.figures]);
    expect(await figures('cedarline-villas-karachi')).toEqual([
      ['80-sq-yd-villa', { area: 720, covered: 508 + 508 + 56, bedrooms: 3, bathrooms: 3 }],
      ['120-sq-yd-villa', { area: 1080, covered: 840 + 840 + 64, bedrooms: 3, bathrooms: 3 }],
      ['160-sq-yd-villa', { area: 1440, covered: 1120 + 1120 + 80, bedrooms: 4, bathrooms: 5 }],
    ]);
    expect(await figures('cedarline-chambers')).toEqual([
      ['150-sq-ft-shop', { area: 150, covered: 150, bedrooms: 0, bathrooms: 0 }],
      ['300-sq-ft-shop', { area: 300, covered: 300, bedrooms: 0, bathrooms: 0 }],
      ['450-sq-ft-office', { area: 450, covered: 450, bedrooms: 0, bathrooms: 1 }],
      ['900-sq-ft-office', { area: 900, covered: 900, bedrooms: 0, bathrooms: 1 }],
    ]);
    expect(await figures('property-rf-collaboration')).toEqual([['1000-sq-yd-plot', { area: 9000, covered: 0, bedrooms: 0, bathrooms: 0 }]]);
  });

  it('dates every size’s availability, and lists approvals, plan terms and what the price leaves out', async () => {
    const villas = (await offering('cedarline-villas-karachi')).page;
    expect(villas.sizes.map((size) => [size.slug, size.name, size.asOf])).toEqual([
      ['80-sq-yd-villa', '80 sq yd villa', '2026-11-01'],
      ['120-sq-yd-villa', '120 sq yd villa', '2026-11-01'],
      ['160-sq-yd-villa', '160 sq yd villa', '2026-11-01'],
    ]);
    expect(villas.paymentPlans.map((plan) => [plan.slug, plan.name, plan.months, plan.discountPercent, plan.possessionAfter])).toEqual([
      ['full-payment', 'Full payment', 0, 5, 0],
      ['18-month-plan', '18-month plan', 18, 0, 6],
      ['36-month-plan', '36-month plan', 36, 0, 12],
    ]);
    expect(villas.approvals.map((approval) => [approval.authority, approval.approval])).toEqual([
      ['KDA', 'layout-plan'],
      ['SBCA', 'noc-sale'],
    ]);
    expect(villas.excludes).toContain('Development charges');
    // Sold with prices, Property.rf lists the NOC for sale the site promises (lib/content/promises.ts).
    expect((await offering('property-rf-collaboration')).page.approvals.map((approval) => [approval.authority, approval.approval])).toEqual([
      ['MDA', 'layout-plan'],
      ['SBCA', 'noc-sale'],
    ]);
  });

  it('sells every project on sale by sizes, each with its price and availability, Chambers’ shops and offices included', async () => {
    for (const project of await listOfferingProjects('en')) expect(project.page.sizes.length).toBeGreaterThan(0);
    const chambers = (await offering('cedarline-chambers')).page;
    expect(chambers.sizes.map((size) => [size.name, size.price, size.available])).toEqual([
      ['150 sq ft shop', 1_500_000, 12],
      ['300 sq ft shop', 2_850_000, 7],
      ['450 sq ft office', 3_600_000, 15],
      ['900 sq ft office', 6_900_000, 4],
    ]);
  });

  it('names each plan from its terms, in both languages, with the same address', async () => {
    const names = async (locale: 'en' | 'ur') => (await listOfferingProjects(locale)).find((project) => project.slug === 'cedarline-chambers')!.page.paymentPlans.map((plan) => [plan.slug, plan.name]);
    expect(await names('en')).toEqual([
      ['36-month-plan', '36-month plan'],
      ['36-month-quarterly-plan', '36-month quarterly plan'],
      ['full-payment', 'Full payment'],
    ]);
    expect((await names('ur')).map(([slug, name]) => [slug, name])).toEqual([
      ['36-month-plan', '36 ماہ کا پلان'],
      ['36-month-quarterly-plan', '36 ماہ کا سہ ماہی پلان'],
      ['full-payment', 'یکمشت ادائیگی'],
    ]);
  });

  it('works out how long the longest plan runs, for the installments fact card, and knows when possession is given', async () => {
    const chambers = await offering('cedarline-chambers');
    expect(chambers.page.facts.find((fact) => fact.kind === 'installments')).toEqual({ kind: 'installments', months: 36 });
    expect(chambers.possession).toBe('2027-12-01');
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

describe('the steps to book on each project page', () => {
  it('fills the steps’ figures from the project’s own plans and sizes, in both languages', async () => {
    const [chambers, villas, rf] = await listOfferingProjects('en');
    const text = (project: typeof chambers) => project!.page.booking.map((step) => step.text).join(' ');
    expect(text(chambers)).toContain('from PKR 300,000 (36-month plan, 150 sq ft shop)');
    expect(text(chambers)).toContain('a month after booking on a monthly plan, or three months after booking on a quarterly plan');
    expect(text(villas)).toContain('from PKR 1,200,000 (36-month plan, 80 sq yd villa)');
    expect(text(rf)).toContain('from PKR 200,000 (24-month quarterly plan, 1000 sq yd plot)');
    const urduSteps = (await listOfferingProjects('ur')).map((project) => project.page.booking.map((step) => step.text).join(' '));
    expect(urduSteps[0]).toContain('Rs 300,000');
    for (const steps of [...urduSteps, text(chambers), text(villas), text(rf)]) expect(steps).not.toMatch(/\{\w+\}/);
    expect([chambers, villas, rf].map((project) => project!.page.booking.findIndex((step) => step.enquiry))).toEqual([0, 0, 0]);
  });
});
