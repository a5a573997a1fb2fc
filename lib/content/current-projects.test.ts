import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentProjectSchema, getCurrentProject, listOfferingProjects, listOngoingProjects } from './current-projects';
import { parseFile } from './read';

const read = (slug: string) => JSON.parse(readFileSync(path.join(process.cwd(), `content/current-projects/${slug}.json`), 'utf8'));
const CHAMBERS = 'content/current-projects/cedarline-chambers.json';

describe('current projects', () => {
  it('has eight ongoing cards in order', () => {
    expect(listOngoingProjects().map((p) => p.slug)).toEqual(
      ['chambers', 'enclave', 'jauhar-market', 'city-market', 'meena-bazar-avenue', 'excellency', 'heights', 'villas-karachi'].map((s) => `cedarline-${s}`),
    );
  });

  it('keeps the source spelling "Ready for Posession" in the data', () => {
    expect(listOngoingProjects().some((p) => p.ongoing.status === 'Ready for Posession')).toBe(true);
  });

  it('gives Chambers, Villas Karachi and the Property.rf collaboration a page, the last without a card', () => {
    expect(listOfferingProjects().map((p) => p.slug)).toEqual(['cedarline-chambers', 'cedarline-villas-karachi', 'property-rf-collaboration']);
    expect(getCurrentProject('property-rf-collaboration')?.ongoing).toBeNull();
  });

  it('states each price once, as a number: its own, or the lowest plot price', () => {
    const chambers = getCurrentProject('cedarline-chambers')?.page;
    const collab = getCurrentProject('property-rf-collaboration')?.page;
    const villas = getCurrentProject('cedarline-villas-karachi')?.page;
    expect(chambers?.price).toEqual({ label: 'Starting price', amount: 1_500_000, compact: true });
    expect(chambers?.flags).toContain('First in Block-2');
    expect(collab?.status).toBe('Launching');
    expect(collab?.price.amount).toBe(1_000_000);
    expect(villas?.status).toBe('Active');
    expect(villas?.price.amount).toBe(4_800_000);
  });
});

describe('broken current projects', () => {
  it('rejects a status outside the list', () => {
    const record = read('cedarline-chambers');
    record.ongoing.value.status = 'Sold Out';
    expect(() => parseFile(CHAMBERS, currentProjectSchema, record)).toThrow(/field "ongoing.value.status"/);
  });

  it('rejects a button that points at a section the page does not show', () => {
    const record = read('cedarline-chambers');
    record.page.value.paymentPlans = [];
    expect(() => parseFile(CHAMBERS, currentProjectSchema, record)).toThrow(
      /field "page.value.actions.0.goesTo": "View Payment Options" points at the payment options, which this page does not show/,
    );
  });

  it('rejects prose that types a price instead of {price}', () => {
    const record = read('cedarline-chambers');
    record.ongoing.value.description = record.ongoing.value.description.replace('{price}', 'PKR 1.5M');
    expect(() => parseFile(CHAMBERS, currentProjectSchema, record)).toThrow(/field "ongoing.value.description": types a price: write \{price\}/);
  });

  it('fills {price} in the card, the summary and the overview from the one price field', () => {
    const record = read('cedarline-chambers');
    record.page.value.price.amount = 1_600_000;
    const project = parseFile(CHAMBERS, currentProjectSchema, record);
    expect(project.ongoing?.description).toContain('sold from PKR 1.6M');
    expect(project.page?.summary).toContain('from PKR 1.6M');
    expect(project.page?.overview.join(' ')).toContain('Units start at PKR 1.6M');
    expect(JSON.stringify(project)).not.toContain('{price}');
  });

  it('refuses {price} in a project that has no page', () => {
    const record = read('cedarline-enclave');
    record.ongoing.value.description += ' From {price}.';
    expect(() => parseFile(CHAMBERS, currentProjectSchema, record)).toThrow(/uses \{price\}, but the project has no page/);
  });

  it('asks for a price only when the page lists no plots', () => {
    const chambers = read('cedarline-chambers');
    delete chambers.page.value.price.amount;
    expect(() => parseFile(CHAMBERS, currentProjectSchema, chambers)).toThrow(/field "page.value.price.amount": is required/);
    const villas = read('cedarline-villas-karachi');
    villas.page.value.price.amount = 4_800_000;
    expect(() => parseFile(CHAMBERS, currentProjectSchema, villas)).toThrow(/field "page.value.price.amount": must be left empty/);
  });
});
