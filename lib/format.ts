/**
 * How figures read on the page: counts, times, days, prices, addresses, and
 * the `{token}` templates of the copy. Pure functions, no content access: the
 * words a figure needs (lakh, crore) come in from the message catalogue.
 */
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';

/** 1214 → '1,214' in `locale`'s grouping (figures 0–9 in Urdu too). */
export const formatNumber = (value: number, locale: Locale) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[locale].intl, { maximumFractionDigits: 1 }).format(value);

// Made at its first use, not as the module loads: this module loads with the schedule chooser's
// island too, and the first formatter a page makes reads the locale's data (about 50 ms on a slow phone).
let numberFormat: Intl.NumberFormat | undefined;

/** 1214 → '1,214'. */
export function formatCount(value: number) {
  return (numberFormat ??= new Intl.NumberFormat('en-CA')).format(value);
}

/** '00:00' → '12:00 AM', '11:00' → '11:00 AM'. */
export function formatTime(value: string) {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A closing time as a sentence says it: '00:00' → 'midnight', '12:00' → 'noon', '23:00' → '11:00 PM'. */
export function formatClosingTime(value: string) {
  if (value === '00:00') return 'midnight';
  if (value === '12:00') return 'noon';
  return formatTime(value);
}

/** A run of days as 'Monday – Sunday'; a single day as itself. */
export function formatDays(days: readonly string[]) {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return days.length > 1 ? `${first} – ${last}` : first;
}

export type Address = { streetAddress: string; locality: string; region: string; postalCode: string; country: string };

/** '1350 Champlain Avenue, Oshawa, ON L1J 0B6'. */
export function formatAddress(address: Address) {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** The Google Maps frame and directions links for a place (a query), the map's words in `locale`. */
function mapLinks(query: string, locale: Locale) {
  const language = locale === 'en' ? '' : `&hl=${locale}`;
  return {
    embed: `https://www.google.com/maps?q=${query}&output=embed${language}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${query}${language}`,
  };
}

/** The Google Maps frame and directions links for an address. */
export function mapsUrls(address: Address) {
  return mapLinks(encodeURIComponent(formatAddress(address)), 'en');
}

/** A name as it reads in an address: '120 sq yd villa' → '120-sq-yd-villa'. */
export function slugOf(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What each way of saying a day writes of it. */
const DATE_PARTS = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A day (2026-11-01) as a sentence says it: '1 November 2026', '1 نومبر، 2026'; by `weekday`,
 * 'Sunday, 1 November 2026', 'اتوار، 1 نومبر، 2026'; by `month`, 'November 2026'.
 */
export function formatDate(day: string, locale: Locale, by: keyof typeof DATE_PARTS = 'day') {
  const tag = locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale].intl;
  return new Intl.DateTimeFormat(tag, { ...DATE_PARTS[by], timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The Google Maps frame and directions links for a point, e.g. a Karachi project's coordinates, the map's words in `locale`. */
export function coordinateUrls(
  { latitude, longitude }: { latitude: number; longitude: number },
  locale: Locale = 'en',
) {
  return mapLinks(`${latitude},${longitude}`, locale);
}

/** A `{name}`-style token of a template, its name captured. */
const TOKEN = /\{([a-zA-Z]+)\}/g;

/** The `{name}`-style tokens a template uses. */
export function templateTokens(template: string) {
  return [...template.matchAll(TOKEN)].map((match) => match[1] as string);
}

/**
 * Fills the `{token}`s of a line of copy with the record's figures, so copy
 * such as 'Welcome to {name}' never restates a fact the record holds.
 */
export function fillTemplate(template: string, values: Record<string, string | number>) {
  return template.replace(TOKEN, (token, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${token} in "${template}"`);
    return String(value);
  });
}

/** fillTemplate for a sentence: a figure that opens it starts with a capital ('{units} apartments' → 'Over 100 apartments'). */
export function fillSentence(template: string, values: Record<string, string | number>) {
  const filled = fillTemplate(template, values);
  return TOKEN_AT_START.test(template) ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}
const TOKEN_AT_START = /^\{[a-zA-Z]+\}/;

/** A building's units as said: '72', or 'Over 100' when the count is a minimum (`over`: the catalogue's 'Over {count}'). */
export function unitsText({ units, unitsOver }: { units: number; unitsOver: boolean }, over: string) {
  return unitsOver ? fillTemplate(over, { count: units }) : String(units);
}

const LAKH = 100_000;
const CRORE = 100 * LAKH;

/** A figure to at most two decimals, without trailing zeros: 72 → '72', 1.5002 → '1.5'. */
const decimals = (value: number) => String(Math.round(value * 100) / 100);

/**
 * An amount as buyers in Pakistan say it: 7,200,000 → 72 lakh, 15,000,000 →
 * 1.5 crore (to two decimals); null under a lakh, where the figure itself is
 * how it is said. An amount that rounds to a hundred lakh is a crore.
 */
export function lakhCrore(amount: number): { value: string; unit: 'lakh' | 'crore' } | null {
  if (amount < LAKH) return null;
  const lakh = Math.round((amount / LAKH) * 100) / 100;
  return lakh < 100 ? { value: decimals(lakh), unit: 'lakh' } : { value: decimals(amount / CRORE), unit: 'crore' };
}

// One formatter per language: making one is slow (the locale's data is read), and the schedule
// chooser works out a schedule, every payment formatted, as a choice changes.
const groupings = new Map<Locale, Intl.NumberFormat>();
function groupingIn(locale: Locale) {
  let grouping = groupings.get(locale);
  if (!grouping)
    groupings.set(locale, (grouping = new Intl.NumberFormat(LANGUAGE_TAGS[locale].intl, { maximumFractionDigits: 0 })));
  return grouping;
}

/** The words of a price in one language (the catalogue's `money`): 'PKR {amount}', '{value}M', '{value} lakh', '{value} crore'. */
export type MoneyWords = { amount: string; million: string; lakh: string; crore: string };

/**
 * How rupees read in `locale`: the full figure with its thousands ('PKR
 * 7,200,000', 'Rs 7,200,000'), and from a lakh up its short form ('72 lakh',
 * '72 لاکھ'). A headline price is short: in English in millions ('PKR 1.5M',
 * the spec's form), in Urdu in lakh and crore ('Rs 15 لاکھ'), as each
 * language's buyers say it (docs/decisions.md).
 */
export function rupees(locale: Locale, words: MoneyWords) {
  const grouping = groupingIn(locale);
  const full = (amount: number) => fillTemplate(words.amount, { amount: grouping.format(amount) });
  const short = (amount: number) => {
    const said = lakhCrore(amount);
    return said ? fillTemplate(words[said.unit], { value: said.value }) : null;
  };
  const headline = (amount: number) => {
    if (locale === 'ur') return short(amount) ? fillTemplate(words.amount, { amount: short(amount)! }) : full(amount);
    if (amount < 1_000_000) return full(amount);
    return fillTemplate(words.amount, {
      amount: fillTemplate(words.million, { value: (amount / 1_000_000).toFixed(1).replace(/\.0$/, '') }),
    });
  };
  return {
    full,
    short,
    headline,
    /** A record's price as its "Show in millions" choice says: the headline, or the full figure. */
    asChosen: (amount: number, compact: boolean) => (compact ? headline(amount) : full(amount)),
    /** 'PKR 7,200,000 — 72 lakh'; below a lakh, the figure alone. */
    spoken: (amount: number) => (short(amount) ? `${full(amount)} — ${short(amount)}` : full(amount)),
  };
}

/** The words of an area (the catalogue's `project.sizes`): '{areas} {unit}' and each unit's. */
export type AreaWords = { all: string; units: Record<string, string> };

/** Areas as a sentence says them: '80, 120 and 160 sq yd', each with its unit when they differ. */
/** Words as a sentence lists them, each once: 'Shops and Offices', '80, 120 and 160' (no comma before "and" in English). */
export const listText = (items: readonly string[], locale: Locale) =>
  new Intl.ListFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale].intl).format([...new Set(items)]);

export function areasText(areas: readonly { area: number; unit: string }[], words: AreaWords, locale: Locale) {
  const list = (items: string[]) => listText(items, locale);
  const units = [...new Set(areas.map(({ unit }) => unit))];
  if (units.length > 1)
    return list(areas.map(({ area, unit }) => fillTemplate(words.all, { areas: area, unit: words.units[unit]! })));
  return fillTemplate(words.all, { areas: list(areas.map(({ area }) => String(area))), unit: words.units[units[0]!]! });
}

/** How long a payment runs: '3 years' from 24 months up in whole years, else '18 months' (the catalogue's `project.term`). */
export function termText(months: number, words: { years: string; months: string }) {
  return months >= 24 && months % 12 === 0
    ? fillTemplate(words.years, { count: months / 12 })
    : fillTemplate(words.months, { count: months });
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count as English copy writes it: in words up to twelve, undefined above (and in Urdu, which writes figures). */
export function numberWord(count: number, locale: Locale): string | undefined {
  return locale === 'en' ? NUMBER_WORDS[count] : undefined;
}
