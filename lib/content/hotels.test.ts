import { readFileSync } from 'node:fs';
import { canadaHotelSchema, getHotel, listCanadaHotels, listHotels } from './hotels';
import { parseFile } from './read';

const OSHAWA = 'content/canada-hotels/oshawa.json';
const oshawa = JSON.parse(readFileSync(OSHAWA, 'utf8'));

describe('hotels', () => {
  it('parses the four hotel cards in the order of their positions, two with a page', () => {
    expect(listCanadaHotels().map((h) => [h.slug, h.page !== null])).toEqual([
      ['oshawa', true],
      ['brockville', true],
      ['extended-stay-barrie', false],
      ['aloft-barrie', false],
    ]);
  });

  it('keeps the figures the decisions fix', () => {
    const [, , barrie] = listCanadaHotels();
    expect(getHotel('oshawa')).toMatchObject({ rating: 4.5, reviews: 1214, rooms: 125, year: 2015 });
    expect(getHotel('brockville')).toMatchObject({ rating: 4.4, reviews: 1340, rooms: null });
    expect(barrie).toMatchObject({ rooms: 100, rating: null, year: 2027 });
  });

  it('gives each hotel page six gallery images and the card’s name and figures', () => {
    expect(listHotels().map((h) => h.slug)).toEqual(['oshawa', 'brockville']);
    for (const hotel of listHotels()) {
      const card = listCanadaHotels().find((c) => c.slug === hotel.slug)!;
      expect(hotel.images).toHaveLength(6);
      expect([hotel.name, hotel.rating, hotel.reviews, hotel.rooms, hotel.year]).toEqual([card.name, card.rating, card.reviews, card.rooms, card.year]);
    }
  });

  it('only oshawa has the 3rd party lease with a restaurant and a comedy club', () => {
    expect(getHotel('oshawa')?.lease?.tenants.map((t) => t.kind)).toEqual(['Restaurant', 'Comedy club']);
    expect(getHotel('brockville')?.lease).toBeNull();
  });

  it('finds a hotel whatever the case of its slug, and none for an unknown slug', () => {
    expect(getHotel('Oshawa')?.slug).toBe('oshawa');
    expect(getHotel('nope')).toBeUndefined();
  });

  it('names the file and field of a bad record', () => {
    const broken = { ...oshawa, page: { ...oshawa.page, value: { ...oshawa.page.value, bookingUrl: 'http://insecure.example' } } };
    expect(() => parseFile(OSHAWA, canadaHotelSchema, broken)).toThrow(/content\/canada-hotels\/oshawa\.json:\n {2}- field "page.value.bookingUrl"/);
  });

  it('fails when a hotel with a page has no rating', () => {
    const unrated = { ...oshawa, rating: undefined, reviews: undefined };
    expect(() => parseFile(OSHAWA, canadaHotelSchema, unrated)).toThrow(/field "rating": a hotel with its own page needs its guest rating/);
    expect(() => parseFile(OSHAWA, canadaHotelSchema, { ...oshawa, reviews: undefined })).toThrow(/field "reviews": give the rating and the review count together/);
  });
});
