/**
 * A visitor's email address as a mail provider takes it. A domain may be
 * internationalised (IDNA, RFC 5890) and written as people type it,
 * `user@müller.de`: it is checked, and replied to, in its ASCII form
 * (`user@xn--mller-kva.de`, the A-labels), which every mail server and
 * provider takes; Resend's API reference does not say that it converts a
 * Unicode domain itself, so the function hands it the ASCII form. The part
 * before the @ stays ASCII: one in another script needs SMTPUTF8 (RFC 6531)
 * at every server on the way, which Resend does not document.
 *
 * The conversion is the URL standard's domain-to-ASCII (UTS #46), the same in
 * every browser, Deno and Node, so the form and the function agree.
 */

/**
 * zod's email pattern (`z.regexes.email`), with an A-label also allowed as the
 * top-level domain: the ASCII form of one in another script (.рф, .پاکستان).
 */
const ASCII_ADDRESS =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9\-]+)$/;
/**
 * Labels of letters, marks, digits and hyphens only: nothing the URL parser
 * would read as a port, a path or an escape, nor drop unseen (U+200B).
 */
const DOMAIN = /^[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;
const ASCII = /^[\x00-\x7f]*$/;

/** The domain in A-labels, or null when it is not one the URL standard can write so. */
function asciiDomain(domain: string): string | null {
  if (ASCII.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

/** `address` as a mail provider is handed it, its domain in ASCII; null when it is no address. */
export function mailboxAddress(address: string): string | null {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at < 1 || !DOMAIN.test(domain)) return null;
  const ascii = asciiDomain(domain);
  const candidate = ascii === null ? null : `${address.slice(0, at)}@${ascii}`;
  return candidate !== null && ASCII_ADDRESS.test(candidate) ? candidate : null;
}
