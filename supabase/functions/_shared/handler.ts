/**
 * The contract of `send-contact-email` (documented for callers in docs/backend.md):
 *
 *   OPTIONS                      CORS preflight: 204 for an allowed Origin, else 403
 *   POST application/json        { firstName, lastName, email, subject, message, team?, website?,
 *                                  phone?, visit?, visitDay?, visitMode?, language?,
 *                                  project?, unitSize?, paymentPlan? }
 *     team                       a configured team's slug; anything else (missing, unknown, not
 *                                a string) goes to general, never an error for the visitor
 *     phone, visit…              optional, for Karachi sales (contact-schema.ts): a phone is
 *                                stored as E.164; a visit needs a day from tomorrow to 60 days
 *                                ahead in Karachi (by the injected clock) and a mode, and is
 *                                refused (400 naming `visit`) for any team but karachi-sales
 *     language                   optional: 'en' or 'ur', the page's language (absent or null is
 *                                'en'; anything else 400 naming `language`); stored, and an Urdu
 *                                message goes to karachi-sales whatever `team` says (teams.ts)
 *     header x-idempotency-key   optional uuid; a repeated key answers the first message's id
 *     200 { id }                 stored (and, if the provider answered, emailed); a filled
 *                                honeypot gets the same answer, rate limit and idempotency
 *                                included, after the same stages with a wait as long as an
 *                                email takes to hand over (handover.ts), from an instance's
 *                                first request on, and is never emailed
 *     400 { error: 'invalid_request', fields: { <field>: <problem key> } }  each bad field's first
 *         problem, as a key the form words ('required', 'tooLong?max=100'…: problems.ts)
 *         | { error: 'invalid_json' } (malformed JSON, bytes that are not UTF-8 included)
 *         | { error: 'invalid_idempotency_key' }
 *     403 origin_not_allowed, 405, 408 (body slower than BODY_TIMEOUT_MS), 413 (over 32 KiB),
 *     415 (neither JSON nor a form)
 *     429 { error: 'rate_limited', retryAfterSeconds } with Retry-After
 *     503 { error: 'unavailable' }  the database did not store it within DB_TIMEOUT_MS; nothing was written
 *   POST application/x-www-form-urlencoded   the same fields, as the contact form posts them
 *                                without JavaScript (form-post.ts reads them: a ticked `visit` is
 *                                true, line breaks LF); the same validation, honeypot, rate limit,
 *                                idempotency, storage and email. Its body may be 96 KiB (percent-
 *                                encoding takes up to three bytes for each). Answered, whatever the
 *                                outcome, with 303 to a page of the site in the form's language
 *                                (`language`): MESSAGE_PAGES.sent for what a script gets 200 for,
 *                                MESSAGE_PAGES.notSent for every refusal or failure; on the
 *                                request's Origin, or without one on the first ALLOWED_ORIGINS
 *                                entry; a refusal's Retry-After goes with it. Without a key, the
 *                                same client's same message within REPEAT_WINDOW_SECONDS of a
 *                                stored one is that one (a double click): the sent page, nothing more. An opaque Origin
 *                                (`null`: a privacy setting, a sandboxed page) is not stored and
 *                                goes to MESSAGE_PAGES.notSent on the first ALLOWED_ORIGINS entry;
 *                                another site's Origin gets the 403 below, never a redirect.
 *   POST with header x-outbox-flush: <OUTBOX_SECRET>
 *     200 { claimed, sent, retrying, failed, errors }   retries pending emails; 401 on a bad secret
 *
 * Order: CORS → method → size and time → parse and validate → anti-abuse → store → notify → answer.
 * The rate limit counts clients by the address the platform's gateway recorded
 * (CLIENT_IP_HEADER, TRUSTED_PROXY_HOPS from the right), never by what the client claims;
 * an IPv6 client by its /64 (RATE_LIMIT_IPV6_PREFIX), which it can rotate through.
 * Every answer carries the CORS headers and the browser headers (http.ts: nosniff, a policy that
 * allows nothing, no referrer; HSTS over https). Web-standard APIs only: runs under Deno and Node.
 */
import { createContactSchema, HONEYPOT_FIELD, type ContactMessage } from './contact-schema.ts';
import { formFields, messagePage } from './form-post.ts';
import {
  BodyEncodingError,
  BodyTimeoutError,
  BodyTooLargeError,
  answerHeaders,
  clientAddress,
  isFormContentType,
  isJsonContentType,
  json,
  rateLimitSubject,
  readCappedText,
  safeEqual,
  seeOther,
  sha256Hex,
} from './http.ts';
import { createHandoverTimes } from './handover.ts';
import { errorKind, logEvent } from './log.ts';
import { routeTeam, TEAM_FIELD } from './teams.ts';
import { deliver, flushOutbox, leaseMs, type OutboxDeps } from './outbox.ts';

