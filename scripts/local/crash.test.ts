/**
 * `npm start`'s processes, as a visitor of the local stack and whoever stops it
 * meet them: the database in a process of its own, so a stopped database is a
 * 503 through the gateway within the function's deadline, as in production; a
 * part killed under load (kill -9) is started again while the rest answers,
 * and every message told 200 is stored, once;
 * nothing it started outlives it, however it is stopped (Ctrl-C, SIGTERM,
 * kill -9); and the next `npm start` comes up after any of them, a kill -9 in
 * the middle of starting included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { localConfig } from './config.mjs';
import { freePort } from './ports.mjs';
import { startTime } from './records.mjs';

const HOST = '127.0.0.1';
const ORIGIN = 'http://localhost:3000';
let dataDir: string;
let env: NodeJS.ProcessEnv;
const started: ChildProcess[] = [];
/** Every process a test saw npm start start, so none is left behind by a failing test. */
const seen = new Set<number>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'stack-crash-'));
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    SKIP_SITE: '1',
    API_PORT: String(await freePort(HOST)),
    DB_PORT: String(await freePort(HOST)),
    MAILBOX_PORT: String(await freePort(HOST)),
    FUNCTION_PORT: String(await freePort(HOST)),
    // The origin the requests below come from, whatever PORT says.
    ALLOWED_ORIGINS: ORIGIN,
    // The load below comes from one address.
    RATE_LIMIT_MAX: '0',
  };
});

// What a failing test leaves running must not fail the next one.
afterEach(async () => {
  for (const child of started) if (running(child)) child.kill('SIGKILL');
  await Promise.all(started.map(exited));
  for (const pid of seen) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  await allGone([...seen]);
  seen.clear();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) =>
  new Promise((resolve) => (running(child) ? child.once('exit', resolve) : resolve(null)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process's parent, from /proc. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.set(Number(entry), Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while we looked
    }
  }
  return found;
}

/** The processes below `pid` now (children, theirs, and so on). */
function descendants(pid: number): number[] {
  const tree = parents();
  const below = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of tree) {
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        grew = true;
      }
    }
  }
  below.delete(pid);
  for (const found of below) seen.add(found);
  return [...below];
}

/** Running: not gone, nor ended and waiting for its parent (a zombie). */
const alive = (pid: number) => startTime(pid) !== null;

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** Which of `pids` listens on `port` (from /proc/net/tcp and each one's open sockets). */
function listener(port: number, pids: number[]): number | undefined {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6']
      .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && parseInt(fields[1]!.split(':')[1]!, 16) === port)
      .map((fields) => `socket:[${fields[9]}]`),
  );
  return pids.find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false;
    }
  });
}

/** Resolves once none of `pids` is alive; fails after `ms`. */
async function allGone(pids: number[], ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (pids.some(alive)) {
    if (Date.now() > deadline)
      throw new Error(
        `still running ${ms} ms later: ${pids
          .filter(alive)
          .map((pid) => `${pid} ${commandLine(pid).replaceAll('\0', ' ')}`)
          .join('; ')}`,
      );
    await sleep(100);
  }
}

/** How long the stack may take to say it is up. */
const UP_WITHIN_MS = 60_000;

/** Starts `npm start --no-site`; `up` resolves with its output once it says it is up, rejects if it exits first. */
function start(command = [process.execPath, 'scripts/start.mjs', '--no-site']): {
  child: ChildProcess;
  up: Promise<string>;
} {
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let text = '';
  const up = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "is up" within ${UP_WITHIN_MS} ms:\n${text}`)), UP_WITHIN_MS);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('local stack is up')) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${text}`));
    });
  });
  up.catch(() => {});
  return { child, up };
}

const config = () => localConfig(env);

/** Starts the stack with `command`, sends `signal` to that process, and waits for all below it (`marker` among them) to end. */
async function signalledAway(command: string[] | undefined, signal: NodeJS.Signals, marker: string) {
  const { child, up } = start(command);
  await up;
  const below = descendants(child.pid!);
  expect(below.some((pid) => commandLine(pid).includes(marker))).toBe(true);
  child.kill(signal);
  await exited(child);
  await allGone(below);
}

test(
  'kill -9 of npm start: everything it started stops by itself, within seconds',
  () => signalledAway(undefined, 'SIGKILL', 'send-contact-email'),
  90_000,
);

/**
 * Resolves once a process below `child` has `part` in its command line. As long as `up` allows: the function is spawned
 * once the database serves, which on a busy machine (the unit suites run side by side) is most of the stack's start.
 */
