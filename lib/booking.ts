/**
 * A stay at a hotel, as its booking engine takes it: the engine's address with {checkIn}, {checkOut} (days as YYYY-MM-DD)
 * and {guests} (the adults) as values of its query, e.g. https://book.example.com/stay?arrive={checkIn}&depart={checkOut}&adults={guests}.
 * One template serves both the link the booking bar opens with JavaScript and the GET form it is without: the form's action
 * is the address before the query, each part of the stay an input named as its parameter, any other parameter a hidden one.
 * Imported by the booking bar's island: nothing here reads content.
 */

/** Every hotel is in Ontario (an address's province can only be ON): its days, check-in's "today" among them, are Toronto's. */
export const HOTEL_TIME_ZONE = 'America/Toronto';
/** The longest stay the bar books; longer ones are arranged with the front desk. */
export const MAX_NIGHTS = 30;
/** The adults the bar offers, and the number it starts at. */
export const GUESTS = { min: 1, max: 8, start: 2 } as const;

export const STAY_FIELDS = ['checkIn', 'checkOut', 'guests'] as const;
export type StayField = (typeof STAY_FIELDS)[number];
export type Stay = Record<StayField, string>;

const NAME = String.raw`[A-Za-z0-9_.~\-\[\]]+`;
const PLACEHOLDER = String.raw`\{(?:${STAY_FIELDS.join('|')})\}`;
const PARAMETER = String.raw`${NAME}=(?:${PLACEHOLDER}|[^\s&#{}]*)`;
/** Each placeholder once, as the whole value of a parameter. */
const holds = (field: StayField) =>
  String.raw`(?=(?:[^#]*&)?${NAME}=\{${field}\}(?:&|$))(?![^#]*\{${field}\}[^#]*\{${field}\})`;

/**
 * The shape of a booking template: an https address, no fragment, whose query gives each of {checkIn}, {checkOut} and
 * {guests} once as a parameter's whole value (so the form without JavaScript can send it), and no other {…}.
 */
export const BOOKING_TEMPLATE_SHAPE = new RegExp(
  String.raw`^https://[^\s/?#{}@]+(?:/[^\s?#{}]*)?\?${STAY_FIELDS.map(holds).join('')}${PARAMETER}(?:&${PARAMETER})*$`,
);

/** The GET form of a template: where it sends, the parameter each part of a stay goes in, and the parameters it always sends. */
export type BookingForm = { action: string; names: Stay; fixed: [name: string, value: string][] };

/** A name or value as a form sends it: decoded, or as written where it does not decode. */
function decode(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The form a template describes; null for a template of any other shape. */
export function bookingForm(template: string): BookingForm | null {
  if (!BOOKING_TEMPLATE_SHAPE.test(template)) return null;
  const at = template.indexOf('?');
  const action = template.slice(0, at);
  const query = template.slice(at + 1);
  const names: Partial<Stay> = {};
  const fixed: BookingForm['fixed'] = [];
  for (const parameter of query.split('&')) {
    const [name, value] = parameter.split(/=(.*)/s) as [string, string];
    const field = STAY_FIELDS.find((candidate) => value === `{${candidate}}`);
    if (field) names[field] = decode(name);
    else fixed.push([decode(name), decode(value)]);
  }
  return { action, names: names as Stay, fixed };
}

/** The booking engine's address for `stay`: the template with its placeholders filled in. */
export function bookingLink(template: string, stay: Stay): string {
  return template.replace(new RegExp(PLACEHOLDER, 'g'), (placeholder) =>
    encodeURIComponent(stay[placeholder.slice(1, -1) as StayField]),
  );
}

/** The day it is at `now` in `timeZone`, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
/** A calendar day's midnight UTC in ms, or NaN for anything that is not a real day (2026-02-30 included). */
function dayValue(day: string) {
  if (!DAY.test(day)) return NaN;
  const value = Date.parse(`${day}T00:00:00Z`);
  return new Date(value).toISOString().startsWith(day) ? value : NaN;
}

/** The day `count` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  return new Date(dayValue(day) + count * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The nights between two days; NaN when either is not a day. */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  (dayValue(checkOut) - dayValue(checkIn)) / MS_PER_DAY;

export type StayProblem = 'checkInMissing' | 'checkOutMissing' | 'checkInPast' | 'checkOutBeforeCheckIn' | 'tooLong';
/** What is wrong with the days of a stay, by the field that says so. */
export type StayProblems = Partial<Record<'checkIn' | 'checkOut', StayProblem>>;

/**
 * What stops a stay from being booked, `today` being the hotel's day (todayIn(HOTEL_TIME_ZONE, now)): a day not given, a
 * check-in before today, a check-out not after check-in, more than MAX_NIGHTS nights. None: an empty object.
 */
export function stayProblems({ checkIn, checkOut }: Pick<Stay, 'checkIn' | 'checkOut'>, today: string): StayProblems {
  const problems: StayProblems = {};
  if (Number.isNaN(dayValue(checkIn))) problems.checkIn = 'checkInMissing';
  else if (checkIn < today) problems.checkIn = 'checkInPast';
  if (Number.isNaN(dayValue(checkOut))) problems.checkOut = 'checkOutMissing';
  else if (!problems.checkIn) {
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1) problems.checkOut = 'checkOutBeforeCheckIn';
    else if (nights > MAX_NIGHTS) problems.checkOut = 'tooLong';
  }
  return problems;
}
