import { fillTemplate, formatPkr, formatAddress, formatClosingTime, formatCount, formatDays, formatTime, mapsUrls, templateTokens } from './format';

const address = { streetAddress: '3455 Fairview Street', locality: 'Burlington', region: 'ON', postalCode: 'L7N 2R4', country: 'CA' };

describe('times and days', () => {
  it('reads 24-hour times as 12-hour clock times', () => {
    expect(formatTime('11:00')).toBe('11:00 AM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('13:30')).toBe('1:30 PM');
    expect(formatTime('12:00')).toBe('12:00 PM');
  });
  it('says a closing time the way a sentence does', () => {
    expect(formatClosingTime('00:00')).toBe('midnight');
    expect(formatClosingTime('12:00')).toBe('noon');
    expect(formatClosingTime('23:00')).toBe('11:00 PM');
  });
  it('renders a run of days as first – last, and one day as itself', () => {
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).toBe('Monday – Sunday');
    expect(formatDays(['Sunday'])).toBe('Sunday');
  });
});

describe('counts', () => {
  it('groups thousands the Canadian English way', () => {
    expect(formatCount(1214)).toBe('1,214');
    expect(formatCount(242)).toBe('242');
  });
});

describe('addresses and maps links', () => {
  it('formats an address on one line', () => {
    expect(formatAddress(address)).toBe('3455 Fairview Street, Burlington, ON L7N 2R4');
  });
  it('encodes the address into the embed and directions URLs', () => {
    const urls = mapsUrls(address);
    expect(urls.directions).toBe('https://www.google.com/maps/dir/?api=1&destination=3455%20Fairview%20Street%2C%20Burlington%2C%20ON%20L7N%202R4');
    expect(urls.embed).toMatch(/^https:\/\/www\.google\.com\/maps\?q=3455%20Fairview.*&output=embed$/);
  });
});

describe('templates', () => {
  it('fills every {token} with the record’s figure', () => {
    expect(fillTemplate('Rated {rating} out of 5 from {reviews} reviews', { rating: 4.5, reviews: '1,214' })).toBe('Rated 4.5 out of 5 from 1,214 reviews');
    expect(fillTemplate('{index} of {count}', { index: 3, count: 6 })).toBe('3 of 6');
  });
  it('lists the tokens a template uses', () => {
    expect(templateTokens('{subtitle}. Rated {rating} / 5')).toEqual(['subtitle', 'rating']);
  });
  it('fails rather than show a token with no value', () => {
    expect(() => fillTemplate('Welcome to {name}', {})).toThrow(/No value for \{name\}/);
  });
});

describe('formatPkr', () => {
  it('writes rupees in full with thousands separators', () => {
    expect(formatPkr(1_000_000)).toBe('PKR 1,000,000');
    expect(formatPkr(4_800_000)).toBe('PKR 4,800,000');
  });

  it('writes millions compactly when asked, keeping one decimal only when needed', () => {
    expect(formatPkr(1_500_000, true)).toBe('PKR 1.5M');
    expect(formatPkr(9_600_000, true)).toBe('PKR 9.6M');
    expect(formatPkr(2_000_000, true)).toBe('PKR 2M');
  });

  it('keeps amounts under a million in full even when compact', () => {
    expect(formatPkr(850_000, true)).toBe('PKR 850,000');
  });
});
