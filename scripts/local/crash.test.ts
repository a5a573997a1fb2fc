/**
 * `npm start` after a crash of `npm start`: kill -9 gives it no chance to stop
 * the Deno function it started; the next start must stop exactly that (from
 * its records) and come up, instead of refusing because the port is taken.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localConfig } from './config.mjs';
import { freePort } from './ports.mjs';
import { commandLine } from './records.mjs';

const HOST = '127.0.0.1';
let dataDir: string;
let env: NodeJS.ProcessEnv;
const started: ChildProcess[] = [];

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
  };
});

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(started.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))));
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts `npm start --no-site`; resolves with its output once it says it is up, rejects if it exits first. */
function start(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-site'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "is up" within 60 s:\n${text}`)), 60_000);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('local stack is up')) {
        clearTimeout(timer);
        resolve({ child, output: () => text });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${text}`));
    });
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

test('after kill -9 of npm start, the next npm start stops what the crashed one left and comes up', async () => {
  const first = await start();
  const records = JSON.parse(await readFile(path.join(dataDir, 'stack-processes.json'), 'utf8')) as { name: string; pid: number }[];
  const fn = records.find((record) => record.name.includes('function'));
  expect(fn).toBeDefined();
  first.child.kill('SIGKILL');
  await exited(first.child);
  expect(commandLine(fn!.pid)).not.toBeNull(); // the crash left the function running, holding its port

  const second = await start();
  expect(second.output()).toMatch(/Stopped what the last npm start left running: the function \(deno\)/);
  expect(commandLine(fn!.pid)).toBeNull();
  const config = localConfig(env);
  const preflight = await fetch(`${config.apiUrl}/functions/v1/${config.functionName}`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  expect(preflight.status).toBe(204);

  second.child.kill('SIGTERM');
  await exited(second.child);
  await expect(stat(path.join(dataDir, 'stack-processes.json'))).rejects.toThrow(/ENOENT/);
}, 150_000);
