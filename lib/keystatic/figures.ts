/**
 * Figures in copy, in any wording. A text that may mention a figure its record holds (a price, a year, a count of units…) refuses
 * that figure however it is typed: in digits of any script (0–9, ۰–۹, ٠–٩), in English or Urdu words, with million, lakh or crore,
 * as "13 years ago" or "eleven at night". The page fills a `{token}` in from the record instead, so a figure is typed once.
 * The rules are regular expressions, so Keystatic's own `validation.pattern` checks them in the form and in the reader alike.
 */

const DIGIT = '[0-9\\u06f0-\\u06f9\\u0660-\\u0669]';
/** 1,500,000 · 1.5 · ۲۰۱۳ · ١٫٥ */
const DIGITS = `(?<!${DIGIT})${DIGIT}+(?:[.,\\u066b\\u066c]${DIGIT}+)*`;
/** A letter (or a mark on one): an Urdu word ends where none follows. */
const ARABIC = '\\p{L}\\p{M}';
const SEP = `[\\s.,;:!?()،۔؛"“”'’]`;

const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
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
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONEY_SCALES = 'millions?|billions?|lakhs?|lacs?|crores?|arabs?';
const EN_WORD = `(?:zero|${[...ONES, ...TEENS, ...TENS].join('|')}|hundreds?|thousands?|dozens?|${MONEY_SCALES})`;
/** "one hundred and twenty-two", "a dozen", "one and a half million" */
const EN = `\\b(?:an?\\s+)?${EN_WORD}(?:(?:\\s+and\\s+(?:a\\s+)?|[\\s-]+)(?:${EN_WORD}|half|quarter))*\\b`;

/** Urdu's numbers from one to a hundred, each a word of its own. */
export const URDU_NUMBERS = (
  'صفر ایک دو تین چار پانچ چھ سات آٹھ نو دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس بیس اکیس بائیس تیئس چوبیس پچیس ' +
  'چھبیس ستائیس اٹھائیس انتیس تیس اکتیس بتیس تینتیس چونتیس پینتیس چھتیس سینتیس اڑتیس انتالیس چالیس اکتالیس بیالیس تینتالیس چوالیس پینتالیس چھیالیس سینتالیس اڑتالیس انچاس پچاس ' +
  'اکیاون باون ترپن چون پچپن چھپن ستاون اٹھاون انسٹھ ساٹھ اکسٹھ باسٹھ تریسٹھ چونسٹھ پینسٹھ چھیاسٹھ سڑسٹھ اڑسٹھ انہتر ستر اکہتر بہتر تہتر چوہتر پچھتر ' +
  'چھہتر ستتر اٹھہتر اناسی اسی اکیاسی بیاسی تراسی چوراسی پچاسی چھیاسی ستاسی اٹھاسی نواسی نوے اکیانوے بانوے ترانوے چورانوے پچانوے چھیانوے ستانوے اٹھانوے ننانوے سو'
).split(' ');
const URDU_MONEY_SCALES = 'لاکھ|کروڑ|ارب|ملین|بلین';
/** The larger units, and the fractions said before them: ڈیڑھ لاکھ (1.5 lakh), ساڑھے تین کروڑ (3.5 crore). */
const UR_WORD = `(?:${[...URDU_NUMBERS].sort((a, b) => b.length - a.length).join('|')}|ہزار|${URDU_MONEY_SCALES}|درجن|ڈیڑھ|ڈھائی|سوا|ساڑھے|پونے)`;
const UR = `(?<![${ARABIC}])${UR_WORD}(?:\\s+${UR_WORD})*(?![${ARABIC}])`;

const NUMBER = `(?:${DIGITS}|${EN}|${UR})`;
/** Rooms of a kind of home: "3-bedroom apartments" says what each is, not how many there are. */
const ROOMS = 'rooms?|bedrooms?|beds?|baths?|bathrooms?|بیڈ ?روم|بیڈ|کمرے|کمروں|کمرہ';
/** Words that may stand between a number and what it counts ("122 luxury condominium units"), but not words that end the phrase. */
const STOP =
  `of|the|a|an|in|on|at|to|from|and|or|with|for|per|each|by|than|its|their|is|are|was|were|sq|square|yards?|yd|feet|ft|floors?|storeys?|stories|storey|levels?|${ROOMS}|` +
  'کے|کی|کا|میں|سے|پر|اور|یا|کو|نے|ہے|ہیں|مربع|گز|فٹ|منزلہ|منزلوں|منزلیں';
