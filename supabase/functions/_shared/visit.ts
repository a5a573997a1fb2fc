/**
 * A site visit asked for with a message to Karachi sales: a preferred day and
 * whether in person or by video call. Days are counted in Karachi, where the
 * projects and the sales team are, whatever the visitor's or the server's own
 * time zone. No dependencies: the form's bundle imports it too (for the day
 * picker's bounds), while the rules themselves live in contact-schema.ts.
 */

/** The body field, and the query parameter of a link that asks for a visit (`visit=1`). */
export const VISIT_FIELD = 'visit';

export const VISIT_TIME_ZONE = 'Asia/Karachi';

/** The last day a visit can be asked for, counted from today in Karachi (the first is tomorrow). */
export const VISIT_DAYS_AHEAD = 60;

export const VISIT_MODES = ['in-person', 'video'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

/** A calendar day as the date input and the database write it. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a day that exists (no 30 February), else null. */
function parseDay(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? time : null;
}

export function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

/** The day it is in Karachi at `now`, moved by `days`, as `YYYY-MM-DD`. */
export function karachiDay(now: Date, days = 0): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: VISIT_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days)).toISOString().slice(0, 10);
}

/** The days a visit can be asked for at `now`: tomorrow to VISIT_DAYS_AHEAD days ahead, in Karachi. */
export function visitDays(now: Date): { first: string; last: string } {
  return { first: karachiDay(now, 1), last: karachiDay(now, VISIT_DAYS_AHEAD) };
}

/** '2026-12-03' → '3 December 2026', or with `weekday` 'Thursday, 3 December 2026'. */
export function formatDay(day: string, { weekday = false } = {}): string {
  const time = parseDay(day);
  if (time === null) return day;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(time);
}
