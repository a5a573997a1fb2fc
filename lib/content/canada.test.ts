import { getCanadaPage, getHotel, getRecordPage, listCanadaHotels, listCanadaMenuItems, listCommercialVentures, listHotels, listResidentialProjects, type Residence, type Restaurant } from './canada';
import { getCopy } from './site';

describe('hotels', () => {
  it('has four hotel cards in the order of their positions, two with a page', async () => {
    expect((await listCanadaHotels()).map((hotel) => [hotel.slug, hotel.href])).toEqual([
      ['oshawa', '/hotels/oshawa'],
      ['brockville', '/hotels/brockville'],
      ['extended-stay-barrie', null],
      ['aloft-barrie', null],
    ]);
  });

  it('keeps the figures the decisions fix, each stated once', async () => {
    const [oshawa, brockville, barrie] = await listCanadaHotels();
    expect(oshawa).toMatchObject({ rating: 4.5, reviews: 1214, rooms: 125, year: 2015 });
    expect(brockville).toMatchObject({ rating: 4.4, reviews: 1340, rooms: null });
    expect(barrie).toMatchObject({ rooms: 100, rating: null, reviews: null, year: 2027 });
    expect(await getHotel('oshawa')).toMatchObject({ name: oshawa!.name, rating: 4.5, reviews: 1214, rooms: 125, checkIn: '15:00' });
  });

  it('gives each hotel page six gallery photos, and only Oshawa the 3rd party lease', async () => {
    expect((await listHotels()).map((hotel) => [hotel.slug, hotel.images.length])).toEqual([
      ['oshawa', 6],
      ['brockville', 6],
    ]);
    expect((await getHotel('oshawa'))?.lease?.tenants.map((tenant) => tenant.kind)).toEqual(['Restaurant', 'Comedy club']);
    expect((await getHotel('brockville'))?.lease).toBeNull();
  });

  it('finds a hotel whatever the case of its slug, and none for an unknown slug', async () => {
    expect((await getHotel('Oshawa'))?.slug).toBe('oshawa');
    expect(await getHotel('nope')).toBeUndefined();
  });
});

describe('residences and venues carry their pages', () => {
  it('links each card to its record’s page, at the record’s file name', async () => {
    expect((await listResidentialProjects()).map((project) => [project.slug, project.href])).toEqual([
      ['signature-suites-by-cedarline', '/signature-suites-by-cedarline'],
      ['cedarline-estate-residency', '/cedarline-estate-residency'],
      ['courthouse-residences', null],
    ]);
    expect((await listCommercialVentures()).map((venture) => [venture.slug, venture.href])).toEqual([
      ['saffron-grill-burlington', '/saffron-grill-burlington'],
      ['oshawa-convention-center', '/oshawa-convention-center'],
    ]);
  });

  it('gives a page its record’s name, figures and team', async () => {
    const suites = (await getRecordPage('signature-suites-by-cedarline'))?.page as Residence;
    expect(suites).toMatchObject({ name: 'Signature Suites by Cedarline', year: 2021, units: 24, href: '/signature-suites-by-cedarline' });
    expect(suites.cta.team.slug).toBe('canada-hospitality');
    expect(await getRecordPage('oshawa-convention-center')).toMatchObject({ kind: 'conventionCentre', page: { name: 'Oshawa Convention Center', year: 2016, rating: 4.4, reviews: 242 } });
    expect((await listResidentialProjects()).find((project) => project.slug === 'courthouse-residences')).toMatchObject({ units: 122, floors: 14 });
  });

  it('says the restaurant’s closing time from its opening hours wherever the copy writes {closes}', async () => {
    const restaurant = (await getRecordPage('saffron-grill-burlington'))?.page as Restaurant;
    expect(restaurant.about.title).toBe('Grilled to order, served until midnight');
    expect(restaurant.about.paragraphs[1]).toContain('chai and kebab rolls until midnight.');
    expect(restaurant.features.items.map((item) => item.label)).toContain('Open until midnight');
  });

  it('has no page for a slug no record carries', async () => {
    expect(await getRecordPage('courthouse-residences')).toBeNull();
    expect(await getRecordPage('about')).toBeNull();
  });
});

describe('the CHG Canada page and menu', () => {
  it('reads the overview copy, its closing team, and the labels the Canada pages share', async () => {
    expect(await getCanadaPage()).toMatchObject({ eyebrow: 'CHG Canada', title: 'Hospitality and homes across Ontario', closing: { team: { slug: 'canada-hospitality' } } });
    expect((await getCopy('canada-labels')).floors).toBe('{floors} floors');
  });

  it('lists the overview, the pages and the records without a page, in the header order', async () => {
    expect(await listCanadaMenuItems()).toEqual([
      { label: 'CHG Canada Overview', href: '/chg-canada' },
      { label: 'Lakeshore Inn & Suites Oshawa', href: '/hotels/oshawa' },
      { label: 'Lakeshore Inn & Suites Brockville', href: '/hotels/brockville' },
      { label: 'Saffron Grill Burlington', href: '/saffron-grill-burlington' },
      { label: 'Oshawa Convention Center', href: '/oshawa-convention-center' },
      { label: 'Signature Suites by Cedarline', href: '/signature-suites-by-cedarline' },
      { label: 'Cedarline Estate Residency', href: '/cedarline-estate-residency' },
      { label: 'Cedarline Extended Stay Barrie', status: 'Under Construction' },
      { label: 'Aloft Barrie', status: 'Planning' },
      { label: 'Courthouse Residences', status: 'Planning' },
    ]);
  });
});