const END = `(?=${SEP}|-|$)`;
const WORD = `[^\\s{}.,;:!?()،۔؛"“”0-9\\u06f0-\\u06f9\\u0660-\\u0669-]+`;
const GAP = `(?:\\s+of)?(?:[\\s-]+(?!(?:${STOP})${END})${WORD}){0,3}`;
/** "2 and 3-bedroom" between a count and what it counts: "Seventy-two 2 and 3-bedroom apartments". */
const ROOM_KIND = `(?:\\s+${DIGITS}(?:\\s*(?:,|and|or|to|اور|یا|-)\\s*${DIGITS})*[\\s-]*(?:${ROOMS})${END})?`;
/** `NUMBER` (not "one" or "ایک", which say "a"; not, unless counting `rooms`, a number of rooms), perhaps a few words, then one of `nouns`. */
const counting = (nouns: string, rooms = false) =>
  `(?!(?:one|ایک)(?![\\s-]+(?:hundred|thousand|سو|ہزار)))${NUMBER}${rooms ? '' : `(?![\\s-]*(?:${ROOMS})${END})${ROOM_KIND}`}${GAP}[\\s-]*(?:${nouns})(?![a-z${ARABIC}])`;
const YEAR_DIGITS = `(?<!${DIGIT})(?:[1\\u06f1\\u0661][89\\u06f8\\u06f9\\u0668\\u0669]|[2\\u06f2\\u0662][0\\u06f0\\u0660])${DIGIT}{2}(?!${DIGIT}|[.,]${DIGIT}|\\s*(?:[%٪]|sq\\b|square|مربع|فیصد|percent))`;
const EN_YEAR = `\\b(?:(?:nineteen|twenty)[\\s-]+(?:oh[\\s-]+(?:${ONES.join('|')})|${TEENS.join('|')}|(?:${TENS.join('|')})(?:[\\s-]+(?:${ONES.join('|')}))?)|two thousand(?:(?:\\s+and)?[\\s-]+${EN_WORD})*)\\b`;
const SMALL_EN = [...ONES, 'ten', 'eleven', 'twelve'].join('|');

