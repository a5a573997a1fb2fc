import {
  CARD_DELAY_STEP_S,
  actionHref,
  cardDelay,
  crossCheck,
  currentProjectSchema,
  deliveredLabel,
  deliveredProjectSchema,
  expectedLabel,
  formatPkr,
  getPakistanDivision,
  getProjectPage,
  listCurrentProjects,
  listDeliveredProjects,
  listListedDeliveredProjects,
  listProjectPages,
  projectPageSchema,
  shortLocation,
  statusLabel,
  statusTone,
} from '@/lib/content/pakistan-projects';
import { deliveredProjects } from '@/content/pakistan-projects';
import { parseCollection } from '@/lib/content/parse';

describe('label rules', () => {
  it('labels a delivered project with its year', () => {
    expect(deliveredLabel(2013)).toBe('Delivered 2013');
  });

  it('labels an ongoing project with its expected year', () => {
    expect(expectedLabel(2027)).toBe('Expected 2027');
  });

  it('colours Under Development blue, Planned orange and any other status green', () => {
    expect(statusTone('Under Development')).toBe('blue');
    expect(statusTone('Planned')).toBe('orange');
    expect(statusTone('Ready for Posession')).toBe('green');
    expect(statusTone('Active')).toBe('green');
  });

  it('shows "Ready for Possession" while the data keeps the source spelling', () => {
    expect(statusLabel('Ready for Posession')).toBe('Ready for Possession');
    expect(statusLabel('Under Development')).toBe('Under Development');
    expect(listCurrentProjects().some((p) => p.status === 'Ready for Posession')).toBe(true);
  });

  it('delays each card 0.1 s times its index', () => {
    expect(CARD_DELAY_STEP_S).toBe(0.1);
    expect(cardDelay(0)).toBe(0);
    expect(cardDelay(1)).toBe(0.1);
    expect(cardDelay(3)).toBe(0.3);
    expect(cardDelay(7)).toBe(0.7);
  });

  it('formats rupee prices in full or compact', () => {
    expect(formatPkr(1_000_000)).toBe('PKR 1,000,000');
    expect(formatPkr(1_500_000, true)).toBe('PKR 1.5M');
    expect(formatPkr(9_600_000, true)).toBe('PKR 9.6M');
    expect(formatPkr(2_000_000, true)).toBe('PKR 2M');
    expect(formatPkr(850_000, true)).toBe('PKR 850,000');
  });

  it('sends section buttons to an in-page anchor and contact buttons to the form with a subject', () => {
    expect(actionHref({ label: 'View Available Plots', kind: 'section', target: 'available-plots' })).toBe('#available-plots');
    expect(actionHref({ label: 'Schedule Site Visit', kind: 'contact', target: 'Villas Karachi — site visit' })).toBe(
      `/?subject=${encodeURIComponent('Villas Karachi — site visit')}#contact`,
    );
  });

  it('drops the city from a Karachi location', () => {
    expect(shortLocation('Block L, North Nazimabad, Karachi')).toBe('Block L, North Nazimabad');
  });
});

