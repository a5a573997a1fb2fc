/**
 * The contact message, as the form sends it and the function accepts it. The
 * browser form and the `send-contact-email` function both validate with this
 * one schema, so a message the form lets through is one the server accepts.
 *
 *   firstName, lastName, email, subject, message   required, for every team
 *   phone       optional: a Pakistani number (0300 1234567) or one with its country
 *               code; becomes E.164 (+923001234567). Blank is no phone.
 *   visit       optional boolean: true asks Karachi sales (team `karachi-sales`) for a
 *               site visit, refused for any other team; then
 *   visitDay    YYYY-MM-DD, from tomorrow to VISIT_DAYS_AHEAD days ahead in Karachi, and
 *   visitMode   'in-person' | 'video' are required. Without a visit both are ignored.
 *   language    optional: the language of the page the visitor wrote from, 'en' or
 *               'ur'; absent or null is 'en'. An Urdu message goes to Karachi sales.
 *
 * The day's range moves with the clock, so the schema is made for one: the
 * function's injected clock, the visitor's in the form. The parsed message is
 * what is stored: the five fields trimmed, `phone`, `visitDay` and `visitMode`
 * each a value or null, and `language`.
 *
 * Uses zod's "mini" build so the form's bundle stays small. Under Deno,
 * `zod/mini` resolves through the import map in supabase/functions/deno.json.
 */
import * as z from 'zod/mini';
import { normalizePhone } from './phone.ts';
import { freeformProblem, type FreeformProblem } from './precis.ts';
import { VISIT_TEAM } from './teams.ts';
import { formatDay, isDay, VISIT_FIELD, VISIT_MODES, visitDays, type VisitMode } from './visit.ts';

/**
 * C0 controls, DEL, NEL and the Unicode line/paragraph separators: never allowed in a
 * single-line field, so nothing a visitor types can start a new line in an email header.
 */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u0085\u2028\u2029]*$/;
/**
 * Why a name or subject is refused, when precis.ts says so (the PRECIS
 * FreeformClass with its context rules, and no stacked marks), after the label.
 */
const FREEFORM_MESSAGES: Record<FreeformProblem, string> = {
  invisible: 'contains invisible or control characters.',
  not_allowed: 'contains a character that is not allowed here.',
  stacked_marks: 'has too many accents or marks on one letter.',
};
/** The message may contain line breaks and tabs, but no other control character. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/**
 * No lone surrogate (half of an astral character, e.g. from a bad paste): it
 * cannot be stored as UTF-8, so it would come back as U+FFFD, not as validated.
 */
const WELL_FORMED = /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  subject: 200,
  message: 5000,
  /** Room for spaces, dashes and a country code around E.164's 15 digits. */
  phone: 40,
} as const;

/** A missing or non-string field reads as "required", not as zod's generic "Invalid input". */
function text(label: string) {
  return z.string({ error: `${label} is required.` });
}

/**
 * A name or a subject: one line of what people write, in any script, and
 * nothing that hides, reorders or disguises text (they end up in the email's
 * subject and headers). The first message that applies is the one shown.
 */
function singleLine(label: string, max: number) {
  return text(label).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.regex(SINGLE_LINE, `${label} must be a single line of text.`),
    z.regex(WELL_FORMED, `${label} contains a broken character.`),
    z.superRefine((value: string, context) => {
      const problem = freeformProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${label} ${FREEFORM_MESSAGES[problem]}`, input: value });
    }),
  );
}

const required = {
  firstName: singleLine('First name', CONTACT_LIMITS.firstName),
  lastName: singleLine('Last name', CONTACT_LIMITS.lastName),
  email: text('Email').check(
    z.trim(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters.`),
    z.regex(SINGLE_LINE, 'Email must be a single line of text.'),
    z.regex(WELL_FORMED, 'Email contains a broken character.'),
    z.email('Enter a valid email address.'),
  ),
  subject: singleLine('Subject', CONTACT_LIMITS.subject),
  message: text('Message').check(
    z.trim(),
    z.minLength(1, 'Message is required.'),
    z.maxLength(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
    z.regex(MULTI_LINE, 'Message contains characters that are not allowed.'),
    z.regex(WELL_FORMED, 'Message contains a broken character.'),
  ),
};

/** The languages of the site's pages, and so of a message (absent is English). */
export const CONTACT_LANGUAGES = ['en', 'ur'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

const PHONE_MESSAGE = 'Enter a phone number such as 0300 1234567, or with its country code, such as +44 20 7946 0958.';
const MODE_MESSAGE = 'Choose in person or by video call.';

/** An optional field: absent, null or a string; anything else is refused with `label`. */
function optionalText(label: string) {
  return z.nullish(z.string({ error: `${label} must be text.` }).check(z.trim()));
}

const phone = z.nullish(
  z.pipe(
    z.string({ error: 'Phone must be text.' }).check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters.`),
      z.refine((value: string) => value === '' || normalizePhone(value) !== null, PHONE_MESSAGE),
    ),
    z.transform((value: string) => (value === '' ? null : normalizePhone(value))),
  ),
);

const isVisitMode = (value: unknown): value is VisitMode => VISIT_MODES.includes(value as VisitMode);

/**
 * The visit's rules, on the whole message: they depend on `visit` and the team.
 * They run even when another field is wrong, so the visitor hears of every field at once.
 */
function visitRules(now: () => Date) {
  return z.superRefine(
    (value: Record<string, unknown>, context) => {
      if (value[VISIT_FIELD] !== true) return;
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: value[path] });
      if (value.team !== VISIT_TEAM) issue(VISIT_FIELD, 'A site visit can be booked with Karachi sales only.');
      const day = value.visitDay;
      if (typeof day !== 'string' || day === '') issue('visitDay', 'Choose a preferred day for the visit.');
      else if (!isDay(day)) issue('visitDay', 'Preferred day must be a date such as 2026-12-03.');
      else {
        const { first, last } = visitDays(now());
        if (day < first || day > last) issue('visitDay', `Preferred day must be between ${formatDay(first)} and ${formatDay(last)}.`);
      }
      if (!isVisitMode(value.visitMode)) issue('visitMode', MODE_MESSAGE);
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** The schema as it stands at `now()`: the function passes its clock, the form the visitor's. */
export function createContactSchema(now: () => Date) {
  return z.pipe(
    z
      .object({
        ...required,
        phone,
        // The team itself is the function's to route (teams.ts); the schema reads it only for the visit.
        team: z.optional(z.unknown()),
        [VISIT_FIELD]: z.nullish(z.boolean({ error: 'Visit must be true or false.' })),
        visitDay: optionalText('Preferred day'),
        visitMode: optionalText('Visit mode'),
        language: z.nullish(z.enum(CONTACT_LANGUAGES, { error: 'Language must be en or ur.' })),
      })
      .check(visitRules(now)),
    z.transform(({ firstName, lastName, email, subject, message, phone, visit, visitDay, visitMode, language }) => ({
      firstName,
      lastName,
      email,
      subject,
      message,
      phone: phone ?? null,
      visitDay: visit && visitDay ? visitDay : null,
      visitMode: visit && isVisitMode(visitMode) ? visitMode : null,
      language: language ?? 'en',
    })),
  );
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
/** What the form sends and the function reads. */
export type ContactMessageInput = z.input<ContactSchema>;
/** What is stored and mailed. */
export type ContactMessage = z.output<ContactSchema>;

/** The honeypot field's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';
