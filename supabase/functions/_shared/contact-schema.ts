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
 *   project, unitSize, paymentPlan
 *               optional, one line each: the project page the enquiry was written on and
 *               the size and plan chosen in its schedule, as the page named them. Blank is none.
 *
 * The day's range moves with the clock, so the schema is made for one: the
 * function's injected clock, the visitor's in the form. The parsed message is
 * what is stored: the five fields trimmed, `phone`, `visitDay` and `visitMode`
 * each a value or null, and `language`.
 *
 * What it refuses and what it quietly mends follow one rule (docs/backend.md,
 * "What is refused, what is mended"): refuse what can deceive or break,
 * normalise what is harmless. So a control character, or in a name or the
 * subject an invisible one that hides, reorders or splits text, is refused;
 * whitespace at either end and a ZWNJ or ZWJ that joins nothing are removed
 * (precis.ts, withoutLooseJoiners); in the message, invisible characters that
 * change nothing a reader sees, tag characters outside a subdivision flag among
 * them, are removed (invisible.ts); and a message with nothing visible in it is
 * empty.
 *
 * It writes no words: each issue's message is a problem key (problems.ts), such
 * as `required` or `tooLong?max=100`, on the path of the field it is about. The
 * function answers the key; the form words it in the page's language.
 *
 * Uses zod's "mini" build so the form's bundle stays small. Under Deno,
 * `zod/mini` resolves through the import map in supabase/functions/deno.json.
 */
import * as z from 'zod/mini';
import { mailboxAddress } from './email-address.ts';
import { normalizePhone } from './phone.ts';
import { withoutInvisible } from './invisible.ts';
import { freeformProblem, withoutLooseJoiners } from './precis.ts';
import { problemKey } from './problems.ts';
import { askedTeam, VISIT_TEAM } from './teams.ts';
import { isDay, VISIT_FIELD, VISIT_MODES, visitDays, type VisitMode } from './visit.ts';

/**
 * C0 controls, DEL, NEL and the Unicode line/paragraph separators: never allowed in a
 * single-line field, so nothing a visitor types can start a new line in an email header.
 */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u0085\u2028\u2029]*$/;
/** The message may contain line breaks and tabs, but no other control character: C0, DEL or C1. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/**
 * The message is the visitor's own paragraph, so its direction marks, embeddings and isolates
 * stay (Urdu pasted from elsewhere carries them), but not an override: it shows the letters
 * after it in reverse order, so what a reader sees is not what is there (`1234` as `4321`).
 */
const NO_OVERRIDE = /^[^\u202d\u202e]*$/;
/**
 * Something a reader sees: not a space, a control, a format character or another
 * default-ignorable one (U+200B, U+2060, a bidi mark, a filler, a tag character…).
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
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
  /** A project's name, a size ("120 sq yd villa") or a plan ("36-month plan"), in either language. */
  unit: 120,
} as const;

/** A missing field is `required`; one that is there but not a string, which no form sends, `invalid`. */
function text() {
  return z.string({ error: (issue) => (issue.input === undefined ? problemKey('required') : problemKey('invalid')) });
}

const tooLong = (max: number) => problemKey('tooLong', { max });

/**
 * A name or a subject: one line of what people write, in any script, and
 * nothing that hides, reorders or disguises text (they end up in the email's
 * subject and headers). The first problem that applies is the one shown.
 */
function singleLine(max: number, { blank = false } = {}) {
  return text().check(
    z.overwrite(withoutLooseJoiners),
    z.trim(),
    ...(blank ? [] : [z.minLength(1, problemKey('required'))]),
    z.maxLength(max, tooLong(max)),
    z.regex(SINGLE_LINE, problemKey('singleLine')),
    z.regex(WELL_FORMED, problemKey('broken')),
    z.superRefine((value: string, context) => {
      // The PRECIS FreeformClass with its context rules, and no stacked marks: its problem is the field's.
      const problem = value === '' ? null : freeformProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problemKey(problem), input: value });
    }),
  );
}

