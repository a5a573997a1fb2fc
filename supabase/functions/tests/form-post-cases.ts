/**
 * The contact form without JavaScript: a browser posts it as a form and goes
 * wherever the answer sends it. Run with the handler's other cases, under Node
 * and Deno (handler.test.ts, handler.deno.test.ts).
 */
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { createPostgresDatabase } from '../_shared/database.ts';
import { MESSAGE_PAGES } from '../_shared/form-post.ts';
import { MAX_BODY_BYTES, MAX_FORM_BYTES } from '../_shared/handler.ts';
import {
  allRows,
  answer,
  assertCors,
  type HandlerCase,
  languageRows,
  ORIGIN,
  post,
  rows,
  TEST_CONFIG,
  URL,
  VALID,
  unitRows,
  visitRows,
} from './handler-cases.ts';

const FORM = 'application/x-www-form-urlencoded';
const SENT = `${ORIGIN}${MESSAGE_PAGES.sent.en}`;
const NOT_SENT = `${ORIGIN}${MESSAGE_PAGES.notSent.en}`;

/** The body a browser posts for `fields`: percent-encoded UTF-8, a space as `+`, a line break as CRLF. */
function encode(fields: Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/\r?\n/g, '\r\n')]),
  ).toString();
}

/** A browser's form post of `fields` (or of `body` as it stands), from the site's origin unless `headers` say otherwise. */
function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  body: BodyInit = encode(fields),
): Request {
  return post(null, { headers: { 'content-type': FORM, ...headers }, rawBody: body });
}

/** What the form without JavaScript posts on the English home page: the team's select, the language, the empty honeypot. */
const FORM_FIELDS = { team: 'general', ...VALID, language: 'en' };

/** A form post's answer: 303 to `location`, with no body, nothing cached, and the CORS headers every answer has. */
async function assertSeeOther(response: Response, location: string, origin: string | null = ORIGIN) {
  assert.equal(response.status, 303);
  assert.equal(response.headers.get('location'), location);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.equal(await response.text(), '');
  assertCors(response, origin);
}