/** The currency after an amount, when it is said: "1.5 million rupees". */
const RUPEES = `(?:\\s*(?:rupees?\\b|روپے|روپیہ|روپوں|روپئے))?`;
/** The kinds of figure a record holds, each as it may be written, looked for in this order ("13 years ago" is a year, not a term). */
const FIGURES = {
  price: [
    `(?:\\bPKR|\\bRs\\b\\.?|\\$|\\brupees?\\b|(?<![${ARABIC}])(?:روپے|روپیہ|روپوں|روپئے))\\s*${NUMBER}(?:\\s*(?:${MONEY_SCALES}|${URDU_MONEY_SCALES})|(?:mn?|bn|k)\\b)?`,
    `${NUMBER}\\s*(?:PKR\\b|rupees?\\b|روپے|روپیہ|روپوں|روپئے)`,
    `(?:${DIGITS}\\s*(?:-\\s*)?(?:${MONEY_SCALES}|${URDU_MONEY_SCALES})(?![a-z${ARABIC}])|${DIGITS}(?:mn?|bn|k)\\b)${RUPEES}`,
    `\\b(?:${EN_WORD}[\\s-]+(?:and\\s+(?:a\\s+)?)?)*(?:${MONEY_SCALES})\\b${RUPEES}`,
    `(?<![${ARABIC}])(?:${UR_WORD}\\s+)*(?:${URDU_MONEY_SCALES})(?![${ARABIC}])`,
  ],
  time: [
    `${DIGITS}\\s*(?:a\\.?\\s?m\\b\\.?|p\\.?\\s?m\\b\\.?)`,
    `(?<!${DIGIT})${DIGIT}{1,2}:${DIGIT}{2}(?!${DIGIT})`,
    `\\b(?:${SMALL_EN})(?:[\\s-]+(?:oh[\\s-]+)?(?:fifteen|thirty|forty-five|${ONES.join('|')}))?\\s+(?:o['’]clock|at night|in the (?:morning|afternoon|evening)|a\\.?m\\b\\.?|p\\.?m\\b\\.?)`,
    `\\b(?:half past|quarter past|quarter to)\\s+(?:${SMALL_EN}|${DIGITS})\\b`,
    `\\b(?:midnight|noon|midday)\\b`,
    `${NUMBER}\\s+بجے|(?<![${ARABIC}])(?:آدھی رات|دوپہر بارہ)(?![${ARABIC}])`,
  ],
  size: [
    `${NUMBER}[\\s-]*(?:sq\\.?\\s*(?:yds?|yards?|ft|feet|m)\\b|square\\s+(?:yards?|feet|foot|metres?|meters?)\\b|marlas?\\b|kanals?\\b|acres?\\b|مربع\\s*(?:گز|فٹ|میٹر)|گز|مرلہ|مرلے|کنال|ایکڑ)`,
  ],
  share: [`${NUMBER}\\s*(?:[%٪]|percent\\b|per\\s+cent\\b|فیصد)`],
  rating: [
    `${NUMBER}[\\s-]*(?:stars?\\b|out of\\s+(?:5|five)\\b|\\/\\s*5\\b|ستارے|اسٹار)`,
    `\\brated\\s+(?:at\\s+)?${NUMBER}`,
    counting('reviews?|ratings?|ریویوز'),
  ],
  units: [
    counting(
      'units?|apartments?|flats?|homes?|houses?|townhomes?|townhouses?|condos?|condominiums?|residences?|suites?|villas?|cottages?|plots?|shops?|offices?|یونٹس|یونٹ|اپارٹمنٹس|اپارٹمنٹ|فلیٹس|فلیٹ|گھروں|گھر|مکانات|مکان|دکانیں|دکانوں|دکان|ولاز|ولا|پلاٹوں|پلاٹس|پلاٹ|دفاتر|دفتر',
    ),
  ],
  floors: [
    counting('floors?|storeys?|stories|storied|levels?|منزلہ|منزلوں|منزلیں|منزل|فلورز|فلور'),
    `\\bground[\\s-]+(?:plus|\\+|and)[\\s-]*${NUMBER}|\\bG\\s*\\+\\s*${DIGITS}|گراؤنڈ\\s+(?:پلس|\\+)\\s*${NUMBER}`,
  ],
  rooms: [counting('rooms?|keys|کمرے|کمروں', true)],
  capacity: [counting('guests?|seats?|people|attendees|delegates|halls?|مہمان|نشستیں')],
  year: [
    YEAR_DIGITS,
    EN_YEAR,
    `(?<![${ARABIC}])(?:(?:ایک|دو) ہزار|انیس سو)(?:\\s+${UR_WORD})*(?![${ARABIC}])`,
    `(?:${NUMBER}|\\ba)[\\s-]+(?:years?|decades?)[\\s-]+(?:ago|back|earlier|before)\\b|\\b(?:last|next|this)\\s+year\\b`,
    `${NUMBER}\\s+(?:سال|برس)\\s+(?:پہلے|قبل|پیشتر)|(?<![${ARABIC}])(?:پچھلے|گزشتہ|اگلے|پچھلا|اگلا)\\s+(?:سال|برس)(?![${ARABIC}])`,
  ],
  term: [
    counting(
      'years?|yrs?|months?|quarters?|installments?|instalments?|سالہ|سال|برس|ماہ|مہینے|مہینوں|اقساط|قسطوں|قسطیں|قسط',
    ),
  ],
} as const satisfies Record<string, readonly string[]>;
export type Figure = keyof typeof FIGURES;

/** What each figure is, as a message says it. */
const WHAT: Record<Figure, string> = {
  price: 'a price',
  time: 'a time of day',
  size: 'a size',
  share: 'a share of the price',
  rating: 'the guest rating',
  units: 'a number of units',
  floors: 'a number of floors',
  rooms: 'a number of rooms',
  capacity: 'a number of guests',
  year: 'a year',
  term: 'how long a payment runs',
};
const ORDER = Object.keys(FIGURES) as Figure[];
const PATTERNS = Object.fromEntries(
  ORDER.map((figure) => [figure, new RegExp(FIGURES[figure].join('|'), 'iu')]),
) as Record<Figure, RegExp>;
/** Each kind of figure as it may be written, to find every one in a text (lib/content/facts.ts). */
export const FIGURE_PATTERNS = Object.fromEntries(
  ORDER.map((figure) => [figure, new RegExp(FIGURES[figure].join('|'), 'giu')]),
) as Record<Figure, RegExp>;

