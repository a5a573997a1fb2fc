/**
 * A text refuses a figure its record holds in any wording: fast-check writes
 * each kind of figure in digits of three scripts, in English and Urdu words,
 * with million, lakh and crore, as "N years ago" and as times of day, inside
 * sentences of either language, and the rule must refuse every one, naming
 * the placeholder to write instead. Text with no such figure (addresses,
 * "3-bedroom", "Block 2") must pass.
 */
import fc from 'fast-check';
import { copyRule, figureValue, findFigure, URDU_NUMBERS, type Figure } from './figures';

/* ---- Numbers as people write them ---------------------------------------------- */

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 122 → "one hundred and twenty-two", 2013 → "two thousand and thirteen". */
function english(n: number): string {
  if (n < 10) return ONES[n]!;
  if (n < 20) return TEENS[n - 10]!;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
  const [scale, size] = n >= 1_000_000 ? ['million', 1_000_000] : n >= 1000 ? ['thousand', 1000] : ['hundred', 100];
  const rest = n % size;
  return `${english(Math.floor(n / size))} ${scale}${rest ? `${rest < 100 ? ' and ' : ' '}${english(rest)}` : ''}`;
}

/** 122 → "ایک سو بائیس", 2013 → "دو ہزار تیرہ", 1,500,000 → "پندرہ لاکھ": Urdu counts in hundreds, thousands, lakh and crore. */
function urdu(n: number): string {
  const scales: [number, string][] = [
    [10_000_000, 'کروڑ'],
    [100_000, 'لاکھ'],
    [1000, 'ہزار'],
    [100, 'سو'],
  ];
  for (const [size, word] of scales) {
    if (n >= size) return [urdu(Math.floor(n / size)), word, n % size ? urdu(n % size) : ''].filter(Boolean).join(' ');
  }
  return URDU_NUMBERS[n]!;
}

const URDU_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const EASTERN_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const inScript = (text: string, digits: string) => text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);
const grouped = (n: number) => n.toLocaleString('en-US');

/** A number in any of the ways it is typed: digits of three scripts (grouped or not), English words, Urdu words. */
const spelled = (n: number) =>
  fc.constantFrom(
    String(n),
    grouped(n),
    inScript(String(n), URDU_DIGITS),
    inScript(grouped(n), EASTERN_DIGITS).replaceAll(',', '٬'),
    english(n),
    english(n).replace(/-/g, ' '),
    urdu(n),
  );

/** Sentences around the figure, in either language, with no figure of their own. */
const BEFORE = [
  '',
  'Handed over ',
  'The tower has ',
  'Offices from ',
  'Open daily until ',
  'نارتھ ناظم آباد میں ',
  'یہ منصوبہ ',
  'Block 2, Gulistan-e-Jauhar: ',
];
const AFTER = [
  '',
  '.',
  ' near the Northern Bypass.',
  ', close to schools and markets.',
  ' کے ساتھ۔',
  '، سرجانی ٹاؤن میں۔',
  ' — ready for families',
];
const inSentence = (wording: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom(...BEFORE), wording, fc.constantFrom(...AFTER)).map((parts) => parts.join(''));

/* ---- Each kind of figure, in every wording ---------------------------------------- */

const choose = <T>(...options: fc.Arbitrary<T>[]) => fc.oneof(...options);
const wordsBetween = fc.constantFrom('', ' luxury', ' fully finished', ' condominium', ' family', ' لگژری');

