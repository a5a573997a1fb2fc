/**
 * A visitor's phone or WhatsApp number, read as people in Pakistan write one
 * (0300 1234567, 021 3456 7890) or with its country code (+44 20 7946 0958,
 * 0044 …), and kept in E.164 (+923001234567), the one form a dialler, WhatsApp
 * and the database's check all take. libphonenumber-js with its smallest
 * metadata checks each country's lengths and leading digits; it reaches the
 * browser only with the schema, on the first submit.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** A number without its country code is Pakistani. */
export const PHONE_COUNTRY: CountryCode = 'PK';

/**
 * Digits (Western, or the Arabic-Indic ones an Urdu keyboard types) with what
 * people put between them, an optional leading +, and nothing else: the
 * library would otherwise find a number inside any sentence.
 */
const PHONE_CHARACTERS = /^\+?[0-9\u0660-\u0669\u06f0-\u06f9 ().\-]+$/;

/** `text` as E.164, or null when it is not a number that can exist. */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : null;
}

/** '+923001234567' → '+92 300 1234567', as the group's email shows it. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