/** The first figure of `figures` typed in `text`, with the words that type it; null when there is none. */
export function findFigure(text: string, figures: readonly Figure[]): { figure: Figure; typed: string } | null {
  for (const figure of ORDER) {
    const typed = figures.includes(figure) ? PATTERNS[figure].exec(text)?.[0] : undefined;
    if (typed) return { figure, typed: typed.trim() };
  }
  return null;
}

/** A test every rule also makes, with its message: in the editor, that a text restates no other file's fact (./facts.ts). */
let alsoRefuse: ((text: string) => string | null) | null = null;
export const refuseAlso = (check: (text: string) => string | null) => void (alsoRefuse = check);

/**
 * A pattern for Keystatic's `validation.pattern` whose message says what is wrong with the text it last tested: which figure
 * it types and what to write instead. (Keystatic tests the pattern, then reads its message.)
 */
export class Rule extends RegExp {
  #tested = '';
  #refused: string | null = null;
  constructor(
    source: string,
    private readonly explain: (text: string) => string,
  ) {
    super(source, 'iu');
  }
  override exec(text: string) {
    this.#tested = text;
    const match = super.exec(text);
    this.#refused = match && alsoRefuse ? alsoRefuse(text) : null;
    return this.#refused ? null : match;
  }
  get regex(): RegExp {
    return this;
  }
  get message() {
    return this.#refused ?? this.explain(this.#tested);
  }
}
/** Any text at all, but for what every rule also refuses. */
export const anyText = () => new Rule('^[\\s\\S]*$', () => '');

export type CopyOptions = {
  /** The `{token}`s the text may use, filled in from the record (with those `refuse` names). */
  tokens?: readonly string[];
  /** Each token must appear. */
  required?: boolean;
  /** The figures the record holds, which the text may not type: each says its token if the text offers one, else that the page shows it. */
  refuse?: Partial<Record<Figure, string | null>>;
};

