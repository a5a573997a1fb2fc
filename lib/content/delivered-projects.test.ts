import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deliveredProjectSchema, firstDeliveryYear, getDeliveredProject, listDeliveredProjects, listListedDeliveredProjects } from './delivered-projects';
import { parseFile } from './read';

const FILE = 'content/delivered-projects/cedarline-skyline.json';
const skyline = () => JSON.parse(readFileSync(path.join(process.cwd(), FILE), 'utf8'));
const slugs = (names: string[]) => names.map((name) => `cedarline-${name}`);

describe('delivered projects', () => {
  it('has seven delivered projects in list order, five of them listed', () => {
    expect(listDeliveredProjects().map((p) => p.slug)).toEqual(
      slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline']),
    );
    expect(listListedDeliveredProjects().map((p) => p.slug)).toEqual(slugs(['residency', 'villas-cottages', 'arcade', 'bridge-view', 'skyline']));
  });

  it('states the Arcade and Skyline figures once, as numbers', () => {
    expect(getDeliveredProject('cedarline-arcade')).toMatchObject({ year: 2006, building: { floors: 6, penthouse: true, units: 50, unitsOver: true } });
    expect(getDeliveredProject('cedarline-skyline')).toMatchObject({ year: 2013, building: { floors: 13, units: 100, unitsOver: true } });
    expect(JSON.stringify(getDeliveredProject('cedarline-skyline'))).toMatch(/150%/);
  });

  it('dates the first delivery to 2003', () => {
    expect(firstDeliveryYear()).toBe(2003);
  });
});

describe('broken delivered projects', () => {
  it('names the file and the field of a bad value', () => {
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...skyline(), year: 'soon' })).toThrow(
      /content\/delivered-projects\/cedarline-skyline\.json:\n {2}- field "year"/,
    );
  });

  it('rejects prose whose floors, units or year disagree with the record', () => {
    const record = skyline();
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...record, summary: record.summary.replace('ground plus 13', 'ground plus 12') })).toThrow(
      /field "summary": says "ground plus 12" but the building figures give 13 floors/,
    );
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...record, description: record.description.replace('Over 100', 'Over 90') })).toThrow(
      /field "description": says "Over 90"/,
    );
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...record, overview: [record.overview[0].replace('delivered in 2013', 'delivered in 2012')] })).toThrow(
      /field "overview.0": says "delivered in 2012" but the project was delivered in 2013/,
    );
  });

  it('rejects a card drawn from building figures the record leaves out', () => {
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...skyline(), building: { discriminant: false } })).toThrow(
      /field "features.0": shows the units but the building figures are left out/,
    );
  });

  it('rejects an unknown kind of detail card', () => {
    expect(() => parseFile(FILE, deliveredProjectSchema, { ...skyline(), details: [{ discriminant: 'rooms' }] })).toThrow(/field "details.0.discriminant"/);
  });
});
