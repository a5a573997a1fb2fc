import en from '@/content/messages/en.json';
import ur from '@/content/messages/ur.json';
import {
  areasText,
  fillTemplate,
  formatAddress,
  formatClosingTime,
  formatCount,
  formatDate,
  formatDays,
  formatTime,
  mapsUrls,
  numberWord,
  rupees,
  templateTokens,
  termText,
} from './format';

const address = {
  streetAddress: '3455 Fairview Street',
  locality: 'Burlington',
  region: 'ON',
  postalCode: 'L7N 2R4',
  country: 'CA',
};

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
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).toBe(
      'Monday – Sunday',
    );
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
    expect(urls.directions).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=3455%20Fairview%20Street%2C%20Burlington%2C%20ON%20L7N%202R4',
    );
    expect(urls.embed).toMatch(/^https:\/\/www\.google\.com\/maps\?q=3455%20Fairview.*&output=embed$/);
  });
});

describe('templates', () => {
  it('fills every {token} with the record’s figure', () => {
    expect(fillTemplate('Rated {rating} out of 5 from {reviews} reviews', { rating: 4.5, reviews: '1,214' })).toBe(
      'Rated 4.5 out of 5 from 1,214 reviews',
    );
    expect(fillTemplate('{index} of {count}', { index: 3, count: 6 })).toBe('3 of 6');
  });
  it('lists the tokens a template uses', () => {
    expect(templateTokens('{subtitle}. Rated {rating} / 5')).toEqual(['subtitle', 'rating']);
  });
  it('fails rather than show a token with no value', () => {
    expect(() => fillTemplate('Welcome to {name}', {})).toThrow(/No value for \{name\}/);
  });
});

describe('rupees, as each language writes them (with the words of its catalogue)', () => {
  const english = rupees('en', en.money);
  const urdu = rupees('ur', ur.money);

  it('writes the full figure with thousands separators: PKR in English, Rs in Urdu, digits 0–9 in both', () => {
    expect(english.full(4_800_000)).toBe('PKR 4,800,000');
    expect(urdu.full(4_800_000)).toBe('Rs 4,800,000');
  });

  it.each([
    [99_999, null, null],
    [100_000, '1 lakh', '1 لاکھ'],
    [150_020, '1.5 lakh', '1.5 لاکھ'],
    [7_200_000, '72 lakh', '72 لاکھ'],
    [9_999_499, '99.99 lakh', '99.99 لاکھ'],
    [9_999_500, '1 crore', '1 کروڑ'],
    [10_000_000, '1 crore', '1 کروڑ'],
    [15_000_000, '1.5 crore', '1.5 کروڑ'],
    [123_456_789, '12.35 crore', '12.35 کروڑ'],
  ])(
    'says %d as %s / %s: in lakh up to a crore, in crore from there, nothing below a lakh',
    (amount, inEnglish, inUrdu) => {
      expect(english.short(amount)).toBe(inEnglish);
      expect(urdu.short(amount)).toBe(inUrdu);
    },
  );

  it('gives the full figure with its short form after it, or alone below a lakh', () => {
    expect(english.spoken(7_200_000)).toBe('PKR 7,200,000 — 72 lakh');
    expect(urdu.spoken(7_200_000)).toBe('Rs 7,200,000 — 72 لاکھ');
    expect(english.spoken(50_000)).toBe('PKR 50,000');
    expect(urdu.spoken(50_000)).toBe('Rs 50,000');
  });

  it('headlines a price in millions in English, one decimal only when needed, and in full under a million', () => {
    expect(english.headline(1_500_000)).toBe('PKR 1.5M');
    expect(english.headline(2_000_000)).toBe('PKR 2M');
    expect(english.headline(850_000)).toBe('PKR 850,000');
  });

  it('headlines a price in lakh and crore in Urdu, as Urdu buyers say it, and in full under a lakh', () => {
    expect(urdu.headline(1_500_000)).toBe('Rs 15 لاکھ');
    expect(urdu.headline(4_800_000)).toBe('Rs 48 لاکھ');
    expect(urdu.headline(15_000_000)).toBe('Rs 1.5 کروڑ');
    expect(urdu.headline(85_000)).toBe('Rs 85,000');
  });

  it('follows a record’s choice: the headline when it shows millions, the full figure when not', () => {
    expect(english.asChosen(1_500_000, true)).toBe('PKR 1.5M');
    expect(english.asChosen(1_500_000, false)).toBe('PKR 1,500,000');
  });
});

describe('days and counts in each language', () => {
  it('writes a day with its month named in the language: 1 November 2026, 1 نومبر، 2026', () => {
    expect(formatDate('2026-11-01', 'en')).toBe('1 November 2026');
    expect(formatDate('2026-11-01', 'ur')).toBe('1 نومبر، 2026');
  });

  it('writes a day with its weekday, as a visit day is repeated in words: Saturday, 12 December 2026, ہفتہ، 12 دسمبر، 2026', () => {
    expect(formatDate('2026-12-12', 'en', 'weekday')).toBe('Saturday, 12 December 2026');
    expect(formatDate('2026-12-12', 'ur', 'weekday')).toBe('ہفتہ، 12 دسمبر، 2026');
  });

  it('writes small counts in words in English only: Urdu copy writes figures', () => {
    expect(numberWord(7, 'en')).toBe('seven');
    expect(numberWord(13, 'en')).toBeUndefined();
    expect(numberWord(7, 'ur')).toBeUndefined();
  });
});

describe('the figures a project page writes into its texts', () => {
  it('says its sizes in one sentence: the areas listed, the unit once, or each with its own', () => {
    const sizes = (...areas: [number, string][]) => areas.map(([area, unit]) => ({ area, unit }));
    expect(
      areasText(sizes([80, 'sq-yd'], [120, 'sq-yd'], [120, 'sq-yd'], [160, 'sq-yd']), en.project.sizes, 'en'),
    ).toBe('80, 120 and 160 sq yd');
    expect(areasText(sizes([1000, 'sq-yd']), en.project.sizes, 'en')).toBe('1000 sq yd');
    expect(areasText(sizes([150, 'sq-ft'], [80, 'sq-yd']), en.project.sizes, 'en')).toBe('150 sq ft and 80 sq yd');
    expect(areasText(sizes([80, 'sq-yd'], [120, 'sq-yd']), ur.project.sizes, 'ur')).toBe('80 اور 120 مربع گز');
  });

  it('says how long a plan runs in whole years from two years up, in months otherwise', () => {
    expect([12, 18, 24, 30, 36].map((months) => termText(months, en.project.term))).toEqual([
      '12 months',
      '18 months',
      '2 years',
      '30 months',
      '3 years',
    ]);
    expect(termText(36, ur.project.term)).toBe('3 سال');
  });
});
