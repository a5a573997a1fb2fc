/**
 * What is wrong with a field of the contact message, said once for every
 * language: the schema (contact-schema.ts) gives each bad field a problem key,
 * the function answers it in `fields`, and the form words it from the
 * visitor's catalogue. A key is the problem's code, then its parameters, if
 * any, as a URL query: `required`, `tooLong?max=100`,
 * `visitDayRange?first=2025-06-03&last=2025-08-01`. The field is not in the
 * key: it is where the key is found (the path, the `fields` entry).
 *
 *   required         a field every message needs is missing or blank
 *   tooLong          longer than `max` characters (after trimming)
 *   singleLine       a line break or control character in a one-line field
 *   broken           half of a character (a lone surrogate)
 *   invisible        in a name or subject: an invisible or control character
 *   notAllowed       in a name or subject: a character not allowed there;
 *                    in the message: a control character other than a line break or tab
 *   stackedMarks     in a name or subject: too many accents or marks on one letter
 *   email            not an email address
 *   phone            not a phone number that can exist
 *   visitDayMissing  a visit without a preferred day
 *   visitDayRange    a visit's day outside `first`…`last` (YYYY-MM-DD, both included)
 *   visitMode        a visit neither in person nor by video call
 *   visitTeam        a visit asked of a team other than Karachi sales
 *   invalid          what a browser form cannot send: a value of the wrong type,
 *                    a day not written YYYY-MM-DD, a language other than en or ur
 *
 * No dependencies: the form imports this module with the page, long before
 * the schema itself.
 */

export const CONTACT_PROBLEMS = [
  'required',
  'tooLong',
  'singleLine',
  'broken',
  'invisible',
  'notAllowed',
  'stackedMarks',
  'email',
  'phone',
  'visitDayMissing',
  'visitDayRange',
  'visitMode',
  'visitTeam',
  'invalid',
] as const;
export type ContactProblem = (typeof CONTACT_PROBLEMS)[number];

const isContactProblem = (code: string): code is ContactProblem =>
  (CONTACT_PROBLEMS as readonly string[]).includes(code);

/** `code` with `params` as its query: problemKey('tooLong', { max: 100 }) is 'tooLong?max=100'. */
export function problemKey(code: ContactProblem, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${code}?${query}` : code;
}

/** The code and parameters of a key; anything that is not a key reads as `invalid`, without parameters. */
export function parseProblem(key: string): { code: ContactProblem; params: Record<string, string> } {
  const at = key.indexOf('?');
  const code = at < 0 ? key : key.slice(0, at);
  if (!isContactProblem(code)) return { code: 'invalid', params: {} };
  return { code, params: Object.fromEntries(new URLSearchParams(at < 0 ? '' : key.slice(at + 1))) };
}
