/** The email that tells the group about a contact message, and how it is sent (Resend's HTTP API). */
import type { PendingMessage } from './database.ts';
import { mailboxAddress } from './email-address.ts';
import { formatPhone } from './phone.ts';
import { formatDay, type VisitMode } from './visit.ts';

export interface OutgoingEmail {
  from: string;
  to: readonly string[];
  replyTo: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the provider accepted the email; throws otherwise. */
  send(email: OutgoingEmail, idempotencyKey: string): Promise<void>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** No line break of any kind may reach a header, whatever the schema let through. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim();
}

const VISIT_WORDS: Record<VisitMode, string> = { 'in-person': 'in person', video: 'by video call' };

/** In the subject, after the visit and the number: the visitor wrote in Urdu, so the answer should be too. */
const URDU_MARKER = 'Urdu page';
/** The body's line for a message written from the Urdu pages. */
const URDU_LINE = 'Urdu (written from the Urdu page of the site, /ur)';

/**
 * What sales reads first in the inbox: a visit's day and mode, then the number
 * to call and whether the visitor wrote from the Urdu page, then the visitor's
 * own subject. Without them, the subject reads as before.
 */
function subjectLine(message: PendingMessage): string {
  const { subject, phone, language } = message;
  const visit = visitOf(message);
  const details = [
    visit ? VISIT_WORDS[visit.mode] : null,
    phone ? formatPhone(phone) : null,
    language === 'ur' ? URDU_MARKER : null,
  ]
    .filter(Boolean)
    .join(', ');
  if (visit) return `Site visit ${formatDay(visit.day)} (${details}) — ${subject}`;
  return details ? `Website contact (${details}): ${subject}` : `Website contact: ${subject}`;
}

/** The site visit a message asks for: its day and mode, or null without one. */
function visitOf({ visitDay, visitMode }: PendingMessage) {
  return visitDay && visitMode ? { day: visitDay, mode: visitMode } : null;
}

/** The unit an enquiry from a project's page is about: "Villas Karachi · 120 sq yd villa · 36-month plan", or null. */
function unitOf({ project, unitSize, paymentPlan }: PendingMessage) {
  const parts = [project, unitSize, paymentPlan].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}

export function composeContactEmail(
  message: PendingMessage,
  addresses: { from: string; to: readonly string[] },
): OutgoingEmail {
  const name = `${message.firstName} ${message.lastName}`;
  const subject = oneLine(subjectLine(message)).slice(0, 250);
  // E.164 is digits after a plus: safe in an href as it is.
  const phone = message.phone ? { shown: formatPhone(message.phone), e164: message.phone } : null;
  const asked = visitOf(message);
  const visit = asked ? { day: formatDay(asked.day, { weekday: true }), mode: VISIT_WORDS[asked.mode] } : null;
  const urdu = message.language === 'ur';
  const unit = unitOf(message);
  const text = [
    `From: ${name} <${message.email}>`,
    `Subject: ${message.subject}`,
    `Team: ${message.team}`,
    ...(urdu ? [`Language: ${URDU_LINE}`] : []),
    ...(unit ? [`Enquiry about: ${unit}`] : []),
    ...(phone ? [`Phone: ${phone.shown}`] : []),
    ...(visit ? [`Preferred day: ${visit.day}`, `Visit: ${visit.mode}`] : []),
    `Received: ${new Date(message.createdAt).toISOString()}`,
    `Reference: ${message.id}`,
    '',
    message.message,
  ].join('\n');
  const details = [
    ...(urdu ? [`<p><strong>Language:</strong> ${URDU_LINE}</p>`] : []),
    ...(unit ? [`<p><strong>Enquiry about:</strong> <span dir="auto">${escapeHtml(unit)}</span></p>`] : []),
    ...(phone
      ? [
          `<p><strong>Phone:</strong> <a href="tel:${phone.e164}">${escapeHtml(phone.shown)}</a> (<a href="https://wa.me/${phone.e164.slice(1)}">WhatsApp</a>)</p>`,
        ]
      : []),
    ...(visit
      ? [`<p><strong>Preferred day:</strong> ${escapeHtml(visit.day)}<br><strong>Visit:</strong> ${visit.mode}</p>`]
      : []),
  ]
    .map((line) => `${line}\n`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(message.email)}&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>
<p><strong>Team:</strong> ${escapeHtml(message.team)}</p>
${details}<p><strong>Received:</strong> ${new Date(message.createdAt).toISOString()}<br><strong>Reference:</strong> ${message.id}</p>
<hr>
<p${urdu ? ' dir="auto"' : ''} style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p style="color:#666">Reply to this email to answer ${escapeHtml(message.firstName)}.</p>
</body></html>`;
  // A reply goes to the address in the ASCII form every provider takes; the body shows it as typed.
  const replyTo = mailboxAddress(message.email) ?? message.email;
  return { from: addresses.from, to: addresses.to, replyTo, subject, html, text };
}

export interface ResendOptions {
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createResendMailer({ apiUrl, apiKey, timeoutMs, fetch: doFetch = fetch }: ResendOptions): Mailer {
  return {
    async send(email, idempotencyKey) {
      const response = await doFetch(`${apiUrl}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({
          from: email.from,
          to: email.to,
          reply_to: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`resend answered ${response.status}: ${detail}`);
      }
      await response.body?.cancel();
    },
  };
}