const required = {
  firstName: singleLine(CONTACT_LIMITS.firstName),
  lastName: singleLine(CONTACT_LIMITS.lastName),
  email: text().check(
    z.trim(),
    z.minLength(1, problemKey('required')),
    z.maxLength(CONTACT_LIMITS.email, tooLong(CONTACT_LIMITS.email)),
    z.regex(SINGLE_LINE, problemKey('singleLine')),
    z.regex(WELL_FORMED, problemKey('broken')),
    z.refine((value: string) => mailboxAddress(value) !== null, problemKey('email')),
  ),
  subject: singleLine(CONTACT_LIMITS.subject),
  message: text().check(
    z.overwrite((value: string) => withoutLooseJoiners(withoutInvisible(value))),
    z.trim(),
    z.minLength(1, problemKey('required')),
    // Only invisible characters is no message: it is as empty as one of spaces.
    z.regex(VISIBLE, problemKey('required')),
    z.maxLength(CONTACT_LIMITS.message, tooLong(CONTACT_LIMITS.message)),
    z.regex(MULTI_LINE, problemKey('notAllowed')),
    z.regex(NO_OVERRIDE, problemKey('notAllowed')),
    z.regex(WELL_FORMED, problemKey('broken')),
  ),
};

/** The languages of the site's pages, and so of a message (absent is English). */
export const CONTACT_LANGUAGES = ['en', 'ur'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** An optional field: absent, null or a string; anything else is `invalid`. */
function optionalText() {
  return z.nullish(z.string({ error: problemKey('invalid') }).check(z.trim()));
}

const phone = z.nullish(
  z.pipe(
    z.string({ error: problemKey('invalid') }).check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.phone, tooLong(CONTACT_LIMITS.phone)),
      z.refine((value: string) => value === '' || normalizePhone(value) !== null, problemKey('phone')),
    ),
    z.transform((value: string) => (value === '' ? null : normalizePhone(value))),
  ),
);

/** One of the unit's fields: a single line as a name is, or blank (or absent) for none. */
const unitText = z.nullish(singleLine(CONTACT_LIMITS.unit, { blank: true }));

const isVisitMode = (value: unknown): value is VisitMode => VISIT_MODES.includes(value as VisitMode);

/**
 * The visit's rules, on the whole message: they depend on `visit`, and on the team it is for.
 * They run even when another field is wrong, so the visitor hears of every field at once.
 */
function visitRules(now: () => Date) {
  return z.superRefine(
    (value: Record<string, unknown>, context) => {
      if (value[VISIT_FIELD] !== true) return;
      const issue = (path: string, key: string) =>
        context.addIssue({ code: 'custom', path: [path], message: key, input: value[path] });
      // As routed: a message from the Urdu pages is for Karachi sales whatever team it names.
      if (askedTeam(value.team, value.language) !== VISIT_TEAM) issue(VISIT_FIELD, problemKey('visitTeam'));
      const day = value.visitDay;
      if (typeof day !== 'string' || day === '') issue('visitDay', problemKey('visitDayMissing'));
      else if (!isDay(day)) issue('visitDay', problemKey('invalid'));
      else {
        const { first, last } = visitDays(now());
        if (day < first || day > last) issue('visitDay', problemKey('visitDayRange', { first, last }));
      }
      if (!isVisitMode(value.visitMode)) issue('visitMode', problemKey('visitMode'));
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
        [VISIT_FIELD]: z.nullish(z.boolean({ error: problemKey('invalid') })),
        visitDay: optionalText(),
        visitMode: optionalText(),
        language: z.nullish(z.enum(CONTACT_LANGUAGES, { error: problemKey('invalid') })),
        project: unitText,
        unitSize: unitText,
        paymentPlan: unitText,
      })
      .check(visitRules(now)),
    z.transform(
      ({
        firstName,
        lastName,
        email,
        subject,
        message,
        phone,
        visit,
        visitDay,
        visitMode,
        language,
        project,
        unitSize,
        paymentPlan,
      }) => ({
        firstName,
        lastName,
        email,
        subject,
        message,
        phone: phone ?? null,
        visitDay: visit && visitDay ? visitDay : null,
        visitMode: visit && isVisitMode(visitMode) ? visitMode : null,
        language: language ?? 'en',
        project: project || null,
        unitSize: unitSize || null,
        paymentPlan: paymentPlan || null,
      }),
    ),
  );
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
/** What the form sends and the function reads. */
export type ContactMessageInput = z.input<ContactSchema>;
/** What is stored and mailed. */
export type ContactMessage = z.output<ContactSchema>;

/** The honeypot field's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';