const WORDINGS: Record<Figure, fc.Arbitrary<string>> = {
  price: choose(
    fc
      .integer({ min: 1, max: 99 })
      .chain((lakh) =>
        spelled(lakh).chain((n) => fc.constantFrom(`${n} lakh`, `Rs. ${n} lac`, `${n} لاکھ روپے`, `${n} lakh rupees`)),
      ),
    fc
      .integer({ min: 1, max: 50 })
      .chain((crore) => spelled(crore).chain((n) => fc.constantFrom(`${n} crore`, `${n} کروڑ`, `PKR ${n} crore`))),
    fc.constantFrom(
      '1.5 million rupees',
      'one and a half million',
      'PKR 1.5M',
      'Rs 1,500,000',
      'ڈیڑھ کروڑ',
      'ساڑھے تین لاکھ',
      '$2 million',
      '۱۵ لاکھ',
      'PKR1.5m',
    ),
    fc.integer({ min: 100_000, max: 99_999_999 }).chain((amount) => spelled(amount).map((n) => `PKR ${n}`)),
    fc
      .integer({ min: 2, max: 900 })
      .chain((n) => fc.constantFrom(`${english(n)} million`, `${n} million rupees`, `${urdu(n)} ملین`)),
  ),
  year: choose(
    fc
      .integer({ min: 1900, max: 2099 })
      .chain((year) =>
        fc.constantFrom(
          String(year),
          inScript(String(year), URDU_DIGITS),
          inScript(String(year), EASTERN_DIGITS),
          urdu(year),
        ),
      ),
    fc.integer({ min: 2000, max: 2099 }).map((year) => english(year)),
    fc
      .integer({ min: 10, max: 99 })
      .chain((tail) => fc.constantFrom(`nineteen ${english(tail)}`, `twenty ${english(tail)}`)),
    fc
      .integer({ min: 1, max: 60 })
      .chain((years) =>
        spelled(years).chain((n) =>
          fc.constantFrom(`${n} years ago`, `${n} years back`, `${n} سال پہلے`, `${n} برس قبل`),
        ),
      ),
    fc.constantFrom('a decade ago', 'last year', 'پچھلے سال'),
  ),
  units: fc
    .integer({ min: 2, max: 999 })
    .chain((count) =>
      fc
        .tuple(
          spelled(count),
          wordsBetween,
          fc.constantFrom(
            'units',
            'apartments',
            'homes',
            'flats',
            'townhouses',
            'condominium units',
            'اپارٹمنٹس',
            'یونٹس',
            'فلیٹس',
            'apartments of 2 and 3 bedrooms',
          ),
        )
        .map(([n, between, noun]) => `${n}${between} ${noun}`),
    ),
  floors: fc
    .integer({ min: 2, max: 60 })
    .chain((count) =>
      spelled(count).chain((n) =>
        fc.constantFrom(
          `${n} floors`,
          `${n}-storey`,
          `${n} levels`,
          `over ${n} stories`,
          `ground plus ${n}`,
          `G+${count}`,
          `${n} منزلہ`,
          `گراؤنڈ پلس ${n}`,
        ),
      ),
    ),
  time: choose(
    fc
      .integer({ min: 1, max: 12 })
      .chain((hour) =>
        fc.constantFrom(
          `${hour} p.m.`,
          `${hour}pm`,
          `${hour}:00 AM`,
          `${english(hour)} at night`,
          `${english(hour)} in the evening`,
          `${english(hour)} o'clock`,
          `${urdu(hour)} بجے`,
          `half past ${english(hour)}`,
        ),
      ),
    fc.integer({ min: 0, max: 23 }).map((hour) => `${String(hour).padStart(2, '0')}:30`),
    fc.constantFrom('midnight', 'noon', 'آدھی رات'),
  ),
  term: fc
    .integer({ min: 2, max: 120 })
    .chain((count) =>
      spelled(count).chain((n) =>
        fc.constantFrom(
          `${n} years`,
          `${n}-year`,
          `${n} months`,
          `${n} monthly installments`,
          `${n} quarterly instalments`,
          `${n} سال`,
          `${n} ماہ`,
          `${n} اقساط`,
        ),
      ),
    ),
  size: fc
    .integer({ min: 2, max: 5000 })
    .chain((area) =>
      spelled(area).chain((n) =>
        fc.constantFrom(`${n} sq yd`, `${n} square yards`, `${n} sq. ft`, `${n} marla`, `${n} مربع گز`, `${n} گز`),
      ),
    ),
  share: fc
    .integer({ min: 1, max: 100 })
    .chain((percent) =>
      spelled(percent).chain((n) => fc.constantFrom(`${n}%`, `${n} percent`, `${n} per cent`, `${n} فیصد`)),
    ),
  rating: choose(
    fc.constantFrom('4.5 stars', 'four and a half stars', 'rated 4.2', '4.4 out of 5', '4.5/5'),
    fc.integer({ min: 10, max: 5000 }).chain((count) => spelled(count).map((n) => `${n} reviews`)),
  ),
  rooms: fc
    .integer({ min: 2, max: 900 })
    .chain((count) => spelled(count).chain((n) => fc.constantFrom(`${n} rooms`, `${n} guest rooms`, `${n} کمرے`))),
  capacity: fc
    .integer({ min: 2, max: 5000 })
    .chain((count) => spelled(count).chain((n) => fc.constantFrom(`${n} guests`, `${n} seats`, `${n} مہمان`))),
};

const TOKENS: Record<Figure, string> = {
  price: '{price}',
  year: '{year}',
  units: '{units}',
  floors: '{floors}',
  time: '{closes}',
  term: '{term}',
  size: '{sizes}',
  share: '{share}',
  rating: '{rating}',
  rooms: '{rooms}',
  capacity: '{capacity}',
};