/** Lists `{a}`, `{b}` and `{c}`. */
export const tokenList = (tokens: readonly string[], and = 'and') =>
  tokens
    .map((token) => `{${token}}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ` ${and} $1`);
/** A text's rule: only its `{token}`s, each of them when `required`, and none of the figures it refuses, in any wording. */
export function copyRule({ tokens: named = [], required = false, refuse = {} }: CopyOptions): Rule {
  const refused = Object.keys(refuse) as Figure[];
  const tokens = [
    ...new Set([...named, ...Object.values(refuse).flatMap((token) => (token ? [token.slice(1, -1)] : []))]),
  ];
  const never = refused.length ? `(?![\\s\\S]*(?:${refused.flatMap((figure) => FIGURES[figure]).join('|')}))` : '';
  const each = required ? tokens.map((token) => `(?=[\\s\\S]*\\{${token}\\})`).join('') : '';
  const token = tokens.length ? `|\\{(?:${tokens.join('|')})\\}` : '';
  const others = tokens.length ? `no {…} other than ${tokenList(tokens, 'or')}` : 'no { or }';
  return new Rule(`^${each}${never}(?:[^{}]${token})*$`, (text) => {
    const found = findFigure(text, refused);
    const instead = found && refuse[found.figure];
    if (found)
      return `“${found.typed}” is ${WHAT[found.figure]}: ${instead ? `write ${instead} instead, and the page fills it in` : 'leave it out, the page shows it from its own field'}`;
    const missing = required ? tokens.filter((name) => !text.includes(`{${name}}`)) : [];
    if (missing.length) return `must contain ${tokenList(missing)}, and ${others}`;
    return tokens.length
      ? `may use ${tokenList(tokens)} (filled in from the record) and ${others}`
      : `must contain ${others}`;
  });
}

/* ---- What a figure says -------------------------------------------------------------------------------------------------- */
const EN_VALUES: Record<string, number> = Object.fromEntries([
  ['zero', 0],
  ...ONES.map((word, index) => [word, index + 1]),
  ...TEENS.map((word, index) => [word, index + 10]),
  ...TENS.map((word, index) => [word, (index + 2) * 10]),
  ['a', 1],
  ['an', 1],
  ['half', 0.5],
  ['quarter', 0.25],
]);
const EN_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  lakh: 1e5,
  lac: 1e5,
  million: 1e6,
  crore: 1e7,
  billion: 1e9,
  arab: 1e9,
};
const UR_SCALES: Record<string, number> = { سو: 100, ہزار: 1e3, لاکھ: 1e5, ملین: 1e6, کروڑ: 1e7, ارب: 1e9, بلین: 1e9 };
const UR_FRACTIONS: Record<string, number> = { ڈیڑھ: 1.5, ڈھائی: 2.5 };
const UR_ADDS: Record<string, number> = { سوا: 0.25, ساڑھے: 0.5, پونے: -0.25 };
const SHORT_SCALES: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, bn: 1e9 };

/** A number said in words, from the largest unit down ("one hundred and twenty-two", ساڑھے تین کروڑ); null when a word is not a number. */
function wordsValue(words: string[]): number | null {
  let total = 0;
  let group = 0;
  let adjust = 0;
  let said = false;
  for (const raw of words) {
    const word = raw.replace(/s$/, '');
    const scale = EN_SCALES[word] ?? UR_SCALES[raw];
    if (scale !== undefined) {
      const base = (group || 1) + adjust;
      adjust = 0;
      if (scale === 100) group = base * 100;
      else {
        total += base * scale;
        group = 0;
      }
    } else if (UR_ADDS[raw] !== undefined) adjust = UR_ADDS[raw]!;
    else if (UR_FRACTIONS[raw] !== undefined) group += UR_FRACTIONS[raw]!;
    else if (word === 'half' || word === 'quarter') group = group ? group + EN_VALUES[word]! : EN_VALUES[word]!;
    else if ((word === 'a' || word === 'an') && said) continue;
    else if (word === 'dozen' || raw === 'درجن') group = (group || 1) * 12;
    else if (EN_VALUES[word] !== undefined || URDU_NUMBERS.includes(raw))
      group += EN_VALUES[word] ?? URDU_NUMBERS.indexOf(raw);
    else continue;
    said = true;
  }
  return said ? total + group + adjust : null;
}

/** "twenty nineteen", "nineteen eighty-five", "twenty oh three" as a year. */
function spokenYear(words: string[]): number | null {
  const [century, ...rest] = words;
  if ((century !== 'nineteen' && century !== 'twenty') || !rest.length || rest.includes('thousand')) return null;
  const years = wordsValue(rest.filter((word) => word !== 'oh'));
  return years === null || years >= 100 ? null : (century === 'nineteen' ? 1900 : 2000) + years;
}

/**
 * What a figure `typed` in a text says, as a number: 1,500,000 · ١٫٥ million · PKR 15 lakh · one hundred and twenty-two ·
 * ڈیڑھ کروڑ · twenty thirteen; `year` for a year ("13 years ago" is counted back from `thisYear`). Null when it says none.
 */
export function figureValue(typed: string, figure: Figure, thisYear: number): number | null {
  const text = typed
    .toLowerCase()
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/(\d)[,\u066c](?=\d{2,3}\b)/g, '$1')
    .replace(/\u066b/g, '.');
  const words = text.split(/[^a-z\u0600-\u06ff.\d]+/).filter(Boolean);
  const digits = /\d+(?:\.\d+)?/.exec(text);
  const ago = figure === 'year' && /\b(?:ago|back|earlier|before)\b|پہلے|قبل|پیشتر/.test(text);
  if (figure === 'year' && !ago && !digits)
    return spokenYear(words) ?? wordsValue(words.filter((word) => word !== 'and'));
  let value: number | null;
  if (digits) {
    const after = text.slice(digits.index + digits[0].length).trim();
    const scale =
      Object.entries({ ...EN_SCALES, ...UR_SCALES }).find(
        ([word]) => word !== 'hundred' && word !== 'سو' && after.startsWith(word),
      )?.[1] ?? SHORT_SCALES[/^([a-z]+)\b/.exec(after)?.[1] ?? ''];
    value = Number(digits[0]) * (scale ?? 1);
  } else value = wordsValue(words);
  if (value === null) return null;
  return ago ? thisYear - value : value;
}