async function spawnedBelow({ child, up }: ReturnType<typeof start>, part: string): Promise<void> {
  const deadline = Date.now() + UP_WITHIN_MS;
  while (!descendants(child.pid!).some((pid) => commandLine(pid).includes(part))) {
    if (!running(child)) throw new Error(`${part} never started: ${await up.catch((error: Error) => error.message)}`);
    if (Date.now() > deadline) throw new Error(`${part} not started within ${UP_WITHIN_MS} ms`);
    await sleep(20);
  }
}

test('npm start right after a kill -9 always comes up, wherever the kill fell while it was starting', async () => {
  // Killed once the database, then the function, is spawned but before it serves, and once all is up.
  const moments: [string, (stack: ReturnType<typeof start>) => Promise<unknown>][] = [
    ['the database spawned', (stack) => spawnedBelow(stack, 'database-server')],
    ['the function spawned', (stack) => spawnedBelow(stack, 'send-contact-email')],
    ['up', ({ up }) => up],
  ];
  const left: number[] = [];
  for (const [moment, reached] of moments) {
    const stack = start();
    const { child } = stack;
    await reached(stack);
    left.push(...descendants(child.pid!));
    child.kill('SIGKILL');
    await exited(child);
    const next = start();
    await expect(next.up).resolves.toMatch(/local stack is up/);
    const local = config();
    const preflight = await fetch(`${local.apiUrl}/functions/v1/${local.functionName}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect([moment, preflight.status]).toEqual([moment, 204]);
    // Stopped, it stops all it started before the next moment starts another (whose ports they would hold).
    const below = descendants(next.child.pid!);
    next.child.kill('SIGTERM');
    await exited(next.child);
    await allGone(below);
  }
  await allGone(left);
}, 180_000);

test("a stopped database (SIGSTOP) is a 503 through the gateway within the function's deadline, as in production", async () => {
  const { child, up } = start();
  await up;
  // Wherever it runs, npm start's own process included.
  const database = listener(Number(env.DB_PORT), [child.pid!, ...descendants(child.pid!)]);
  expect(database).toBeDefined();
  const local = config();
  const submit = async () => {
    const began = Date.now();
    const response = await fetch(`${local.apiUrl}/functions/v1/${local.functionName}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${local.anonKey}`, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Booking',
        message: 'Hello.',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    return {
      status: response.status,
      cors: response.headers.get('access-control-allow-origin'),
      body: await response.json(),
      ms: Date.now() - began,
    };
  };
  expect((await submit()).status).toBe(200);
  process.kill(database!, 'SIGSTOP');
  try {
    const answer = await submit();
    expect(answer).toMatchObject({ status: 503, cors: ORIGIN, body: { error: 'unavailable' } });
    // DB_TIMEOUT_MS is 2000: the gateway and the function kept running.
    expect(answer.ms).toBeLessThan(3000);
  } finally {
    process.kill(database!, 'SIGCONT');
  }
  expect((await submit()).status).toBe(200);
  child.kill('SIGTERM');
  await exited(child);
}, 90_000);

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s stops everything npm start started, a stopped database included',
  async (signal) => {
    const { child, up } = start();
    await up;
    const below = descendants(child.pid!);
    const database = listener(Number(env.DB_PORT), [child.pid!, ...below]);
    expect(database).toBeDefined();
    process.kill(database!, 'SIGSTOP');
    child.kill(signal);
    await Promise.race([exited(child), sleep(20_000)]);
    expect(child.exitCode).toBe(0);
    await allGone(below);
    await expect(stat(path.join(dataDir, 'stack-processes.json'))).rejects.toThrow(/ENOENT/);
  },
  90_000,
);

test(
  'SIGTERM to npm, which ends without passing it on, stops everything npm start started',
  () => signalledAway(['npm', 'start', '--silent', '--', '--no-site'], 'SIGTERM', 'scripts/start.mjs'),
  90_000,
);

interface Told {
  key: string;
  status: number | 'fetch_error';
  id?: string;
  retryAfter?: string | null;
  startedAt: number;
  ms: number;
}

/** One message through the gateway as the form's script sends it, with its submission's key. */
async function submitMessage(key: string): Promise<Told> {
  const local = config();
  const startedAt = Date.now();
  try {
    const response = await fetch(`${local.apiUrl}/functions/v1/${local.functionName}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${local.anonKey}`,
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-idempotency-key': key,
      },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Booking',
        message: `Hello, ${key}.`,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return {
      key,
      status: response.status,
      id: body.id,
      retryAfter: response.headers.get('retry-after'),
      startedAt,
      ms: Date.now() - startedAt,
    };
  } catch {
    return { key, status: 'fetch_error', startedAt, ms: Date.now() - startedAt };
  }
}

/**
 * Eight visitors sending one message after another through the gateway while the part whose command
 * line has `marker` is killed (kill -9) after the first 10 answers; they go on until 16 messages sent
 * after the kill have been answered 200 (the part is back), for at most 45 s. Then each message not
 * answered 200 is sent again with its key, as the form's retry does. Returns what was told and stored.
 */
async function killedUnderLoad(marker: string) {
  const { child, up } = start();
  await up;
  const part = descendants(child.pid!).find((pid) => commandLine(pid).includes(marker));
  expect(part).toBeDefined();
  const told: Told[] = [];
  let killedAt = Infinity;
  const giveUpAt = Date.now() + 45_000;
  const backAfterKill = () =>
    told.filter((answer) => answer.status === 200 && answer.startedAt > killedAt).length >= 16;
  const visitors = Array.from({ length: 8 }, async () => {
    while (!backAfterKill() && Date.now() < giveUpAt) {
      const answer = await submitMessage(randomUUID());
      told.push(answer);
      // Not told when to come back: a visitor would not resend at once.
      if (answer.status !== 200) await sleep(50);
    }
  });
  while (told.length < 10) await sleep(5);
  process.kill(part!, 'SIGKILL');
  killedAt = Date.now();
  await Promise.all(visitors);
  expect(backAfterKill()).toBe(true);
  expect(running(child)).toBe(true);
  const restarted = descendants(child.pid!).find((pid) => commandLine(pid).includes(marker));
  expect(restarted).toBeDefined();
  expect(restarted).not.toBe(part);

  const local = config();
  const sql = postgres(local.databaseUrl, { prepare: false, max: 1, onnotice: () => {} });
  const storedFor = async (answers: Told[]) => [
    ...(await sql<{ id: string; key: string }[]>`
      select id::text, idempotency_key::text as key from public.contact_messages where idempotency_key = any(${answers.map((answer) => answer.key)}::uuid[])`),
  ];
  try {
    const storedFirst = await storedFor(told);
    const retried = await Promise.all(
      told.map((answer) => (answer.status === 200 ? answer : submitMessage(answer.key))),
    );
    const rows = await storedFor(told);
    const { data } = (await (await fetch(`${local.mailboxUrl}/emails`)).json()) as {
      data: { idempotencyKey: string | null }[];
    };
    const emailed = data.map((email) => email.idempotencyKey);
    const figures = {
      sent: told.length,
      answered: told.filter((answer) => answer.status === 200).length,
      refused: told.filter((answer) => answer.status !== 200).length,
      storedBeforeRetries: storedFirst.length,
      stored: rows.length,
      emailed: new Set(emailed.filter((id) => rows.some((row) => row.id === id))).size,
      slowestMs: Math.max(...told.map((answer) => answer.ms)),
    };
    console.info(`kill -9 of ${marker} under load: ${JSON.stringify(figures)}`);
    child.kill('SIGTERM');
    await exited(child);
    return { told, storedFirst, retried, rows, emailed, figures };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** What a kill under load must come to: every answer 200 or 503 with Retry-After; answered = stored, once each; no email twice. */
function expectAnsweredIsStored({
  told,
  storedFirst,
  retried,
  rows,
  emailed,
}: Awaited<ReturnType<typeof killedUnderLoad>>) {
  // Before any retry: every 200 is stored with its id.
  const firstIdByKey = new Map(storedFirst.map((row) => [row.key, row.id]));
  for (const answer of told) if (answer.status === 200) expect(firstIdByKey.get(answer.key)).toBe(answer.id);
  for (const answer of told) {
    if (answer.status !== 200)
      expect({ status: answer.status, retryAfter: answer.retryAfter }).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
      });
  }
  expect(told.some((answer) => answer.status !== 200)).toBe(true); // the kill really refused some
  expect(retried.every((answer) => answer.status === 200)).toBe(true);
  const idByKey = new Map(rows.map((row) => [row.key, row.id]));
  expect(rows).toHaveLength(told.length);
  expect(idByKey.size).toBe(told.length);
  told.forEach((answer, index) => expect(idByKey.get(answer.key)).toBe(retried[index]!.id));
  expect(new Set(emailed).size).toBe(emailed.length);
}

test('kill -9 of the function under load: the gateway answers 503 with Retry-After, npm start starts it again, answered = stored', async () => {
  expectAnsweredIsStored(await killedUnderLoad('send-contact-email'));
}, 90_000);

test('kill -9 of the database under load: the function answers 503 with Retry-After, npm start starts it again, answered = stored', async () => {
  expectAnsweredIsStored(await killedUnderLoad('database-server'));
}, 90_000);
