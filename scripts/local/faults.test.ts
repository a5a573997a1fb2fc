/**
 * The contact path under faults, with the real pieces on private ports and a
 * temp data dir: PGlite behind its socket server, the function under Deno, the
 * gateway and the mailbox. The client is supabase's FunctionsClient with a
 * timeout and an x-idempotency-key, as the form calls it. What the form shows
 * on a non-2xx answer is covered by components/contact/contact-form.test.tsx
 * and e2e/contact-form.spec.ts.
 */
import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres, { type Sql } from 'postgres';
import { localConfig, type LocalConfig } from './config.mjs';
import { startDatabase } from './database.mjs';
import { spawnFunction } from './function.mjs';
import { createGateway } from './gateway.mjs';
import { createMailbox } from './mailbox.mjs';
import { freePort, listen, waitForPort } from './ports.mjs';

const HOST = '127.0.0.1';
const ORIGIN = 'http://localhost:3000';
const MAIL_TIMEOUT_MS = 1000;
const MESSAGE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Booking',
  message: 'Hello.',
  website: '',
};

let config: LocalConfig;
let dataDir: string;
let database: { stop(): Promise<void> } | null = null;
let fn: ChildProcess | null = null;
let sql: Sql;
let client: FunctionsClient;
let mailboxState: { fail: boolean };
/** How long the mailbox waits before it reads a request (a slow provider). */
let mailboxDelayMs = 0;
/** The gateway's routing table: a test points the function at something else. */
const functions: Record<string, { url: string; verifyJwt: boolean }> = {};
const servers: http.Server[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startDb = async () => {
  database = await startDatabase({ dir: config.pgliteDir, host: HOST, port: config.ports.db, root: config.root });
};

async function startFunction(): Promise<void> {
  const child = spawnFunction(config, { stdio: ['ignore', 'ignore', 'ignore'] });
  fn = child;
  await waitForPort(config.ports.function, HOST, { timeoutMs: 30_000, gaveUp: () => child.exitCode !== null });
}

async function killFunction(): Promise<void> {
  const child = fn;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-faults-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(await freePort(HOST)),
    DB_PORT: String(await freePort(HOST)),
    MAILBOX_PORT: String(await freePort(HOST)),
    FUNCTION_PORT: String(await freePort(HOST)),
    // The origin the requests below come from, whatever PORT says.
    ALLOWED_ORIGINS: ORIGIN,
    RATE_LIMIT_MAX: '0',
    MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS),
    OUTBOX_BACKOFF_SECONDS: '1',
  };
  config = localConfig(env);
  await startDb();

  const mailbox = createMailbox({ dir: config.mailboxDir, apiKey: config.mailboxApiKey });
  mailboxState = mailbox.state;
  const slowFront = http.createServer(async (req, res) => {
    if (mailboxDelayMs) await sleep(mailboxDelayMs);
    mailbox.server.emit('request', req, res);
  });
  servers.push(await listen(slowFront, config.ports.mailbox, HOST));

  await startFunction();
  // A copy: a test points the gateway at a hung function for a while.
  Object.assign(functions, structuredClone(config.gatewayFunctions));
  servers.push(
    await listen(
      createGateway({ functions, jwtSecret: config.jwtSecret, allowedOrigins: config.allowedOrigins }),
      config.ports.api,
      HOST,
    ),
  );

  sql = postgres(config.databaseUrl, { prepare: false, max: 1, onnotice: () => {} });
  client = new FunctionsClient(`${config.apiUrl}/functions/v1`, {
    headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey, origin: ORIGIN },
  });
}, 60_000);