export type ContactHandlerDeps = OutboxDeps;
export type Handler = (request: Request) => Promise<Response>;

export const MAX_BODY_BYTES = 32 * 1024;
/** A form's body percent-encodes each byte of UTF-8 beyond ASCII in three: the same message takes up to three times the room. */
export const MAX_FORM_BYTES = 3 * MAX_BODY_BYTES;
/** The same fields from the same client within this long, posted as a form without a key, are one message. */
export const REPEAT_WINDOW_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Answer = (status: number, body: unknown, extra?: Record<string, string>) => Response;

/**
 * What a submission came to, before it is answered: as JSON to a script, or by a redirect to a
 * page for a browser's form post. `language` is the body's, once it has been read.
 */
type Outcome = { status: number; body: unknown; extra?: Record<string, string>; language?: unknown };

/** What a honeypot hit keeps of the message: nothing. */
const DISCARDED: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  phone: null,
  visitDay: null,
  visitMode: null,
  language: 'en',
  project: null,
  unitSize: null,
  paymentPlan: null,
};

/** Each bad field once, with the schema's first problem key for it. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Of an outcome's extra headers, what a form post's redirect keeps: when to try again. */
function retryAfter(extra: Record<string, string> = {}): Record<string, string> {
  return extra['Retry-After'] ? { 'Retry-After': extra['Retry-After'] } : {};
}

