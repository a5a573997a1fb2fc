#!/usr/bin/env node
/**
 * `npm run bench:contact`: load on the contact path, then an audit of what it
 * stored. Starts the backend (`npm start -- --no-site`) on free ports with a
 * temporary data directory and no rate limit, sends valid submissions from
 * many concurrent clients through the gateway with the anon key, each with its
 * own idempotency key, and prints messages per second and latency percentiles.
 * Then it reads the database: one row per 200 answer, with the answered id, no
 * duplicate id or key, no 5xx, at most one email per message. Any violation
 * exits 1. How to read it: docs/backend.md, "Load and faults".
 *
 *   --requests N       submissions in all (default 3000, CONTACT_BENCH_REQUESTS)
 *   --concurrency C    clients sending at once (default 50, CONTACT_BENCH_CONCURRENCY)
 *   --time-limit S     hard limit for the load, in seconds (default 300)
 *   --reuse            use the stack already running on the ports of the environment
 *                      (API_PORT, DB_PORT, MAILBOX_PORT); start it with RATE_LIMIT_MAX=0
 *   --keep             keep the temporary data directory (kept anyway on a violation)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { localConfig } from '../../scripts/local/config.mjs';
import { freePort } from '../../scripts/local/ports.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: process.env.CONTACT_BENCH_REQUESTS ?? '3000' },
    concurrency: { type: 'string', default: process.env.CONTACT_BENCH_CONCURRENCY ?? '50' },
    'time-limit': { type: 'string', default: '300' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const REQUESTS = positive('requests');
const CONCURRENCY = Math.min(positive('concurrency'), REQUESTS);
const TIME_LIMIT_MS = positive('time-limit') * 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const ORIGIN = 'http://localhost:3000';

function positive(name) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer (got ${args[name]})`);
    process.exit(2);
  }
  return value;
}

const started = Date.now();
const say = (message) => console.log(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)}s] ${message}`);

/** Starts `npm start -- --no-site` on free ports in a temp dir; resolves once it says it is up. */
async function startStack() {
  const host = '127.0.0.1';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SKIP_SITE: '1',
    RATE_LIMIT_MAX: '0', // the bench is one client; the limit would refuse all but five
    ALLOWED_ORIGINS: ORIGIN,
    API_PORT: String(await freePort(host)),
    DB_PORT: String(await freePort(host)),
    MAILBOX_PORT: String(await freePort(host)),
    FUNCTION_PORT: String(await freePort(host)),
  };
  const logFile = path.join(dataDir, 'stack.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../../scripts/start.mjs'), '--no-site'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the stack did not start within 120 s (log: ${logFile})`));
    }, 120_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('local stack is up')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited with code ${code} while starting (log: ${logFile})`));
    });
  });
  return {
    config: localConfig(env),
    dataDir,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function submission(index) {
  return {
    firstName: 'Bench',
    lastName: `Client ${index % CONCURRENCY}`,
    email: `bench+${index}@example.com`,
    subject: `Load test message ${index}`,
    message: `Message ${index} of ${REQUESTS}, sent by the contact bench.\nSecond line.`,
    website: '',
  };
}

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(config) {
  const url = `${config.apiUrl}/functions/v1/${config.functionName}`;
  const deadline = AbortSignal.timeout(TIME_LIMIT_MS);
  const results = [];
  let next = 0;

  async function client() {
    while (next < REQUESTS && !deadline.aborted) {
      const index = next++;
      const key = randomUUID();
      const begun = performance.now();
      const result = { index, key, status: 0, id: null, ms: 0, error: null };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.anonKey}`,
            apikey: config.anonKey,
            'content-type': 'application/json',
            origin: ORIGIN,
            'x-idempotency-key': key,
          },
          body: JSON.stringify(submission(index)),
          signal: AbortSignal.any([deadline, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        result.status = response.status;
        const body = await response.json().catch(() => null);
        result.id = typeof body?.id === 'string' ? body.id : null;
      } catch (error) {
        result.error =
          error.name === 'TimeoutError' || error.name === 'AbortError'
            ? 'timeout'
            : (error.cause?.code ?? error.message);
      }
      result.ms = performance.now() - begun;
      results.push(result);
    }
  }

  const loadStarted = performance.now();
  let lastCount = 0;
  let lastAt = loadStarted;
  const progress = setInterval(() => {
    const now = performance.now();
    const failed = results.filter((r) => r.status !== 200).length;
    const rate = ((results.length - lastCount) * 1000) / (now - lastAt);
    say(`${results.length}/${REQUESTS} answered, ${rate.toFixed(0)} msg/s now, ${failed} not 200`);
    lastCount = results.length;
    lastAt = now;
  }, 2000);
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  clearInterval(progress);
  return { results, seconds: (performance.now() - loadStarted) / 1000, timedOut: deadline.aborted };
}

async function audit(config, results) {
  const sql = postgres(config.databaseUrl, { prepare: false, max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const keys = results.map((r) => r.key);
    const rows = await sql`
      select id::text, idempotency_key::text as key, status from public.contact_messages
      where idempotency_key = any(${keys}::uuid[])`;
    const [totals] = await sql`
      select count(*)::int as rows, count(distinct id)::int as ids, count(idempotency_key)::int as keyed,
             count(distinct idempotency_key)::int as keys
      from public.contact_messages`;
    return { rows: [...rows], totals };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function emailsPerMessage(config, ids) {
  const response = await fetch(`${config.mailboxUrl}/emails`);
  const { data } = await response.json();
  const counts = new Map();
  for (const email of data)
    if (ids.has(email.idempotencyKey)) counts.set(email.idempotencyKey, (counts.get(email.idempotencyKey) ?? 0) + 1);
  return counts;
}

async function main() {
  let stack = null;
  let config;
  if (args.reuse) {
    config = localConfig();
    say(`using the running stack at ${config.apiUrl} (database ${config.host}:${config.ports.db})`);
  } else {
    say('starting the backend (npm start -- --no-site, RATE_LIMIT_MAX=0, temp data dir)…');
    stack = await startStack();
    config = stack.config;
    say(`backend up: gateway ${config.apiUrl}, database ${config.host}:${config.ports.db}, data in ${stack.dataDir}`);
  }

  const violations = [];
  try {
    say(
      `sending ${REQUESTS} submissions from ${CONCURRENCY} concurrent clients (time limit ${TIME_LIMIT_MS / 1000} s)`,
    );
    const { results, seconds, timedOut } = await load(config);
    if (timedOut)
      violations.push(
        `the load did not finish within ${TIME_LIMIT_MS / 1000} s (${results.length}/${REQUESTS} answered)`,
      );

    const ok = results.filter((r) => r.status === 200 && r.id);
    const byStatus = new Map();
    for (const r of results) {
      const label = r.error ? `error ${r.error}` : String(r.status);
      byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    }
    const latencies = results
      .filter((r) => !r.error)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const ms = (p) => `${percentile(latencies, p).toFixed(0)} ms`;

    say('auditing the database…');
    const { rows, totals } = await audit(config, results);
    const rowByKey = new Map(rows.map((row) => [row.key, row]));
    const answered = new Map(ok.map((r) => [r.key, r.id]));
    const ids = new Set(rows.map((row) => row.id));
    const emails = await emailsPerMessage(config, ids);
    const statusCounts = rows.reduce((acc, row) => ({ ...acc, [row.status]: (acc[row.status] ?? 0) + 1 }), {});

    const fivexx = results.filter((r) => r.status >= 500).length;
    if (fivexx) violations.push(`${fivexx} answer(s) were 5xx`);
    const notOk = results.length - ok.length;
    if (notOk)
      violations.push(
        `${notOk} valid submission(s) did not get 200 { id }: ${[...byStatus]
          .filter(([label]) => label !== '200')
          .map(([l, n]) => `${l} ×${n}`)
          .join(', ')}`,
      );
    if (rows.length !== ok.length) violations.push(`rows stored (${rows.length}) ≠ 200 answers (${ok.length})`);
    const lost = ok.filter((r) => rowByKey.get(r.key)?.id !== r.id);
    if (lost.length)
      violations.push(`${lost.length} answered id(s) have no row with that id and key (lost), e.g. ${lost[0].id}`);
    const phantom = rows.filter((row) => !answered.has(row.key));
    if (phantom.length) violations.push(`${phantom.length} row(s) stored for submissions that did not get 200`);
    if (new Set(ok.map((r) => r.id)).size !== ok.length) violations.push('two answers carried the same id');
    if (totals.ids !== totals.rows)
      violations.push(`duplicate ids in the table: ${totals.rows} rows, ${totals.ids} distinct ids`);
    if (totals.keys !== totals.keyed)
      violations.push(`duplicate idempotency keys in the table: ${totals.keyed} keyed rows, ${totals.keys} distinct`);
    const doubled = [...emails.values()].filter((n) => n > 1).length;
    if (doubled) violations.push(`${doubled} message(s) were emailed more than once`);

    console.log(`
Contact bench: ${results.length} submissions, ${CONCURRENCY} concurrent clients, ${seconds.toFixed(1)} s (Node ${process.version}, ${os.cpus().length} CPUs)
  throughput   ${(ok.length / seconds).toFixed(1)} messages/s stored and answered
  latency      p50 ${ms(50)}   p95 ${ms(95)}   p99 ${ms(99)}   max ${ms(100)}
  answers      ${[...byStatus].map(([label, n]) => `${label} ×${n}`).join(', ')}
  rows         ${rows.length} stored for ${ok.length} 200 answers; ${totals.ids} distinct ids and ${totals.keys} distinct keys in ${totals.rows} rows
  delivery     ${
    Object.entries(statusCounts)
      .map(([s, n]) => `${s} ×${n}`)
      .join(', ') || 'none'
  }; ${emails.size} messages in the mailbox, ${doubled} more than once`);
    if (violations.length) {
      console.log(`\n✖ ${violations.length} violation(s):\n  ${violations.join('\n  ')}`);
      if (stack) console.log(`  data and stack log kept in ${stack.dataDir}`);
    } else {
      console.log('\n✔ every 200 stored exactly once, nothing else stored, no 5xx, no duplicate id, key or email');
    }
  } finally {
    if (stack) {
      await stack.stop();
      if (!violations.length && !args.keep) await rm(stack.dataDir, { recursive: true, force: true });
    }
  }
  process.exitCode = violations.length ? 1 : 0;
}

main().catch((error) => {
  console.error(`bench:contact failed: ${error.message}`);
  process.exitCode = 2;
});
