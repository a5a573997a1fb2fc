/**
 * Hostile input, generated: whatever a client sends, the handler answers a 4xx
 * JSON error with the CORS headers (or 200 for a valid message), never a 5xx,
 * stores a row only for a valid message, and lets nothing the visitor typed
 * reach an email header or the HTML unescaped. Whatever a form posts, it is
 * sent on to one of the site's own message pages, never anywhere else. The email is captured as the
 * provider would receive it (Resend's JSON), through the real mailer.
 */
import fc from 'fast-check';
import type { ContactConfig } from '../_shared/config.ts';
import { CONTACT_LIMITS, createContactSchema, HONEYPOT_FIELD } from '../_shared/contact-schema.ts';
import { createPostgresDatabase } from '../_shared/database.ts';
import { TEST_CONFIG, ORIGIN, VALID } from './handler-cases.ts';
import { createContactHandler, REPEAT_WINDOW_SECONDS, type Handler } from '../_shared/handler.ts';
import { createResendMailer } from '../_shared/mailer.ts';
import { formFields, MESSAGE_PAGES } from '../_shared/form-post.ts';
import { parseProblem, problemKey } from '../_shared/problems.ts';
import { FakeClock } from './fakes.ts';
import { startTestDatabase, type TestDatabase } from './test-database.ts';

const RUNS = { numRuns: 200 };
const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
const SINGLE_LINE_FIELDS = ['firstName', 'lastName', 'subject'] as const;
/** Any line break or control character that could end or fold a header line. */
const HEADER_BREAKERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

interface ProviderCall {
  idempotencyKey: string | null;
  body: { reply_to: string; subject: string; html: string; text: string; from: string; to: string[] };
}

let database: TestDatabase;
let handler: Handler;
const clock = new FakeClock();
/** The schema as the handler applies it: on the handler's clock. */
const contactMessageSchema = createContactSchema(() => clock.now());
const calls: ProviderCall[] = [];

beforeAll(async () => {
  database = await startTestDatabase();
  const config: ContactConfig = { ...TEST_CONFIG, rateLimitMax: 0 };
  const recordingFetch: typeof fetch = async (_url, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ idempotencyKey: headers.get('idempotency-key'), body: JSON.parse(String(init?.body)) });
    return new Response('{"id":"re_1"}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  handler = createContactHandler({
    config,
    database: createPostgresDatabase(database.sql),
    mailer: createResendMailer({
      apiUrl: config.resendApiUrl,
      apiKey: config.resendApiKey,
      timeoutMs: 1000,
      fetch: recordingFetch,
    }),
    clock,
  });
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await database?.close();
});

/** Messages kept for the group: a honeypot hit leaves an empty 'discarded' row, which is not one. */
async function rowCount(): Promise<number> {
  const [row] = await database.sql<
    { n: number }[]
  >`select count(*)::int as n from public.contact_messages where status <> 'discarded'`;
  return row!.n;
}

function request(
  body: string,
  contentType: string | null = 'application/json',
  headers: Record<string, string> = {},
): Request {
  return new Request('http://127.0.0.1/send-contact-email', {
    method: 'POST',
    headers: { origin: ORIGIN, ...(contentType === null ? {} : { 'content-type': contentType }), ...headers },
    body,
  });
}

interface Outcome {
  status: number;
  json: Record<string, unknown>;
  stored: number;
}

/**
 * Each refused field carries a problem key, never words: the key reads back
 * as itself (a sentence, or a code the form does not know, would read as `invalid`).
 */
function expectProblemKeys(json: Record<string, unknown>): void {
  if (json.error !== 'invalid_request') return;
  for (const key of Object.values(json.fields as Record<string, string>)) {
    const { code, params } = parseProblem(key);
    expect(problemKey(code, params)).toBe(key);
  }
}