describe('Pakistan projects content', () => {
  const slug = (suffix: string) => `cedarline-${suffix}`;

  it('has seven delivered projects, five of them listed', () => {
    expect(listDeliveredProjects().map((p) => p.slug)).toEqual(
      ['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline'].map(slug),
    );
    expect(listListedDeliveredProjects().map((p) => p.slug)).toEqual(
      ['residency', 'villas-cottages', 'arcade', 'bridge-view', 'skyline'].map(slug),
    );
  });

  it('has eight current projects and the ten project pages', () => {
    expect(listCurrentProjects()).toHaveLength(8);
    expect(listProjectPages().map((p) => p.slug).sort()).toEqual(
      [
        ...['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline'],
        ...['villas-karachi', 'chambers'],
      ]
        .map(slug)
        .concat('property-rf-collaboration')
        .sort(),
    );
  });

  it('uses every slug and id once', () => {
    const pageSlugs = listProjectPages().map((p) => p.slug);
    expect(new Set(pageSlugs).size).toBe(pageSlugs.length);
    const currentIds = listCurrentProjects().map((p) => p.id);
    expect(new Set(currentIds).size).toBe(currentIds.length);
  });

  it('gives every delivered project a delivered page and every delivered page a project', () => {
    for (const project of listDeliveredProjects()) {
      const page = getProjectPage(project.slug);
      expect(page?.layout).toBe('delivered');
      if (page?.layout === 'delivered') expect(page.project).toBe(project);
    }
    const deliveredPages = listProjectPages().filter((p) => p.layout === 'delivered');
    expect(deliveredPages).toHaveLength(listDeliveredProjects().length);
  });

  it('gives the Villas Karachi buttons their anchors and contact subjects', () => {
    const villas = getProjectPage(slug('villas-karachi'));
    if (villas?.layout !== 'offering') throw new Error('missing page');
    expect(villas.status).toBe('Active');
    expect(Object.fromEntries(villas.actions.map((a) => [a.label, actionHref(a)]))).toEqual({
      'View Available Plots': '#available-plots',
      'View Payment Options': '#payment-options',
      'Contact Sales Team': `/?subject=${encodeURIComponent('Villas Karachi — sales enquiry')}#contact`,
      'Schedule Site Visit': `/?subject=${encodeURIComponent('Villas Karachi — site visit')}#contact`,
    });
  });

  it('links each current project with a slug to an offering page', () => {
    const linked = listCurrentProjects().filter((p) => p.slug);
    expect(linked.map((p) => p.slug).sort()).toEqual([slug('chambers'), slug('villas-karachi')]);
    for (const project of linked) expect(getProjectPage(project.slug!)?.layout).toBe('offering');
  });

  it('keeps the stated figures on the pages', () => {
    const arcade = getProjectPage(slug('arcade'));
    const skyline = getProjectPage(slug('skyline'));
    if (arcade?.layout !== 'delivered' || skyline?.layout !== 'delivered') throw new Error('missing pages');
    expect(arcade.project.year).toBe(2006);
    expect(JSON.stringify(arcade)).toMatch(/Over 50/);
    expect(JSON.stringify(arcade)).toMatch(/Ground \+ 6 with a penthouse/);
    expect(skyline.project.year).toBe(2013);
    expect(JSON.stringify(skyline)).toMatch(/150%/);
    expect(JSON.stringify(skyline)).toMatch(/Ground \+ 13/);
    const chambers = getProjectPage(slug('chambers'));
    const collab = getProjectPage('property-rf-collaboration');
    if (chambers?.layout !== 'offering' || collab?.layout !== 'offering') throw new Error('missing pages');
    expect(formatPkr(chambers.price.amount, chambers.price.compact)).toBe('PKR 1.5M');
    expect(chambers.flags).toContain('First in Block-2');
    expect(collab.status).toBe('Launching');
    expect(formatPkr(collab.price.amount, collab.price.compact)).toBe('PKR 1,000,000');
  });

  it('has three investment opportunities on the division page', () => {
    expect(getPakistanDivision().opportunities.map((o) => o.title)).toEqual([
      'Hotel development',
      'Residential projects',
      'Joint ventures',
    ]);
  });
});

describe('broken records', () => {
  it('names the file, the record and the field of a bad delivered project', () => {
    const broken = [{ ...deliveredProjects[0], year: 'soon' }];
    expect(() => parseCollection('content/pakistan-projects.ts', deliveredProjectSchema, broken)).toThrow(
      /content\/pakistan-projects\.ts, record "cedarline-residency":\n {2}- field "year"/,
    );
  });

  it('rejects a current project status outside the list', () => {
    const record = { ...listCurrentProjects()[0], status: 'Sold Out' };
    expect(() => parseCollection('content/pakistan-projects.ts', currentProjectSchema, [record])).toThrow(/field "status"/);
  });

  it('rejects a page with an unknown layout', () => {
    const record = { layout: 'gallery', slug: 'x' };
    expect(() => parseCollection('content/pakistan-projects.ts', projectPageSchema, [record])).toThrow(/record "x"/);
  });

  it('fails when a delivered project has no page', () => {
    const pages = listProjectPages().filter((p) => p.slug !== 'cedarline-comfort');
    expect(() => crossCheck(listDeliveredProjects(), listCurrentProjects(), pages)).toThrow(
      /record "comfort": field "slug": no delivered project page "cedarline-comfort"/,
    );
  });

  it('fails when a delivered page has no project', () => {
    const delivered = listDeliveredProjects().filter((p) => p.slug !== 'cedarline-corner');
    expect(() => crossCheck(delivered, listCurrentProjects(), listProjectPages())).toThrow(
      /record "cedarline-corner": field "slug": no delivered project/,
    );
  });

  it('fails when an offering button points at a section the page does not show', () => {
    const pages = listProjectPages().map((p) =>
      p.slug === 'cedarline-chambers' && p.layout === 'offering' ? { ...p, paymentPlans: undefined } : p,
    );
    expect(() => crossCheck(listDeliveredProjects(), listCurrentProjects(), pages)).toThrow(
      /record "cedarline-chambers": field "actions": "View Payment Options" points at #payment-options/,
    );
  });

  it('fails when a linked current project names a different project than its page', () => {
    const current = listCurrentProjects().map((p) => (p.id === 'chambers' ? { ...p, name: 'Another Tower' } : p));
    expect(() => crossCheck(listDeliveredProjects(), current, listProjectPages())).toThrow(/record "chambers"/);
  });
});