describe('a figure the record holds is refused in any wording, and the message names its placeholder', () => {
  it.each(Object.keys(WORDINGS) as Figure[])('%s', (figure) => {
    const rule = copyRule({ refuse: { [figure]: TOKENS[figure] } });
    fc.assert(
      fc.property(inSentence(WORDINGS[figure]), (text) => {
        expect({ text, passes: rule.test(text) }).toEqual({ text, passes: false });
        expect(rule.message).toContain(`write ${TOKENS[figure]} instead`);
        expect(findFigure(text, [figure])?.figure).toBe(figure);
      }),
      { numRuns: 300 },
    );
  });

  it('a figure with no placeholder in the field is to be left out: the page shows it from its own field', () => {
    const rule = copyRule({ refuse: { units: null, floors: null } });
    expect(rule.test('A condominium tower of one hundred and twenty-two luxury units over fourteen floors.')).toBe(
      false,
    );
    expect(rule.message).toBe(
      '“one hundred and twenty-two luxury units” is a number of units: leave it out, the page shows it from its own field',
    );
  });

  it('the placeholder itself passes, and no other {…}', () => {
    const rule = copyRule({ tokens: ['name'], refuse: { price: '{price}' } });
    expect(rule.test('Offices at {name} from {price}.')).toBe(true);
    expect(rule.test('Offices at {city}.')).toBe(false);
    expect(rule.message).toBe(
      'may use {name} and {price} (filled in from the record) and no {…} other than {name} or {price}',
    );
  });

  it('with required, each token must appear, on any line', () => {
    const rule = copyRule({ tokens: ['year', 'count'], required: true });
    expect(rule.test('{count} buildings since\n{year}')).toBe(true);
    expect(rule.test('{count} buildings')).toBe(false);
    expect(rule.message).toBe('must contain {year}, and no {…} other than {year} or {count}');
  });
});

/** Copy that names no figure of a kind a record holds: addresses, kinds of home, ordinals, "a" and "one of". */
const NEUTRAL = [
  'Block 2, Gulistan-e-Jauhar, Karachi',
  'Sector 11-A, North Karachi',
  'Spacious 3, 4 and 5-room apartments for growing families',
  'High-rise of 2 and 3-bedroom apartments following the Skyline model',
  'one of Karachi’s fastest-growing residential districts',
  'The first IT tower in Block-2',
  'Our gateway to the Thousand Islands',
  'within ten minutes of the waterfront',
  'ایک گیٹڈ کمیونٹی، اسی دن چابیاں حاصل کریں',
  'بلاک 2، گلستانِ جوہر، کراچی',
  '2 اور 3 بیڈ روم کے فیملی اپارٹمنٹس',
  'A double-storey villa with a roof terrace',
  'An installment every quarter, and a last share when the keys are handed over',
  'with a stated increase in value since handover',
];

describe('copy without such figures passes', () => {
  // Every figure but a hotel's rooms: "5-room apartments" counts rooms, which only a hotel's texts refuse.
  const everything = copyRule({
    refuse: Object.fromEntries(
      Object.keys(TOKENS)
        .filter((figure) => figure !== 'rooms')
        .map((figure) => [figure, null]),
    ),
  });
  it('in any order and either language', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NEUTRAL), { minLength: 1, maxLength: 4 }), (parts) => {
        const text = parts.join('. ');
        expect({ text, passes: everything.test(text) }).toEqual({ text, passes: true });
      }),
    );
  });
});

describe('what a figure says, read back as a number (the site-wide rule compares it with every record’s)', () => {
  it('reads a count in digits of any script, grouped or not, and in English and Urdu words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        for (const typed of [
          String(n),
          grouped(n),
          inScript(String(n), URDU_DIGITS),
          inScript(String(n), EASTERN_DIGITS),
          english(n),
          urdu(n),
        ]) {
          expect([typed, figureValue(typed, 'units', 2026)]).toEqual([typed, n]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each<[string, Figure, number]>([
    ['PKR 1.5M', 'price', 1_500_000],
    ['15 lakh rupees', 'price', 1_500_000],
    ['ڈیڑھ کروڑ', 'price', 15_000_000],
    ['one and a half million', 'price', 1_500_000],
    ['ساڑھے تین کروڑ', 'price', 35_000_000],
    ['a dozen shops', 'units', 12],
    ['ground plus 13', 'floors', 13],
    ['150%', 'share', 150],
    ['twenty thirteen', 'year', 2013],
    ['two thousand and thirteen', 'year', 2013],
    ['nineteen eighty-five', 'year', 1985],
    ['twenty oh three', 'year', 2003],
    ['دو ہزار تیرہ', 'year', 2013],
    ['۲۰۱۳', 'year', 2013],
    ['13 years ago', 'year', 2013],
    ['تیرہ سال پہلے', 'year', 2013],
  ])('%s is %s %d', (typed, figure, value) => {
    expect(figureValue(typed, figure, 2026)).toBe(value);
  });
});