export function createContactHandler(deps: ContactHandlerDeps): Handler {
  const { config, database, clock } = deps;
  const handovers = createHandoverTimes((limit) => database.recentHandovers(limit));
  // The visit's day is checked against this clock, never the server's own.
  const contactSchema = createContactSchema(() => clock.now());

  async function flush(request: Request, answer: Answer): Promise<Response> {
    await request.body?.cancel();
    const secret = request.headers.get('x-outbox-flush') ?? '';
    if (!config.outboxSecret || !safeEqual(secret, config.outboxSecret)) return answer(401, { error: 'unauthorized' });
    try {
      return answer(200, await flushOutbox(deps));
    } catch (error) {
      logEvent('contact.outbox_unavailable', { error: errorKind(error) }, 'error');
      return answer(503, { error: 'unavailable' });
    }
  }

  /** The language a form body names, read as a message's would be, if it can be: its not-sent page's. */
  async function formLanguage(request: Request): Promise<unknown> {
    try {
      return formFields(await readCappedText(request, MAX_FORM_BYTES, config.bodyTimeoutMs)).language;
    } catch {
      return undefined;
    }
  }

  /** A message posted as JSON (the form's script) or as a form (`form`: the form without it). */
  async function submit(request: Request, form: boolean): Promise<Outcome> {
    // The body's language, once it is read: a form post is answered with a page in it.
    const heard: { language?: unknown } = {};
    const answer = (status: number, body: unknown, extra?: Record<string, string>): Outcome => ({
      status,
      body,
      extra,
      language: heard.language,
    });
    const malformed = form ? 'invalid_form' : 'invalid_json';
    if (!form && !isJsonContentType(request.headers.get('content-type')))
      return answer(415, { error: 'unsupported_media_type' });
    let raw: string;
    try {
      raw = await readCappedText(request, form ? MAX_FORM_BYTES : MAX_BODY_BYTES, config.bodyTimeoutMs);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return answer(413, { error: 'payload_too_large' });
      if (error instanceof BodyTimeoutError) return answer(408, { error: 'request_timeout' });
      // JSON text is UTF-8 (RFC 8259 §8.1), and a form's body ASCII: other bytes are malformed.
      if (error instanceof BodyEncodingError) return answer(400, { error: malformed });
      throw error;
    }
    let body: unknown;
    try {
      body = form ? formFields(raw) : JSON.parse(raw);
    } catch {
      return answer(400, { error: malformed });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return answer(400, { error: 'invalid_json' });
    heard.language = (body as Record<string, unknown>).language;
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) return answer(400, { error: 'invalid_request', fields: fieldErrors(parsed.error.issues) });
    const idempotencyKey = request.headers.get('x-idempotency-key')?.trim() || null;
    if (idempotencyKey && !UUID.test(idempotencyKey)) return answer(400, { error: 'invalid_idempotency_key' });

    // A filled honeypot takes the same path as a message (rate limit, idempotency,
    // a row, the same answer) minus the text and the email, so a bot learns nothing.
    const discard = isFilled((body as Record<string, unknown>)[HONEYPOT_FIELD]);
    const content: ContactMessage = discard ? DISCARDED : parsed.data;
    const team = routeTeam(
      discard ? null : (body as Record<string, unknown>)[TEAM_FIELD],
      content.language,
      config.teamInboxes,
    );

    // Started before the insert and run beside it, so a database that is down costs one deadline, not two.
    const timesKnown = handovers.ready();
    const now = clock.now();
    const address = clientAddress(request, config.clientIpHeader, config.trustedProxyHops);
    // Without the gateway's address every such request shares one bucket: never a client's own claim.
    if (!address) logEvent('contact.client_unidentified', { header: config.clientIpHeader }, 'warn');
    const subject = address ? rateLimitSubject(address, config.rateLimitIpv6Prefix) : 'unidentified';
    const clientHash = await sha256Hex(`${config.clientHashSalt}:${subject}`);
    const limit =
      config.rateLimitMax > 0 ? { max: config.rateLimitMax, windowSeconds: config.rateLimitWindowSeconds } : null;
    let stored;
    try {
      stored = await database.insertMessage(
        {
          ...content,
          team,
          discard,
          clientHash,
          idempotencyKey: idempotencyKey?.toLowerCase() ?? null,
          // A browser's form post carries no key: its double click or resend is found by its content.
          repeatWithinSeconds: form && !idempotencyKey ? REPEAT_WINDOW_SECONDS : null,
          createdAt: now,
          nextAttemptAt: new Date(now.getTime() + leaseMs(config)),
        },
        limit,
      );
    } catch (error) {
      logEvent('contact.store_failed', { error: errorKind(error) }, 'error');
      return answer(503, { error: 'unavailable' }, { 'Retry-After': '30' });
    }

    if (stored.kind === 'rate_limited') {
      logEvent('contact.rate_limited', { retryAfterSeconds: stored.retryAfterSeconds });
      const retryAfter = stored.retryAfterSeconds;
      return answer(
        429,
        { error: 'rate_limited', retryAfterSeconds: retryAfter },
        { 'Retry-After': String(retryAfter) },
      );
    }
    if (stored.kind === 'duplicate') {
      logEvent('contact.duplicate', { id: stored.id });
      return answer(200, { id: stored.id });
    }

    const { id } = stored.message;
    await timesKnown;
    if (discard) {
      // No email to hand over: take as long as one takes, then write once as a message does, or the
      // answer's speed would give the trap away.
      const waited = handovers.sample();
      await clock.sleep(waited);
      await database
        .recordHoneypotWait(id, waited)
        .catch((error) => logEvent('contact.honeypot_unrecorded', { id, error: errorKind(error) }, 'error'));
      logEvent('contact.honeypot', { id });
      return answer(200, { id });
    }
    logEvent('contact.stored', { id, team });
    try {
      await deliver(stored.message, deps, handovers);
    } catch (error) {
      // Stored and committed: the outbox will email it once its lease expires.
      logEvent('contact.delivery_unrecorded', { id, error: errorKind(error) }, 'error');
    }
    return answer(200, { id });
  }

  return async function handle(request) {
    const origin = request.headers.get('origin');
    const cors = answerHeaders(request, config.allowedOrigins);
    const answer: Answer = (status, body, extra) => json(status, body, cors, extra);
    // No Origin: a server-to-server call (pg_net, curl), which CORS does not concern.
    const originAllowed = origin === null || config.allowedOrigins.includes(origin);

    if (request.method === 'OPTIONS') {
      return origin && originAllowed
        ? new Response(null, { status: 204, headers: cors })
        : answer(403, { error: 'origin_not_allowed' });
    }
    const form = isFormContentType(request.headers.get('content-type'));
    // An opaque origin is a browser that will not say where the form was (a privacy setting, a
    // sandboxed page): nothing is stored, and the visitor reads why on the site's own page.
    if (origin === 'null' && form && request.method === 'POST')
      return seeOther(messagePage(config.allowedOrigins[0]!, 'notSent', await formLanguage(request)), cors);
    if (!originAllowed) return answer(403, { error: 'origin_not_allowed' });
    if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' });
    // A browser shows what a form post is answered with: it is sent on to a page of the site that
    // says what happened, on the origin it came from (allowed, checked above), never to one it names.
    const respond = ({ status, body, extra, language }: Outcome) =>
      form
        ? seeOther(
            messagePage(origin ?? config.allowedOrigins[0]!, status === 200 ? 'sent' : 'notSent', language),
            cors,
            retryAfter(extra),
          )
        : answer(status, body, extra);
    try {
      if (request.headers.has('x-outbox-flush')) return await flush(request, answer);
      return respond(await submit(request, form));
    } catch (error) {
      logEvent('contact.internal_error', { error: errorKind(error) }, 'error');
      return respond({ status: 500, body: { error: 'internal' } });
    }
  };
}