/** Sends one request and checks what holds for every answer: JSON, CORS, never 5xx, refusals as problem keys. */
async function send(req: Request): Promise<Outcome> {
  const before = await rowCount();
  const response = await handler(req);
  const text = await response.text();
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(response.headers.get('vary')).toMatch(/Origin/);
  const json = JSON.parse(text) as Record<string, unknown>;
  expectProblemKeys(json);
  return { status: response.status, json, stored: (await rowCount()) - before };
}

/** A refusal: a 4xx with an `error` code, and nothing stored or mailed. */
async function expectRefused(req: Request, error?: string): Promise<Outcome> {
  const mailed = calls.length;
  const outcome = await send(req);
  expect(outcome.status).toBeGreaterThanOrEqual(400);
  expect(typeof outcome.json.error).toBe('string');
  if (error) expect(outcome.json.error).toBe(error);
  expect(outcome.stored).toBe(0);
  expect(calls.length).toBe(mailed);
  return outcome;
}

/** What the handler should do with a parsed body: store it, or refuse it. */
function wouldStore(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  const filled = !(
    honeypot === undefined ||
    honeypot === null ||
    honeypot === false ||
    (typeof honeypot === 'string' && honeypot.trim() === '')
  );
  return contactMessageSchema.safeParse(body).success && !filled;
}

