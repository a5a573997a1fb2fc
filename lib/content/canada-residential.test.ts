import { readFileSync } from 'node:fs';
import { getEstateResidency, getSuites, listResidentialProjects, residencePageSchema, residentialProjectSchema } from './canada-residential';
import { parseFile } from './read';

const COURTHOUSE = 'content/canada-residential/courthouse-residences.json';
const courthouse = JSON.parse(readFileSync(COURTHOUSE, 'utf8'));

describe('residential projects', () => {
  it('parses the three projects in the order of their positions', () => {
    expect(listResidentialProjects().map((p) => p.slug)).toEqual(['signature-suites', 'estate-residency', 'courthouse-residences']);
  });

  it('keeps the figures the decisions fix', () => {
    expect(listResidentialProjects().find((p) => p.slug === 'courthouse-residences')).toMatchObject({ units: 122, floors: 14 });
    expect(getEstateResidency()).toMatchObject({ units: 8, floors: null });
  });

  it('links a project to the page that names it, and none for the condominium', () => {
    expect(listResidentialProjects().map((p) => p.href)).toEqual(['/signature-suites-by-cedarline', '/cedarline-estate-residency', null]);
    expect(getSuites()).toMatchObject({ href: '/signature-suites-by-cedarline', name: 'Signature Suites by Cedarline', year: 2021 });
  });

  it('names the file and field of a bad record', () => {
    expect(() => parseFile(COURTHOUSE, residentialProjectSchema, { ...courthouse, units: -1 })).toThrow(
      /content\/canada-residential\/courthouse-residences\.json:\n {2}- field "units"/,
    );
  });

  it('rejects a description that states a count the page renders from the record', () => {
    const broken = { ...courthouse, description: `${courthouse.description} It has 121 units.`, units: 121 };
    expect(() => parseFile(COURTHOUSE, residentialProjectSchema, broken)).toThrow(/field "description": states the count 121/);
  });

  it('accepts only {name} in the contact subject of a residence page', () => {
    const file = 'content/pages/signature-suites.json';
    const page = JSON.parse(readFileSync(file, 'utf8'));
    expect(() => parseFile(file, residencePageSchema, { ...page, cta: { ...page.cta, contactSubject: '{title} – enquiry' } })).toThrow(
      /field "cta.contactSubject": may use \{name\}/,
    );
  });
});
