import { readFileSync } from 'node:fs';
import { getConventionCenter, getRestaurant, listCommercialVentures, restaurantPageSchema } from './canada-ventures';
import { parseFile } from './read';

const RESTAURANT = 'content/pages/saffron-grill-burlington.json';
const restaurant = JSON.parse(readFileSync(RESTAURANT, 'utf8'));

describe('commercial ventures', () => {
  it('links each venture to the page that names it', () => {
    expect(listCommercialVentures().map((v) => [v.slug, v.href])).toEqual([
      ['saffron-grill-burlington', '/saffron-grill-burlington'],
      ['oshawa-convention-center', '/oshawa-convention-center'],
    ]);
  });

  it('gives the venue pages the name, location and year of their card', () => {
    expect(getConventionCenter()).toMatchObject({ name: 'Oshawa Convention Center', location: 'Oshawa, Ontario', year: 2016, rating: 4.4, reviews: 242 });
    expect(getRestaurant()).toMatchObject({ name: 'Saffron Grill Burlington', location: 'Burlington, Ontario', year: 2022 });
  });
});

describe('restaurant closing time', () => {
  it('says the closing time from the opening hours wherever the copy writes {closes}', () => {
    const page = getRestaurant();
    expect(page.about.title).toBe('Grilled to order, served until midnight');
    expect(page.about.paragraphs[1]).toContain('chai and kebab rolls until midnight.');
    expect(page.features.items.map((f) => f.label)).toContain('Open until midnight');
  });

  it('follows the hours when they change', () => {
    const times = [{ ...restaurant.hours.times[0], closes: '23:00' }];
    const page = parseFile(RESTAURANT, restaurantPageSchema, { ...restaurant, hours: { ...restaurant.hours, times } });
    expect(page.about.title).toBe('Grilled to order, served until 11:00 PM');
  });

  it('rejects copy that types the closing time instead of {closes}', () => {
    const about = { ...restaurant.about, title: 'Grilled to order, served until midnight' };
    expect(() => parseFile(RESTAURANT, restaurantPageSchema, { ...restaurant, about })).toThrow(/field "about.title": states the closing time/);
  });

  it('rejects {closes} when the days close at different times', () => {
    const [all] = restaurant.hours.times;
    const times = [{ ...all, days: ['Monday'] }, { ...all, days: ['Tuesday'], closes: '22:00' }];
    expect(() => parseFile(RESTAURANT, restaurantPageSchema, { ...restaurant, hours: { ...restaurant.hours, times } })).toThrow(
      /field "about.title": uses \{closes\}, but the opening hours do not all close at the same time/,
    );
  });
});
