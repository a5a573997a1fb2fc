/**
 * The contact message, as the form sends it and the function accepts it. The
 * browser form and the `send-contact-email` function both validate with this
 * one schema, so a message the form lets through is one the server accepts.
 *
 * Uses zod's "mini" build so the form's bundle stays small. Under Deno,
 * `zod/mini` resolves through the import map in supabase/functions/deno.json.
 */
import * as z from 'zod/mini';
import { freeformProblem, type FreeformProblem } from './precis.ts';

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

export const contactMessageSchema = z.object({
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
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The honeypot field's name: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = 'website';