/** Any JSON body: stored exactly when valid, otherwise refused; never a 5xx. */
async function checkBody(body: unknown): Promise<void> {
  const outcome = await send(request(JSON.stringify(body)));
  if (wouldStore(body)) {
    expect(outcome.status).toBe(200);
    expect(outcome.stored).toBe(1);
  } else {
    expect(outcome.stored).toBe(0);
    if (outcome.status === 200)
      expect(contactMessageSchema.safeParse(body).success).toBe(true); // the honeypot
    else expect(typeof outcome.json.error).toBe('string');
  }
}

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
/** Text from all of Unicode: astral planes, lone surrogates, RTL, zero-width, controls. */
const anyText = fc.string({ unit: 'binary', maxLength: 300 });
const tricky = fc.constantFrom(
  '\u202e',
  '\u200f',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u0085',
  '\r\n',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u001b',
  '\u007f',
  '😀',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'مرحبا',
  'שלום',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'",
  '&amp;',
  '\r\nBcc: victim@example.com',
  '%0d%0aBcc:x@example.com',
  '__proto__',
  '${7*7}',
);
const hostileText = fc
  .array(fc.oneof(tricky, anyText, fc.string({ maxLength: 20 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

describe('send-contact-email under hostile input (property-based)', () => {
  test('any JSON value as the body: stored only when valid, otherwise a 4xx JSON error', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue(), checkBody), RUNS);
  }, 60_000);

  test('objects with the right keys and random values', async () => {
    const loose = fc.record(
      Object.fromEntries(
        [...FIELDS, HONEYPOT_FIELD].map((field) => [
          field,
          fc.oneof(notAString, hostileText, fc.constant((VALID as Record<string, string>)[field])),
        ]),
      ),
      { requiredKeys: [] },
    );
    await fc.assert(fc.asyncProperty(loose, checkBody), RUNS);
  }, 60_000);

  test.each(FIELDS)(
    'a wrong type for %s is refused naming that field, invalid',
    async (field) => {
      await fc.assert(
        fc.asyncProperty(notAString, async (value) => {
          const { json } = await expectRefused(
            request(JSON.stringify({ ...VALID, [field]: value })),
            'invalid_request',
          );
          expect(json.fields).toEqual({ [field]: 'invalid' });
        }),
        { numRuns: 40 },
      );
    },
    30_000,
  );

  test('huge and unicode strings in each field: stored intact when within the limits, else refused naming the field', async () => {
    const text = fc.oneof(
      hostileText,
      fc.string({ unit: 'grapheme', minLength: 90, maxLength: 6000 }),
      fc.string({ unit: 'binary', minLength: 4990, maxLength: 5010 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), text, async (field, value) => {
        const body = { ...VALID, [field]: value };
        const outcome = await send(request(JSON.stringify(body)));
        const valid = contactMessageSchema.safeParse(body);
        if (valid.success) {
          expect(outcome.status).toBe(200);
          const [row] = await database.sql<
            { first_name: string; last_name: string; email: string; subject: string; message: string }[]
          >`
            select first_name, last_name, email, subject, message from public.contact_messages where id = ${outcome.json.id as string}`;
          const column = {
            firstName: 'first_name',
            lastName: 'last_name',
            email: 'email',
            subject: 'subject',
            message: 'message',
          } as const;
          // Postgres stores UTF-8: a lone surrogate arrives as U+FFFD, everything else exactly.
          expect(row![column[field]]).toBe(Buffer.from(valid.data[field], 'utf8').toString('utf8'));
        } else {
          expect(outcome.status === 400 || outcome.status === 413).toBe(true);
          if (outcome.status === 400) expect(Object.keys(outcome.json.fields as object)).toEqual([field]);
          expect(outcome.stored).toBe(0);
        }
      }),
      RUNS,
    );
  }, 60_000);

  test('any text as the phone: stored as E.164 (blank as none), or refused naming the phone alone', async () => {
    // The examples the form gives are taken, so the property below does not pass by refusing every number.
    for (const example of ['0300 1234567', '+44 20 7946 0958'])
      expect((await send(request(JSON.stringify({ ...VALID, phone: example })))).status).toBe(200);
    const phone = fc.oneof(
      hostileText,
      fc.stringMatching(/^\+?[0-9 ().-]{0,20}$/),
      fc.constantFrom('0300 1234567', '+44 20 7946 0958', ' ', ''),
    );
    await fc.assert(
      fc.asyncProperty(phone, async (value) => {
        const outcome = await send(request(JSON.stringify({ ...VALID, phone: value })));
        if (outcome.status === 200) {
          const [row] = await database.sql<
            { phone: string | null }[]
          >`select phone from public.contact_messages where id = ${outcome.json.id as string}`;
          if (value.trim() === '') expect(row!.phone).toBeNull();
          else expect(row!.phone).toMatch(/^\+[1-9][0-9]{3,14}$/);
        } else {
          expect(outcome.status).toBe(400);
          expect(Object.keys(outcome.json.fields as object)).toEqual(['phone']);
          // zod counts characters (code points), not UTF-16 units.
          expect((outcome.json.fields as Record<string, string>).phone).toBe(
            Array.from(value.trim()).length > CONTACT_LIMITS.phone ? `tooLong?max=${CONTACT_LIMITS.phone}` : 'phone',
          );
          expect(outcome.stored).toBe(0);
        }
      }),
      RUNS,
    );
  }, 60_000);

  test('any JSON value as the language: en, ur, null or none is stored (none and null as en), anything else refused naming the language alone', async () => {
    const language = fc.oneof(fc.constantFrom('en', 'ur', null, undefined, 'EN', 'ur ', 'fa', ''), fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(language, async (value) => {
        const outcome = await send(request(JSON.stringify({ ...VALID, language: value })));
        if (value === 'en' || value === 'ur' || value === null || value === undefined) {
          expect(outcome.status).toBe(200);
          const [row] = await database.sql<
            { language: string }[]
          >`select language from public.contact_messages where id = ${outcome.json.id as string}`;
          expect(row!.language).toBe(value ?? 'en');
        } else {
          expect(outcome.status).toBe(400);
          expect(outcome.json.fields).toEqual({ language: 'invalid' });
          expect(outcome.stored).toBe(0);
        }
      }),
      RUNS,
    );
  }, 60_000);

  test('a control character or line break anywhere in a single-line field is refused as singleLine', async () => {
    const breaker = fc.constantFrom(
      ...'\u0000\u0001\u0008\t\n\u000b\u000c\r\u001b\u001f\u007f\u0085\u2028\u2029'.split(''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SINGLE_LINE_FIELDS, 'email' as const),
        breaker,
        fc.nat(),
        async (field, char, at) => {
          const value = VALID[field];
          const index = 1 + (at % (value.length - 1)); // inside the value, so trimming cannot remove it
          const { json } = await expectRefused(
            request(JSON.stringify({ ...VALID, [field]: value.slice(0, index) + char + value.slice(index) })),
            'invalid_request',
          );
          expect(json.fields).toEqual({ [field]: 'singleLine' });
        },
      ),
      RUNS,
    );
  }, 60_000);

  test('__proto__, constructor and prototype keys neither pollute nor smuggle fields', async () => {
    const key = fc.constantFrom('__proto__', 'constructor', 'prototype');
    const payload = fc.oneof(
      fc.jsonValue(),
      fc.constant({ ...VALID, polluted: 'yes' }),
      fc.constant({ isAdmin: true }),
    );
    await fc.assert(
      fc.asyncProperty(key, payload, fc.boolean(), fc.boolean(), async (name, value, withValid, nested) => {
        const hostile = `{"${name}":${JSON.stringify(value)}}`;
        const body = withValid
          ? JSON.stringify(VALID).replace(/}$/, () => `,"${name}":${JSON.stringify(value)}}`)
          : nested
            ? `{"firstName":${hostile}}`
            : hostile;
        const outcome = await send(request(body));
        if (withValid) {
          expect(outcome.status).toBe(200);
          expect(outcome.stored).toBe(1);
        } else {
          // Fields hidden behind __proto__ never count as the message's own.
          expect(outcome.status).toBe(400);
          expect(outcome.stored).toBe(0);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      RUNS,
    );
  }, 60_000);

  test('malformed JSON text is refused as invalid_json', async () => {
    const valid = JSON.stringify(VALID);
    const malformed = fc
      .oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.nat({ max: valid.length - 1 }).map((n) => valid.slice(0, n)),
        fc.constantFrom(
          '',
          ' ',
          '{',
          '{"firstName":}',
          "{'firstName':'Ada'}",
          '{"a":1,}',
          'NaN',
          'undefined',
          '[1,2',
          '\u0000',
          '{"a":"\u0000"',
        ),
      )
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      });
    await fc.assert(
      fc.asyncProperty(malformed, async (text) => void (await expectRefused(request(text), 'invalid_json'))),
      RUNS,
    );
  }, 60_000);

  test('any content type other than application/json or a form is refused with 415', async () => {
    const contentType = fc
      .oneof(
        fc.constantFrom(
          null,
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/jsonp',
          'application/json-patch+json',
          'text/json',
          'application/ld+json',
          'application/x-www-form-urlencodedx',
          '',
        ),
        fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,20}$/),
      )
      .filter(
        (type) =>
          !['application/json', 'application/x-www-form-urlencoded'].includes(
            type?.split(';')[0]?.trim().toLowerCase() ?? '',
          ),
      );
    await fc.assert(
      fc.asyncProperty(
        contentType,
        async (type) => void (await expectRefused(request(JSON.stringify(VALID), type), 'unsupported_media_type')),
      ),
      RUNS,
    );
  }, 60_000);

  test('valid messages with hostile text: nothing the visitor typed reaches a header or the HTML unescaped', async () => {
    const template = await mailFor(VALID);
    const templateTags = template.body.html.match(/<[^>]*>/g);
    const templateQuotes = template.body.html.split('"').length;
    const email = fc.constantFrom(
      'ada@example.com',
      'o.brien+tag@example.co.uk',
      'x_y-z@sub.example.org',
      "o'hara@example.com",
    );
    const message = fc
      .record({
        firstName: hostileText,
        lastName: hostileText,
        email,
        subject: hostileText,
        message: hostileText,
        website: fc.constant(''),
      })
      .filter((body) => contactMessageSchema.safeParse(body).success);
    await fc.assert(
      fc.asyncProperty(message, async (body) => {
        const parsed = contactMessageSchema.parse(body);
        const { body: sent, idempotencyKey, id } = await mailFor(body);
        expect(idempotencyKey).toBe(id);
        expect(sent.subject).not.toMatch(HEADER_BREAKERS);
        expect(sent.reply_to).toBe(parsed.email);
        expect(sent.from).toBe(TEST_CONFIG.contactFromEmail);
        expect(sent.to).toEqual(TEST_CONFIG.teamInboxes.general);
        // Only the template's own markup: the same tags and quotes as for a harmless message.
        expect(sent.html.match(/<[^>]*>/g)).toEqual(templateTags);
        expect(sent.html.split('"').length).toBe(templateQuotes);
      }),
      RUNS,
    );
  }, 60_000);

  test('any form body, fields or bytes: 303 to the sent page exactly when the message is valid, else to the not-sent page; never elsewhere', async () => {
    const pages = new Set(
      Object.values(MESSAGE_PAGES).flatMap((page) => Object.values(page).map((path) => `${ORIGIN}${path}`)),
    );
    const name = fc.oneof(
      fc.constantFrom(
        ...FIELDS,
        'team',
        'language',
        'phone',
        'visit',
        'visitDay',
        'visitMode',
        HONEYPOT_FIELD,
        'redirect',
        'next',
        '__proto__',
        'constructor',
      ),
      anyText,
    );
    const value = fc.oneof(
      hostileText,
      fc.constantFrom(
        'ur',
        'en',
        'on',
        'karachi-sales',
        'https://evil.example/',
        '//evil.example',
        'javascript:alert(1)',
      ),
    );
    const fields = fc.array(fc.tuple(name, value), { maxLength: 8 });
    const form = fc.oneof(
      // A valid message with fields changed or added, percent-encoded as a browser does.
      fields.map((pairs) =>
        new URLSearchParams([
          ...Object.entries({ ...VALID, website: '' }),
          ...pairs.map(([n, v]) => [n.replace(/[\ud800-\udfff]/g, ''), v.replace(/[\ud800-\udfff]/g, '')]),
        ]).toString(),
      ),
      // Whatever a client sends as the bytes of a form.
      anyText,
      fc.constantFrom('%', '%zz', 'a=%ED%A0%80', '&&==&', '=x', 'firstName'),
    );
    await fc.assert(
      fc.asyncProperty(form, async (body) => {
        // A minute apart: a body generated twice is not one visitor's double submit (REPEAT_WINDOW_SECONDS).
        clock.advance(REPEAT_WINDOW_SECONDS * 1000);
        const before = await rowCount();
        const mailed = calls.length;
        const response = await handler(request(body, 'application/x-www-form-urlencoded'));
        const location = response.headers.get('location') ?? '';
        expect(response.status).toBe(303);
        expect(pages.has(location)).toBe(true);
        let parsed: Record<string, unknown> | null = null;
        try {
          parsed = formFields(body);
        } catch {
          // Not percent-encoded UTF-8: refused.
        }
        const valid = parsed !== null && contactMessageSchema.safeParse(parsed).success;
        expect(location.endsWith(MESSAGE_PAGES.notSent.en) || location.endsWith(MESSAGE_PAGES.notSent.ur)).toBe(!valid);
        const stored = parsed !== null && wouldStore(parsed) ? 1 : 0;
        expect((await rowCount()) - before).toBe(stored);
        expect(calls.length - mailed).toBe(stored);
      }),
      RUNS,
    );
  }, 60_000);
});

async function mailFor(body: unknown): Promise<ProviderCall & { id: string }> {
  const mailed = calls.length;
  const outcome = await send(request(JSON.stringify(body)));
  expect(outcome.status).toBe(200);
  expect(outcome.stored).toBe(1);
  expect(calls.length).toBe(mailed + 1);
  return { ...calls.at(-1)!, id: outcome.json.id as string };
}
