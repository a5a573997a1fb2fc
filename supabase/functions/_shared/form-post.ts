/**
 * The contact form without JavaScript. The browser posts the form itself
 * (application/x-www-form-urlencoded) to this function and shows whatever it
 * answers, so a form post is answered with 303 See Other to a page of the
 * site in the language of the page it came from: the message was sent, or it
 * was not and here is how else to reach the team. What the visitor typed
 * travels in the body only; the pages' addresses are fixed, so nothing of it
 * is ever in an address, and the site they are on is the request's allowed
 * Origin (never one the request names otherwise). The pages are in
 * message-pages.mjs, which the site's routes import too.
 */
import type { ContactLanguage } from './contact-schema.ts';
import { MESSAGE_PAGES } from './message-pages.mjs';
import { VISIT_FIELD } from './visit.ts';

export { MESSAGE_PAGES };
export type MessageOutcome = keyof typeof MESSAGE_PAGES;

/**
 * The address a form post's answer sends the browser to: the outcome's page, in Urdu when the form
 * said the page was (`language` as posted, unchecked: a refused language still lands in English), on
 * `site`, an origin the caller has checked is allowed.
 */
export function messagePage(site: string, outcome: MessageOutcome, language: unknown): string {
  // Typed as a message's language: an outcome without a page in one of them does not compile.
  const page: ContactLanguage = language === 'ur' ? 'ur' : 'en';
  return `${site}${MESSAGE_PAGES[outcome][page]}`;
}

export class FormEncodingError extends Error {
  constructor() {
    super('form body is not percent-encoded UTF-8');
  }
}

/** One name or value of a form body, `+` a space, each `%XX` a byte of UTF-8, strictly. */
function decode(part: string): string {
  try {
    // decodeURIComponent throws on a stray `%` and on bytes that are not UTF-8 (a lone surrogate
    // included), where URLSearchParams would put U+FFFD: what is stored is what was sent, or nothing.
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw new FormEncodingError();
  }
}

/**
 * The fields of a form body as the message's object: each value as the visitor typed it (a form
 * sends a typed line break as CRLF, the form's script as LF; both read LF), and a ticked checkbox,
 * which a form sends only when ticked (`visit=on`), as true. A name given twice keeps its last value,
 * as JSON's duplicate keys do. Own keys only, so `__proto__` is a field like any other.
 */
export function formFields(body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null);
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    const value = decode(at < 0 ? '' : pair.slice(at + 1)).replace(/\r\n?/g, '\n');
    fields[name] = name === VISIT_FIELD ? true : value;
  }
  return fields;
}
