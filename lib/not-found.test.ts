import { HOTEL_NOT_FOUND_PATH, createPrerenderedReader, notFoundPageFor } from './not-found';

describe('notFoundPageFor', () => {
  it('answers an unknown hotel slug with the hotel not-found page', () => {
    expect(notFoundPageFor('/hotels/barrie')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor('/hotels/barrie/')).toBe(HOTEL_NOT_FOUND_PATH);
    expect(notFoundPageFor(HOTEL_NOT_FOUND_PATH)).toBe(HOTEL_NOT_FOUND_PATH);
  });

  it('leaves known hotels and every other path alone', () => {
    expect(notFoundPageFor('/hotels/oshawa')).toBeNull();
    expect(notFoundPageFor('/hotels/brockville')).toBeNull();
    expect(notFoundPageFor('/hotels/oshawa/rooms')).toBeNull();
    expect(notFoundPageFor('/projects/nope')).toBeNull();
    expect(notFoundPageFor('/hotels')).toBeNull();
  });
});

describe('createPrerenderedReader', () => {
  it('reads a page from the build output once, and gives null when it is missing', () => {
    const read = jest.fn((file: string) => {
      if (file === '/dist/server/app/hotels/hotel-not-found.html') return '<h1>Hotel Not Found</h1>';
      throw new Error('ENOENT');
    });
    const reader = createPrerenderedReader('/dist', read);
    expect(reader(HOTEL_NOT_FOUND_PATH)).toBe('<h1>Hotel Not Found</h1>');
    expect(reader(HOTEL_NOT_FOUND_PATH)).toBe('<h1>Hotel Not Found</h1>');
    expect(reader('/missing')).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
