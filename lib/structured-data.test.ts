import { getHotel, getRecordPage, type ConventionCenter, type Residence, type Restaurant } from '@/lib/content/canada';
import {
  conventionCenterLd,
  hotelLd,
  openingHoursLd,
  postalAddressLd,
  residenceLd,
  restaurantLd,
} from './structured-data';

const page = async <P>(slug: string) => (await getRecordPage(slug))!.page as P;
const restaurant = await page<Restaurant>('saffron-grill-burlington');
const conventionCenter = await page<ConventionCenter>('oshawa-convention-center');
const suites = await page<Residence>('signature-suites-by-cedarline');
const estate = await page<Residence>('cedarline-estate-residency');
const oshawa = (await getHotel('oshawa'))!;
const brockville = (await getHotel('brockville'))!;

describe('structured data', () => {
  it('gives a schema.org postal address', () => {
    expect(postalAddressLd(restaurant.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '3455 Fairview Street',
      addressLocality: 'Burlington',
      addressRegion: 'ON',
      postalCode: 'L7N 2R4',
      addressCountry: 'CA',
    });
  });

  it('gives schema.org opening hours with every day, 11:00 to 00:00', () => {
    const [spec] = openingHoursLd(restaurant.hours.times);
    expect(spec).toMatchObject({ opens: '11:00', closes: '00:00' });
    expect(spec?.dayOfWeek).toHaveLength(7);
    expect(restaurantLd(restaurant, '/saffron-grill-burlington')).toMatchObject({
      '@type': 'Restaurant',
      name: 'Saffron Grill Burlington',
      priceRange: '$$',
    });
  });

  it('gives a hotel the rating, review count and rooms its page shows', () => {
    expect(hotelLd(oshawa)).toMatchObject({
      '@type': 'Hotel',
      name: 'Lakeshore Inn & Suites Oshawa',
      aggregateRating: { ratingValue: 4.5, reviewCount: 1214, bestRating: 5 },
      telephone: '+1 905 555 0145',
      numberOfRooms: 125,
      checkinTime: oshawa.checkIn,
      checkoutTime: oshawa.checkOut,
    });
    expect(oshawa.checkIn).toBe('15:00');
    expect(hotelLd(brockville)).not.toHaveProperty('numberOfRooms');
  });

  it('gives the convention centre the largest theatre capacity of its halls', () => {
    expect(conventionCenterLd(conventionCenter, '/oshawa-convention-center')).toMatchObject({
      '@type': 'EventVenue',
      maximumAttendeeCapacity: 800,
      aggregateRating: { ratingValue: 4.4, reviewCount: 242 },
    });
  });

  it('gives a residence the phone its page shows', () => {
    expect(residenceLd(suites, '/signature-suites-by-cedarline')).toMatchObject({ telephone: '+1 905 555 0151' });
    expect(residenceLd(estate, '/cedarline-estate-residency')).toMatchObject({ telephone: '+1 613 555 0152' });
  });

  it('counts the units of an apartment complex only', () => {
    expect(residenceLd(suites, '/signature-suites-by-cedarline')).toMatchObject({
      '@type': 'ApartmentComplex',
      numberOfAccommodationUnits: 24,
    });
    expect(residenceLd(estate, '/cedarline-estate-residency')).not.toHaveProperty('numberOfAccommodationUnits');
  });
});
