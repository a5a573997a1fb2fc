import { hotelDetails } from '@/content/hotels';
import { listCanadaHotels } from './canada-portfolio';
import { buildHotel, getHotel, hotelDetailSchema, listHotels } from './hotels';
import { parseRecord } from './parse';

describe('hotel details', () => {
  it('parses a detail page for oshawa and brockville, each with six gallery images', () => {
    expect(listHotels().map((h) => h.slug)).toEqual(['oshawa', 'brockville']);
    for (const hotel of listHotels()) expect(hotel.images).toHaveLength(6);
  });

  it('shows the same name, rating, reviews and rooms as the hotel card', () => {
    for (const hotel of listHotels()) {
      const card = listCanadaHotels().find((c) => c.slug === hotel.slug);
      expect(card).toBeDefined();
      expect([hotel.name, hotel.rating, hotel.reviews, hotel.rooms, hotel.year]).toEqual([card?.name, card?.rating, card?.reviews, card?.rooms, card?.year]);
    }
    expect(getHotel('oshawa')).toMatchObject({ rating: 4.5, reviews: 1214, rooms: 125 });
    expect(getHotel('brockville')).toMatchObject({ rating: 4.4, reviews: 1340 });
  });

  it('only oshawa has the 3rd party lease with a restaurant and a comedy club', () => {
    expect(getHotel('oshawa')?.lease?.tenants.map((t) => t.kind)).toEqual(['Restaurant', 'Comedy club']);
    expect(getHotel('brockville')?.lease).toBeNull();
  });

  it('returns undefined for an unknown slug', () => {
    expect(getHotel('nope')).toBeUndefined();
  });

  it('names the file, record and field of a bad record', () => {
    const broken = { ...hotelDetails[0], bookingUrl: 'http://insecure.example' };
    expect(() => parseRecord('content/hotels.ts', hotelDetailSchema, broken, 'oshawa')).toThrow(
      /content\/hotels\.ts, record "oshawa":\n {2}- field "bookingUrl"/,
    );
  });

  it('fails when a detail page points at a card without a rating', () => {
    const detail = listHotels()[0]!;
    const cards = [{ slug: detail.slug, name: 'X Hotel', location: 'Oshawa', year: 2027, rating: null, reviews: null, rooms: null }];
    expect(() => buildHotel(detail, cards)).toThrow(/record "oshawa":\n {2}- field "rating"/);
    expect(() => buildHotel(detail, [])).toThrow(/no hotel card/);
  });
});
