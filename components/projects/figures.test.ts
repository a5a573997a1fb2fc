import { getProjectCopy, listDeliveredProjects, listOfferingProjects } from '@/lib/content/pakistan';
import { formatPkr } from '@/lib/format';
import { deliveredLabel, detailCards, expectedLabel, factCards, featureLines, fillCount, shortLocation } from './figures';

const copy = await getProjectCopy();
const deliveredProjects = await listDeliveredProjects();
const offerings = await listOfferingProjects();
const delivered = (slug: string) => deliveredProjects.find((project) => project.slug === slug)!;
const offering = (slug: string) => offerings.find((project) => project.slug === slug)!;

describe('labels', () => {
  it('labels a delivered project with its year and an ongoing one with its expected year', () => {
    expect(deliveredLabel(2013, copy)).toBe('Delivered 2013');
    expect(expectedLabel(2027, copy)).toBe('Expected 2027');
  });

  it('drops the city from a Karachi location', () => {
    expect(shortLocation('Block L, North Nazimabad, Karachi')).toBe('Block L, North Nazimabad');
  });

  it('writes a count in words, capitalised at the start of a sentence', () => {
    expect(fillCount('{count} buildings.', 7)).toBe('Seven buildings.');
    expect(fillCount('We built {count}.', 12)).toBe('We built twelve.');
    expect(fillCount('{count} buildings.', 21)).toBe('21 buildings.');
  });
});

describe('figures drawn from the record', () => {
  it('writes the Skyline floors and units into its features and detail cards', () => {
    const skyline = delivered('cedarline-skyline');
    expect(featureLines(skyline, copy).slice(0, 3)).toEqual(['Over 100 apartments', 'Ground plus 13 floors', 'A stated 150% increase in value']);
    expect(detailCards(skyline, copy)).toEqual([
      { label: 'Delivered', value: '2013' },
      { label: 'Apartments', value: 'Over 100' },
      { label: 'Floors', value: 'Ground + 13' },
      { label: 'Value increase', value: '150% (stated)' },
    ]);
  });

  it('adds the Arcade penthouse to its floors and calls its units units', () => {
    const arcade = delivered('cedarline-arcade');
    expect(featureLines(arcade, copy).slice(0, 2)).toEqual(['Over 50 commercial units', 'Ground plus 6 floors with a penthouse']);
    expect(detailCards(arcade, copy)).toEqual([
      { label: 'Delivered', value: '2006' },
      { label: 'Units', value: 'Over 50' },
      { label: 'Floors', value: 'Ground + 6 with a penthouse' },
      { label: 'Location', value: 'Block 1, Nazimabad' },
    ]);
  });

  it('keeps a drawn line where the editor put it', () => {
    expect(featureLines(delivered('cedarline-corner'), copy).slice(0, 3)).toEqual([
      'Shops on two street frontages',
      '36 apartments of 2 and 3 bedrooms',
      'Ground plus 5 floors',
    ]);
  });

  it('shows the project location as a fact card of a page on sale', () => {
    expect(factCards(offering('cedarline-villas-karachi'), copy)[0]).toEqual({ label: 'Location', value: 'Surjani Town, Karachi' });
  });

  it('shows the Chambers and Property.rf prices as the pages state them', () => {
    const chambers = offering('cedarline-chambers').page.price;
    const collab = offering('property-rf-collaboration').page.price;
    expect(formatPkr(chambers.amount, chambers.compact)).toBe('PKR 1.5M');
    expect(formatPkr(collab.amount, collab.compact)).toBe('PKR 1,000,000');
  });
});
