/**
 * The contact message, as the form sends it and the function accepts it. The
 * browser form and the `send-contact-email` function both validate with this
 * one schema, so a message the form lets through is one the server accepts.
 *
 * Uses zod's "mini" build so the form's bundle stays small. Under Deno,
 * `zod/mini` resolves through the import map in supabase/functions/deno.json.
 */
import * as z from 'zod/mini';

/**
 * C0 controls, DEL, NEL and the Unicode line/paragraph separators: never allowed in a
 * single-line field, so nothing a visitor types can start a new line in an email header.
 */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f\u0085\u2028\u2029]*$/;
/**
 * Characters that change what a line shows without showing themselves: C1
 * controls (NEL is a line break, refused above), bidirectional overrides and
 * isolates, and zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM).
 * Refused in single-line fields, which end up in the email's subject and headers.
 */
const VISIBLE = /^[^\u0080-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]*$/;
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

function singleLine(label: string, max: number) {
  return text(label).check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.regex(SINGLE_LINE, `${label} must be a single line of text.`),
    z.regex(VISIBLE, `${label} contains invisible or control characters.`),
    z.regex(WELL_FORMED, `${label} contains a broken character.`),
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
