import { getProjectCopy, listDeliveredProjects, listOfferingProjects } from '@/lib/content/pakistan';
import { rupees } from '@/lib/format';
import { URDU_LETTER } from '@/lib/i18n/locales';
import {
  deliveredLabel,
  detailCards,
  factCards,
  possessionYearLabel,
  featureLines,
  fillCount,
  shortLocation,
  statusWord,
} from './figures';

const copy = await getProjectCopy('en');
const deliveredProjects = await listDeliveredProjects('en');
const offerings = await listOfferingProjects('en');
const delivered = (slug: string) => deliveredProjects.find((project) => project.slug === slug)!;
const offering = (slug: string) => offerings.find((project) => project.slug === slug)!;

const urduCopy = await getProjectCopy('ur');
const urduSkyline = (await listDeliveredProjects('ur')).find((project) => project.slug === 'cedarline-skyline')!;

describe('labels', () => {
  it('labels a delivered project with its year and an ongoing one with its expected year', () => {
    expect(deliveredLabel(2013, copy)).toBe('Delivered 2013');
    expect(possessionYearLabel({ possession: '2027-12-01', ongoing: { status: 'Under Development' } }, copy)).toBe(
      'Expected 2027',
    );
    expect(possessionYearLabel({ possession: '2025-03-01', ongoing: { status: 'Ready for Posession' } }, copy)).toBe(
      'Possession since 2025',
    );
  });

  it('drops the city from a Karachi location, in either language', () => {
    expect(shortLocation('Block L, North Nazimabad, Karachi')).toBe('Block L, North Nazimabad');
    expect(shortLocation('بلاک ایل، نارتھ ناظم آباد، کراچی')).toBe('بلاک ایل، نارتھ ناظم آباد');
  });

  it('writes a count in words in English, capitalised at the start of a sentence, and as a figure in Urdu', () => {
    expect(fillCount('{count} buildings.', 7, 'en')).toBe('Seven buildings.');
    expect(fillCount('We built {count}.', 12, 'en')).toBe('We built twelve.');
    expect(fillCount('{count} buildings.', 21, 'en')).toBe('21 buildings.');
    expect(fillCount('{count} عمارتیں', 7, 'ur')).toBe('7 عمارتیں');
  });

  it('names a status in the page’s language, spelled right whatever the data’s spelling', () => {
    expect(statusWord('Ready for Posession', copy)).toBe('Ready for Possession');
    expect(statusWord('Active', urduCopy)).toBe(urduCopy.statuses.active);
    expect(urduCopy.statuses.active).toMatch(URDU_LETTER);
  });
});

describe('figures drawn from the record', () => {
  it('writes the Skyline floors and units into its features and detail cards', () => {
    const skyline = delivered('cedarline-skyline');
    expect(featureLines(skyline, copy).slice(0, 3)).toEqual([
      'Over 100 apartments',
      'Ground plus 13 floors',
      'A stated 150% increase in value',
    ]);
    expect(detailCards(skyline, copy)).toEqual([
      { label: 'Delivered', value: '2013' },
      { label: 'Apartments', value: 'Over 100' },
      { label: 'Floors', value: 'Ground + 13' },
      { label: 'Value increase', value: '150% (stated)' },
    ]);
  });

  it('adds the Arcade penthouse to its floors and calls its units units', () => {
    const arcade = delivered('cedarline-arcade');
    expect(featureLines(arcade, copy).slice(0, 2)).toEqual([
      'Over 50 commercial units',
      'Ground plus 6 floors with a penthouse',
    ]);
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
    expect(factCards(offering('cedarline-villas-karachi'), copy)[0]).toEqual({
      label: 'Location',
      value: 'Surjani Town, Karachi',
    });
  });

  it('shows the Chambers and Property.rf prices as the pages state them', () => {
    const price = rupees('en', copy.money);
    const chambers = offering('cedarline-chambers').page.price;
    const collab = offering('property-rf-collaboration').page.price;
    expect(price.asChosen(chambers.amount, chambers.compact)).toBe('PKR 1.5M');
    expect(price.asChosen(collab.amount, collab.compact)).toBe('PKR 1,000,000');
  });

  it('writes the same Skyline figures into its Urdu cards, in the Urdu words', () => {
    const cards = detailCards(urduSkyline, urduCopy);
    expect(cards.map((card) => card.label).slice(0, 3)).toEqual([
      urduCopy.delivered.badge,
      urduCopy.units.Apartments,
      urduCopy.floorsLabel,
    ]);
    expect(cards[0]!.value).toBe('2013');
    expect(cards[1]!.value).toBe(urduCopy.unitsOver.replace('{count}', '100'));
    expect(cards[2]!.value).toBe(urduCopy.floorsValue.replace('{floors}', '13'));
  });
});