export const formPostCases: HandlerCase[] = [
  {
    name: 'form post: stored and emailed as the same message sent as JSON, then 303 to the sent page',
    async run(ctx) {
      const handle = ctx.handler();
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      assert.equal((await handle(post(VALID))).status, 200);
      const [byForm, byScript, ...others] = await rows(ctx.sql);
      assert.equal(others.length, 0);
      const fields = (row: typeof byForm) => [row!.first_name, row!.email, row!.message, row!.status, row!.team];
      assert.deepEqual(fields(byForm), fields(byScript));
      assert.equal(byForm!.status, 'sent');
      // The same email, but for the reference each message has.
      const [first, second] = ctx.mailer.sent.map(({ email }, i) =>
        JSON.stringify(email).replaceAll([byForm, byScript][i]!.id, '<id>'),
      );
      assert.equal(ctx.mailer.sent.length, 2);
      assert.equal(first, second);
    },
  },
  {
    name: 'form post: line breaks arrive as CRLF and are stored as typed (LF); + is a space, Urdu and emoji are decoded',
    async run(ctx) {
      const message = 'First line,\nsecond line: 2 + 2 — سلام 🙂';
      await assertSeeOther(await ctx.handler()(formPost({ ...FORM_FIELDS, message, subject: 'A plus + sign' })), SENT);
      const [row] = await ctx.sql<
        { message: string; subject: string }[]
      >`select message, subject from public.contact_messages`;
      assert.deepEqual({ ...row }, { message, subject: 'A plus + sign' });
    },
  },
  {
    name: 'form post from the Urdu page: stored as Urdu for Karachi sales, 303 to the Urdu sent page',
    async run(ctx) {
      const response = await ctx.handler()(
        formPost({ ...FORM_FIELDS, team: 'karachi-sales', language: 'ur', firstName: 'عائشہ', phone: '0300 1234567' }),
      );
      await assertSeeOther(response, `${ORIGIN}${MESSAGE_PAGES.sent.ur}`);
      assert.deepEqual(await languageRows(ctx.sql), [{ team: 'karachi-sales', language: 'ur', status: 'sent' }]);
      assert.match(ctx.mailer.sent[0]!.email.subject, /\+92 300 1234567, Urdu page/);
    },
  },
  {
    name: 'form post: a ticked visit box (visit=on) asks for the visit, which is stored with its day and mode',
    async run(ctx) {
      const unticked = { ...FORM_FIELDS, team: 'karachi-sales', phone: '', visitDay: '2025-06-20', visitMode: 'video' };
      await assertSeeOther(await ctx.handler()(formPost({ ...unticked, visit: 'on' })), SENT);
      // Without the box, no visit, whatever day came with it.
      await assertSeeOther(await ctx.handler()(formPost(unticked)), SENT);
      assert.deepEqual(await visitRows(ctx.sql), [
        { team: 'karachi-sales', phone: null, visit_day: '2025-06-20', visit_mode: 'video', status: 'sent' },
        { team: 'karachi-sales', phone: null, visit_day: null, visit_mode: null, status: 'sent' },
      ]);
    },
  },
  {
    name: 'form post from a project page: the project travels as a hidden field, the size and plan as the form chose them, all stored',
    async run(ctx) {
      const unit = { project: 'Villas Karachi', unitSize: '120 sq yd villa', paymentPlan: '36-month plan' };
      await assertSeeOther(await ctx.handler()(formPost({ ...FORM_FIELDS, team: 'karachi-sales', ...unit })), SENT);
      assert.deepEqual(await unitRows(ctx.sql), [
        { project: 'Villas Karachi', unit_size: '120 sq yd villa', payment_plan: '36-month plan', status: 'sent' },
      ]);
      assert.match(
        ctx.mailer.sent[0]!.email.text,
        /^Enquiry about: Villas Karachi · 120 sq yd villa · 36-month plan$/m,
      );
    },
  },
  {
    name: "form post: what the schema refuses goes to the not-sent page in the form's language, and nothing is stored or mailed",
    async run(ctx) {
      const handle = ctx.handler();
      for (const [fields, language] of [
        [{ ...FORM_FIELDS, firstName: '' }, 'en'],
        [{ ...FORM_FIELDS, email: 'not an address' }, 'en'],
        [{ ...FORM_FIELDS, message: 'x'.repeat(5001) }, 'en'],
        [{ ...FORM_FIELDS, team: 'karachi-sales', language: 'ur', subject: 'a\u202eb' }, 'ur'],
        [{ ...FORM_FIELDS, language: 'ur', phone: '12' }, 'ur'],
        // A language the site does not have is refused, and the page is English.
        [{ ...FORM_FIELDS, language: 'urdu' }, 'en'],
        // A visit without its day.
        [{ ...FORM_FIELDS, language: 'ur', visit: 'on' }, 'ur'],
      ] as const) {
        await assertSeeOther(await handle(formPost(fields)), `${ORIGIN}${MESSAGE_PAGES.notSent[language]}`);
      }
      assert.equal((await allRows(ctx.sql)).length, 0);
      assert.equal(ctx.mailer.attempts, 0);
    },
  },
  {
    name: 'form post: a body that is not percent-encoded UTF-8 (a stray %, a lone surrogate, raw bytes) goes to the not-sent page',
    async run(ctx) {
      const handle = ctx.handler();
      const valid = encode(FORM_FIELDS);
      for (const body of [
        `${valid}&message=100%`,
        `${valid}&message=%ED%A0%80`,
        `${valid}&message=%C3`,
        new Uint8Array([...new TextEncoder().encode(`${valid}&message=`), 0xff]),
      ]) {
        await assertSeeOther(await handle(formPost({}, {}, body)), NOT_SENT);
      }
      assert.equal((await allRows(ctx.sql)).length, 0);
    },
  },
  {
    name: 'form post: the longest message in astral characters fits (12 bytes each, encoded); a body over 96 KiB goes to the not-sent page',
    async run(ctx) {
      const handle = ctx.handler();
      const longest = { ...FORM_FIELDS, message: '🙂'.repeat(5000) };
      assert.ok(encode(longest).length > MAX_BODY_BYTES);
      await assertSeeOther(await handle(formPost(longest)), SENT);
      const over = `${encode(FORM_FIELDS)}&padding=${'x'.repeat(MAX_FORM_BYTES)}`;
      await assertSeeOther(await handle(formPost({}, {}, over)), NOT_SENT);
      assert.equal((await rows(ctx.sql)).length, 1);
    },
  },
  {
    name: 'form post: a honeypot hit lands on the sent page like a message, and is neither kept nor mailed',
    async run(ctx) {
      await assertSeeOther(await ctx.handler()(formPost({ ...FORM_FIELDS, website: 'https://spam.example' })), SENT);
      assert.equal((await rows(ctx.sql)).length, 0);
      assert.deepEqual(
        (await allRows(ctx.sql)).map((row) => row.status),
        ['discarded'],
      );
      assert.equal(ctx.mailer.attempts, 0);
    },
  },
  {
    name: 'form post: the rate limit counts form posts with JSON ones; the sixth goes to the not-sent page',
    async run(ctx) {
      const handle = ctx.handler();
      for (let i = 0; i < 5; i += 1) {
        // Each form post its own message: the same fields again would be one (the double-submit rule).
        const response = await handle(i % 2 ? post(VALID) : formPost({ ...FORM_FIELDS, message: `Message ${i + 1}.` }));
        assert.ok([200, 303].includes(response.status), `message ${i + 1}: ${response.status}`);
        if (response.status === 303) assert.equal(response.headers.get('location'), SENT);
      }
      await assertSeeOther(
        await handle(formPost({ ...FORM_FIELDS, language: 'ur', team: 'karachi-sales' })),
        `${ORIGIN}${MESSAGE_PAGES.notSent.ur}`,
      );
      assert.equal((await rows(ctx.sql)).length, 5);
    },
  },
  {
    name: 'form post: an idempotency key, where one is sent, is honoured as for JSON',
    async run(ctx) {
      const key = crypto.randomUUID();
      const handle = ctx.handler();
      await assertSeeOther(await handle(formPost(FORM_FIELDS, { 'x-idempotency-key': key })), SENT);
      await assertSeeOther(await handle(formPost(FORM_FIELDS, { 'x-idempotency-key': key })), SENT);
      assert.equal((await rows(ctx.sql)).length, 1);
      assert.equal(ctx.mailer.sent.length, 1);
    },
  },
  {
    name: 'form post: the same visitor sending the same fields twice within a minute (a double click, a resend) stores one message, and lands on the sent page both times',
    async run(ctx) {
      const handle = ctx.handler({ rateLimitMax: 0 });
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      ctx.clock.advance(50);
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      ctx.clock.advance(55_000);
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      // At the same moment, as a double click's two posts can be.
      const twice = await Promise.all([
        handle(formPost({ ...FORM_FIELDS, subject: 'Twice' })),
        handle(formPost({ ...FORM_FIELDS, subject: 'Twice' })),
      ]);
      for (const response of twice) await assertSeeOther(response, SENT);
      assert.equal((await rows(ctx.sql)).length, 2);
      assert.equal(ctx.mailer.sent.length, 2);
      // Another field, another visitor, or a minute after the first: each a message of its own.
      await assertSeeOther(await handle(formPost({ ...FORM_FIELDS, message: `${VALID.message} Also parking.` })), SENT);
      await assertSeeOther(await handle(formPost(FORM_FIELDS, { 'x-forwarded-for': '198.51.100.9' })), SENT);
      ctx.clock.advance(6_000);
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      assert.equal((await rows(ctx.sql)).length, 5);
      assert.equal(ctx.mailer.sent.length, 5);
      // A script's posts carry their own key: the same fields twice without one are two messages, as before.
      await handle(post(VALID));
      await handle(post(VALID));
      assert.equal((await rows(ctx.sql)).length, 7);
    },
  },
  {
    name: 'form post: a database that is down goes to the not-sent page, and nothing is mailed',
    async run(ctx) {
      const down = postgres('postgres://postgres:postgres@127.0.0.1:1/postgres', {
        prepare: false,
        max: 1,
        connect_timeout: 2,
      });
      try {
        await assertSeeOther(
          await ctx.handler(
            {},
            createPostgresDatabase(down),
          )(formPost({ ...FORM_FIELDS, language: 'ur', team: 'karachi-sales' })),
          `${ORIGIN}${MESSAGE_PAGES.notSent.ur}`,
        );
        assert.equal(ctx.mailer.attempts, 0);
      } finally {
        await down.end({ timeout: 0 });
      }
    },
  },
  {
    name: 'form post: a mail provider that is down still lands on the sent page: the message is stored and the outbox mails it',
    async run(ctx) {
      ctx.mailer.failWith = new Error('resend answered 503: unavailable');
      await assertSeeOther(await ctx.handler()(formPost(FORM_FIELDS)), SENT);
      assert.deepEqual(
        (await rows(ctx.sql)).map((row) => row.status),
        ['pending'],
      );
    },
  },
  {
    name: 'form post: only ever sent back to the allowed origin it came from, whatever it names; without an Origin, to the first allowed',
    async run(ctx) {
      const handle = ctx.handler();
      const [, other] = TEST_CONFIG.allowedOrigins;
      await assertSeeOther(
        await handle(formPost(FORM_FIELDS, { origin: other! })),
        `${other}${MESSAGE_PAGES.sent.en}`,
        other,
      );
      // Fields, a Referer and a Host that name another site change nothing.
      const naming = {
        ...FORM_FIELDS,
        redirect: 'https://evil.example/',
        next: '//evil.example',
        returnTo: 'https://evil.example',
      };
      const response = await handle(
        formPost(naming, {
          referer: 'https://evil.example/',
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        }),
      );
      await assertSeeOther(response, SENT);
      const bare = new Request(URL, {
        method: 'POST',
        headers: { 'content-type': FORM, 'x-forwarded-for': '203.0.113.7' },
        body: encode(FORM_FIELDS),
      });
      await assertSeeOther(await handle(bare), `${TEST_CONFIG.allowedOrigins[0]}${MESSAGE_PAGES.sent.en}`, null);
    },
  },
  {
    name: 'form post: from an opaque origin ("null": a privacy setting, a sandboxed page) to the not-sent page of the site\'s own address; nothing stored',
    async run(ctx) {
      const response = await ctx.handler()(formPost(FORM_FIELDS, { origin: 'null' }));
      await assertSeeOther(response, `${TEST_CONFIG.allowedOrigins[0]}${MESSAGE_PAGES.notSent.en}`, null);
      const urdu = await ctx.handler()(
        formPost({ ...FORM_FIELDS, language: 'ur', team: 'karachi-sales' }, { origin: 'null' }),
      );
      await assertSeeOther(urdu, `${TEST_CONFIG.allowedOrigins[0]}${MESSAGE_PAGES.notSent.ur}`, null);
      assert.equal((await allRows(ctx.sql)).length, 0);
      assert.equal(ctx.mailer.attempts, 0);
    },
  },
  {
    name: 'form post: a refusal that says when to try again keeps its Retry-After on the way to the not-sent page',
    async run(ctx) {
      const handle = ctx.handler({ rateLimitMax: 1 });
      await assertSeeOther(await handle(formPost(FORM_FIELDS)), SENT);
      const limited = await handle(formPost({ ...FORM_FIELDS, message: 'A second message.' }));
      assert.equal(limited.headers.get('retry-after'), '600');
      await assertSeeOther(limited, NOT_SENT);
      const down = postgres('postgres://postgres:postgres@127.0.0.1:1/postgres', {
        prepare: false,
        max: 1,
        connect_timeout: 2,
      });
      try {
        const unavailable = await ctx.handler({}, createPostgresDatabase(down))(formPost(FORM_FIELDS));
        assert.equal(unavailable.headers.get('retry-after'), '30');
        await assertSeeOther(unavailable, NOT_SENT);
      } finally {
        await down.end({ timeout: 0 });
      }
    },
  },
  {
    name: "form post: from another site's origin, 403 and no Location; nothing stored",
    async run(ctx) {
      for (const origin of ['https://evil.example', `${ORIGIN}.evil.example`]) {
        const response = await ctx.handler()(formPost(FORM_FIELDS, { origin }));
        assert.equal(response.status, 403, origin);
        assert.equal(response.headers.get('location'), null);
        assert.deepEqual((await answer(response)).body, { error: 'origin_not_allowed' });
      }
      assert.equal((await allRows(ctx.sql)).length, 0);
      assert.equal(ctx.mailer.attempts, 0);
    },
  },
  {
    name: "every page a form post can land on is one of the site's, in English or under /ur",
    async run() {
      for (const pages of Object.values(MESSAGE_PAGES)) {
        assert.match(pages.en, /^\/[a-z-]+$/);
        assert.equal(pages.ur, `/ur${pages.en}`);
      }
    },
  },
];