afterAll(async () => {
  await killFunction();
  await sql?.end({ timeout: 1 });
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number | 'fetch_error';
  id?: string;
  body?: unknown;
  cors?: string | null;
  ms: number;
}

/** One submission as the form makes it: FunctionsClient.invoke with a timeout and the submission's key. */
async function submit(key: string, timeout = 15_000): Promise<Answer> {
  const started = Date.now();
  const { data, error, response } = await client.invoke<{ id: string }>(config.functionName, {
    body: MESSAGE,
    headers: { 'x-idempotency-key': key },
    timeout,
  });
  const ms = Date.now() - started;
  if (!error)
    return { status: response!.status, id: data!.id, cors: response!.headers.get('access-control-allow-origin'), ms };
  if (error instanceof FunctionsHttpError) {
    const answer = error.context as Response;
    return {
      status: answer.status,
      body: await answer.json().catch(() => null),
      cors: answer.headers.get('access-control-allow-origin'),
      ms,
    };
  }
  return { status: 'fetch_error', ms };
}

async function rowsFor(key: string) {
  return sql<{ id: string; status: string; attempts: number; last_error: string | null }[]>`
    select id::text, status, attempts, last_error from public.contact_messages where idempotency_key = ${key}`;
}

async function emailsFor(id: string): Promise<number> {
  const { data } = (await (await fetch(`${config.mailboxUrl}/emails`)).json()) as {
    data: { idempotencyKey: string | null }[];
  };
  return data.filter((email) => email.idempotencyKey === id).length;
}

async function flush(): Promise<{ claimed: number; sent: number }> {
  const response = await fetch(`${config.apiUrl}/functions/v1/${config.functionName}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.serviceRoleKey}`,
      'content-type': 'application/json',
      'x-outbox-flush': config.outboxSecret,
    },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Flushes until the message is sent (its retry becomes due after 2 × OUTBOX_BACKOFF_SECONDS). */
async function flushUntilSent(key: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await rowsFor(key))[0]?.status !== 'sent') {
    if (Date.now() > deadline) throw new Error('the outbox did not deliver within 15 s');
    await flush();
    await sleep(300);
  }
}

