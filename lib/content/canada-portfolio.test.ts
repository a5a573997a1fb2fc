import { residentialProjects } from '@/content/canada-portfolio';
import {
  formatDays,
  formatTime,
  getConventionCenter,
  getEstateResidency,
  getRestaurant,
  getSuites,
  hotelYearLabel,
  listCanadaHotels,
  listCanadaMenuItems,
  listCommercialVentures,
  listResidentialProjects,
  mapsUrls,
  openingHoursLd,
  residentialFacts,
  residentialProjectSchema,
  residentialYearLabel,
} from './canada-portfolio';
import { parseRecord } from './parse';

describe('hotel year label', () => {
  it("is 'Expected' for the Aloft hotel, whatever its status", () => {
    expect(hotelYearLabel({ name: 'Aloft Barrie', status: 'Planning' })).toBe('Expected');
    expect(hotelYearLabel({ name: 'Aloft Barrie', status: 'Operating' })).toBe('Expected');
  });
  it("is 'Opening' for a hotel under construction or in planning", () => {
    expect(hotelYearLabel({ name: 'Extended Stay Barrie', status: 'Under Construction' })).toBe('Opening');
    expect(hotelYearLabel({ name: 'Extended Stay Barrie', status: 'Planning' })).toBe('Opening');
  });
  it("is 'Established' for an operating hotel", () => {
    expect(hotelYearLabel({ name: 'Inn Oshawa', status: 'Operating' })).toBe('Established');
  });
});

describe('residential year label', () => {
  it("is 'Established' before 2025 and 'Expected' from 2025 on", () => {
    expect(residentialYearLabel({ year: 2024 })).toBe('Established');
    expect(residentialYearLabel({ year: 2025 })).toBe('Expected');
    expect(residentialYearLabel({ year: 2028 })).toBe('Expected');
  });
});

describe('canada portfolio content', () => {
  it('parses the four hotels, three residential projects and two ventures', () => {
    expect(listCanadaHotels().map((h) => h.slug)).toEqual(['oshawa', 'brockville', null, null]);
    expect(listResidentialProjects()).toHaveLength(3);
    expect(listCommercialVentures().map((v) => v.href)).toEqual(['/saffron-grill-burlington', '/oshawa-convention-center']);
  });

  it('keeps the figures the decisions fix', () => {
    const [oshawa, brockville, barrie] = listCanadaHotels();
    expect([oshawa?.rating, oshawa?.reviews, oshawa?.rooms]).toEqual([4.5, 1214, 125]);
    expect([brockville?.rating, brockville?.reviews]).toEqual([4.4, 1340]);
    expect([barrie?.rooms, barrie?.rating, barrie?.year]).toEqual([100, null, 2027]);
    const courthouse = listResidentialProjects().find((p) => p.id === 'courthouse-residences');
    expect(courthouse && residentialFacts(courthouse)).toEqual(['122 condominium units', '14 floors']);
    expect(getEstateResidency().units).toBe(8);
    expect(getConventionCenter()).toMatchObject({ rating: 4.4, reviews: 242 });
  });

  it('links residential projects to their pages, and none for the condominium', () => {
    expect(listResidentialProjects().map((p) => p.href)).toEqual(['/signature-suites-by-cedarline', '/cedarline-estate-residency', null]);
    expect(getSuites().href).toBe('/signature-suites-by-cedarline');
  });

  it('names the file, record and field of a bad record', () => {
    const broken = { ...residentialProjects[2], units: -1 };
    expect(() => parseRecord('content/canada-portfolio.ts', residentialProjectSchema, broken, 'courthouse-residences')).toThrow(
      /content\/canada-portfolio\.ts, record "courthouse-residences":\n {2}- field "units"/,
    );
  });

  it('rejects a description that states a count the page renders from the record', () => {
    const broken = { ...residentialProjects[2], description: `${residentialProjects[2].description} It has 121 units.`, units: 121 };
    expect(() => parseRecord('content/canada-portfolio.ts', residentialProjectSchema, broken, 'courthouse-residences')).toThrow(/field "description": states the count 121/);
  });
});

describe('restaurant hours', () => {
  it('renders Monday – Sunday, 11:00 AM – 12:00 AM from the structured hours', () => {
    const [hours] = getRestaurant().hours;
    expect(hours && formatDays(hours.days)).toBe('Monday – Sunday');
    expect(hours && `${formatTime(hours.opens)} – ${formatTime(hours.closes)}`).toBe('11:00 AM – 12:00 AM');
    expect(formatTime('13:30')).toBe('1:30 PM');
    expect(formatTime('12:00')).toBe('12:00 PM');
  });
  it('gives schema.org opening hours with every day, 11:00 to 00:00', () => {
    const [spec] = openingHoursLd(getRestaurant().hours);
    expect(spec).toMatchObject({ opens: '11:00', closes: '00:00' });
    expect(spec?.dayOfWeek).toHaveLength(7);
  });
});

describe('maps links', () => {
  it('encodes the address into the embed and directions URLs', () => {
    const urls = mapsUrls(getRestaurant().address);
    expect(urls.directions).toBe('https://www.google.com/maps/dir/?api=1&destination=3455%20Fairview%20Street%2C%20Burlington%2C%20ON%20L7N%202R4');
    expect(urls.embed).toMatch(/^https:\/\/www\.google\.com\/maps\?q=3455%20Fairview.*&output=embed$/);
  });
});

describe('CHG Canada menu', () => {
  it('lists the overview, the pages and the records without a page, in the header order', () => {
    expect(listCanadaMenuItems()).toEqual([
      { label: 'CHG Canada Overview', href: '/chg-canada' },
      { label: 'Lakeshore Inn & Suites Oshawa', href: '/hotels/oshawa' },
      { label: 'Lakeshore Inn & Suites Brockville', href: '/hotels/brockville' },
      { label: 'Saffron Grill Burlington', href: '/saffron-grill-burlington' },
      { label: 'Oshawa Convention Center', href: '/oshawa-convention-center' },
      { label: 'Signature Suites by Cedarline', href: '/signature-suites-by-cedarline' },
      { label: 'Cedarline Estate Residency', href: '/cedarline-estate-residency' },
      { label: 'Cedarline Extended Stay Barrie' },
      { label: 'Aloft Barrie' },
      { label: 'Courthouse Residences' },
    ]);
  });
});