describe('the contact path under faults', () => {
  test('database down: 503 { error: unavailable } with CORS, nothing written; the retry with the same key stores exactly one row', async () => {
    const key = randomUUID();
    await database!.stop();
    database = null;
    const down = await submit(key);
    expect(down).toMatchObject({ status: 503, body: { error: 'unavailable' }, cors: ORIGIN });

    await startDb();
    expect(await rowsFor(key)).toHaveLength(0);
    const retry = await submit(key);
    expect(retry.status).toBe(200);
    const again = await submit(key);
    expect(again).toMatchObject({ status: 200, id: retry.id });
    const rows = await rowsFor(key);
    expect(rows.map((row) => row.id)).toEqual([retry.id]);
  }, 45_000);

  test('database killed under load and left down: every visitor gets 503 with CORS within 3 s, and nothing is stored', async () => {
    // Warm the pool, so the kill drops live connections as a real outage does.
    expect(
      (await Promise.all(Array.from({ length: 8 }, () => submit(randomUUID())))).every(
        (answer) => answer.status === 200,
      ),
    ).toBe(true);
    const keys = Array.from({ length: 40 }, () => randomUUID());
    const inFlight = keys.slice(0, 20).map((key) => submit(key));
    await database!.stop();
    database = null;
    const answers = [...(await Promise.all(inFlight))];
    // Fresh visitors while it stays down, at once and one after another.
    answers.push(...(await Promise.all(keys.slice(20, 30).map((key) => submit(key)))));
    for (const key of keys.slice(30)) answers.push(await submit(key));
    const slowest = Math.max(...answers.slice(20).map((answer) => answer.ms));
    console.info(
      `database down: slowest of ${answers.length - 20} fresh visitors waited ${slowest} ms; in-flight ones ${Math.max(...answers.slice(0, 20).map((a) => a.ms))} ms`,
    );
    for (const answer of answers.slice(20))
      expect(answer).toMatchObject({ status: 503, body: { error: 'unavailable' }, cors: ORIGIN });
    expect(slowest).toBeLessThan(3000);
    for (const answer of answers.slice(0, 20)) {
      expect([200, 503]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(3000);
    }
    await startDb();
    for (const [index, key] of keys.entries()) {
      const rows = await rowsFor(key);
      // Told 200: stored once; told 503: nothing stored.
      expect(rows.map((row) => row.id)).toEqual(answers[index]!.status === 200 ? [answers[index]!.id] : []);
    }
  }, 60_000);

  test('mail provider down: the visitor gets 200, the row waits as pending with its error, and the outbox delivers it exactly once', async () => {
    const key = randomUUID();
    mailboxState.fail = true;
    try {
      const answer = await submit(key);
      expect(answer.status).toBe(200);
      const [row] = await rowsFor(key);
      expect(row).toMatchObject({ id: answer.id, status: 'pending', attempts: 1 });
      expect(row!.last_error).toMatch(/503/);
      expect(await emailsFor(answer.id!)).toBe(0);
    } finally {
      mailboxState.fail = false;
    }
    const id = (await rowsFor(key))[0]!.id;
    await flushUntilSent(key);
    await flush();
    expect(await emailsFor(id)).toBe(1);
  }, 45_000);

  test('mail provider slower than MAIL_TIMEOUT_MS: 200 in about the timeout, pending; once it is back, one email for the message', async () => {
    const key = randomUUID();
    mailboxDelayMs = MAIL_TIMEOUT_MS * 2.5;
    let id: string;
    try {
      const answer = await submit(key);
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(MAIL_TIMEOUT_MS + 2000);
      id = answer.id!;
      const [row] = await rowsFor(key);
      expect(row).toMatchObject({ id, status: 'pending', attempts: 1 });
      expect(row!.last_error).toBeTruthy();
      // The slow provider may still accept the abandoned call: a success the function never heard of.
      await sleep(mailboxDelayMs);
    } finally {
      mailboxDelayMs = 0;
    }
    await flushUntilSent(key);
    expect(await emailsFor(id)).toBe(1);
  }, 45_000);

  test('function killed and restarted mid-load: every 200 is stored once; retrying the failures with their keys stores all, once each', async () => {
    const keys = Array.from({ length: 120 }, () => randomUUID());
    let answered = 0;
    const restart = (async () => {
      while (answered < 15) await sleep(5);
      await killFunction();
      await startFunction();
    })();
    const first = await Promise.all(
      keys.map(async (key) => {
        const answer = await submit(key);
        answered += 1;
        return answer;
      }),
    );
    await restart;
    const ok = first.filter((answer) => answer.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(15);
    expect(ok).toBeLessThan(keys.length); // the kill really cut some submissions off
    expect(
      first.every((answer) => answer.status === 200 || answer.status === 503 || answer.status === 'fetch_error'),
    ).toBe(true);

    for (const [index, key] of keys.entries()) {
      if (first[index]!.status !== 200) continue;
      expect((await rowsFor(key)).map((row) => row.id)).toEqual([first[index]!.id]);
    }
    const retried = await Promise.all(
      keys.map((key, index) => (first[index]!.status === 200 ? first[index]! : submit(key))),
    );
    expect(retried.every((answer) => answer.status === 200)).toBe(true);
    const rows = await sql<{ id: string; key: string }[]>`
      select id::text, idempotency_key::text as key from public.contact_messages where idempotency_key = any(${keys}::uuid[])`;
    expect(rows).toHaveLength(keys.length);
    expect(new Set(rows.map((row) => row.key)).size).toBe(keys.length);
    const idByKey = new Map(rows.map((row) => [row.key, row.id]));
    keys.forEach((key, index) => expect(idByKey.get(key)).toBe(retried[index]!.id));
  }, 55_000);

  test('hung function (never answers): the invoke gives up at its timeout; the retry after recovery stores one row', async () => {
    const hung = http.createServer(() => {}); // accepts, reads nothing, answers nothing
    servers.push(await listen(hung, 0, HOST));
    const fn = functions[config.functionName]!;
    const real = fn.url;
    fn.url = `http://${HOST}:${(hung.address() as { port: number }).port}`;
    const key = randomUUID();
    try {
      const answer = await submit(key, 500);
      expect(answer.status).toBe('fetch_error');
      expect(answer.ms).toBeLessThan(2000);
    } finally {
      fn.url = real;
      hung.closeAllConnections();
    }
    const retry = await submit(key);
    expect(retry.status).toBe(200);
    expect((await rowsFor(key)).map((row) => row.id)).toEqual([retry.id]);
  }, 30_000);

  test('function hung on a blocked database: the invoke gives up, the late request still stores; the retry gets that row, never a second', async () => {
    const key = randomUUID();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // An open transaction holds the single PGlite session: every other query waits behind it.
    const blocker = sql.begin(async (tx) => {
      await tx`select 1`;
      locked();
      await released;
    });
    await isLocked;
    try {
      const answer = await submit(key, 500);
      expect(answer.status).toBe('fetch_error');
      expect(answer.ms).toBeLessThan(2000);
    } finally {
      release();
      await blocker;
    }
    const retry = await submit(key);
    expect(retry.status).toBe(200);
    const again = await submit(key);
    expect(again.id).toBe(retry.id);
    expect((await rowsFor(key)).map((row) => row.id)).toEqual([retry.id]);
  }, 30_000);
});
