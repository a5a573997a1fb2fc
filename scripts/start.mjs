/**
 * `npm start`: the whole site on this machine with nothing but Node. Builds the
 * site if needed, then starts the embedded Postgres in a process of its own,
 * the contact function under Deno behind a Supabase-like gateway, a local
 * mailbox for Resend's API, and `next start`. Ctrl-C (or SIGTERM) stops
 * everything, and so does the end of whatever started it (npm). A part that
 * dies once the stack is up (the database, the function, the site) is started
 * again, with a back-off (local/supervisor.mjs), while the rest keeps
 * answering: the gateway 503 with Retry-After while the function is down, the
 * function 503 while the database is. Nothing it starts outlives it, even
 * a kill -9: the reaper (local/reaper.mjs) stops what it leaves. The processes
 * it starts are also recorded in the data directory, so a start after a crash
 * stops any of them still there before it checks the ports.
 *
 *   --rebuild   build the site even if it looks current
 *   --no-site   backend only (also SKIP_SITE=1)
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { localConfig } from './local/config.mjs';
import { spawnFunction } from './local/function.mjs';
import { createGateway } from './local/gateway.mjs';
import { createMailbox } from './local/mailbox.mjs';
import { isPortFree, listen, waitForPort } from './local/ports.mjs';
import { startReaper } from './local/reaper.mjs';
import { createRecords, stopRecorded } from './local/records.mjs';
import { supervise } from './local/supervisor.mjs';
import { buildReason, buildSite } from './local/site.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const args = new Set(process.argv.slice(2));
const config = localConfig();
const withSite = !args.has('--no-site') && process.env.SKIP_SITE !== '1';
const { host, ports, root } = config;

const stops = []; // run in reverse on shutdown
/** Every process started and still running, each the leader of its own process group. */
const children = new Set();
const RECORDS_FILE = path.join(config.dataDir, 'stack-processes.json');
const records = createRecords(RECORDS_FILE);
let reaper = null;
let stopping = false;

/** Signals a child's whole process group (it leads one), so what it started stops too. */
function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    child.kill(name);
  }
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    signal(child, 'SIGTERM');
    // A stopped process (SIGSTOP) acts on nothing until it runs again.
    signal(child, 'SIGCONT');
  }
  const killer = setTimeout(() => children.forEach((child) => signal(child, 'SIGKILL')), 5000);
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
        ),
    ),
  );
  clearTimeout(killer);
  records.clear();
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  console.log('Local stack stopped.');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));
// npm 11 ends on a SIGTERM without passing it on, which left this script, and all it
// started, running under init: once the process that started it is gone, it stops.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && shutdown(0), 500).unref();

/** A path as short as it can be read: relative inside the project, absolute outside. */
function shown(dir) {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/**
 * Takes charge of a child the moment it is spawned (detached, so it leads its own group):
 * recorded, watched by the reaper, and stopped on shutdown.
 */
function adopt(name, child) {
  if (!child.pid) return child;
  children.add(child);
  records.add(name, child);
  reaper.watch(child);
  child.once('exit', () => {
    children.delete(child);
    if (stopping) return;
    records.remove(child);
    // What it started and left behind (the site's Next server) goes with it, before it is started again.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // nothing left in its group
    }
  });
  return child;
}

/**
 * A part of the stack, serving on `port` once `spawnPart()` has started it: adopted, and started
 * again whenever it dies (its first start failing stops npm start).
 */
function keep(name, spawnPart, port) {
  return supervise({
    name,
    start: () => adopt(name, spawnPart()),
    ready: (child) => waitForPort(port, host, { gaveUp: () => child.exitCode !== null || child.signalCode !== null }),
    stopping: () => stopping,
    log: (line) => console.error(`\n${line}`),
  });
}

/** How long a port may stay held by a process that has just stopped. */
const PORT_RELEASE_MS = 3000;

async function main() {
  await mkdir(config.dataDir, { recursive: true });
  const leftovers = await stopRecorded(RECORDS_FILE);
  if (leftovers.length) console.log(`Stopped what the last npm start left running: ${leftovers.join(', ')}.`);
  const wanted = [
    ['database', 'DB_PORT', ports.db],
    ['gateway', 'API_PORT', ports.api],
    ['mailbox', 'MAILBOX_PORT', ports.mailbox],
    ['function', 'FUNCTION_PORT', ports.function],
    ...(withSite ? [['site', 'PORT', ports.site]] : []),
  ];
  // A process that has just been stopped (by the line above, or by the npm start that ran before this
  // one) lets go of its port a moment after it is gone: a port is taken if it stays so for that moment.
  const held = async (port) => {
    const until = Date.now() + PORT_RELEASE_MS;
    while (!(await isPortFree(port, host))) {
      if (Date.now() > until) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  const taken = [];
  for (const [name, variable, port] of wanted)
    if (await held(port))
      taken.push(`  ${host}:${port} (${name}) is in use: stop what uses it, or set ${variable}=<another port>`);
  if (taken.length) {
    console.error(`Cannot start: ${taken.length === 1 ? 'a port is' : 'ports are'} taken.\n${taken.join('\n')}`);
    process.exit(1);
  }
  reaper = startReaper();

  const siteEnv = { ...process.env, ...config.siteEnv };
  if (withSite) {
    const reason = args.has('--rebuild') ? '--rebuild' : await buildReason(root, config.distDir, config.siteEnv);
    if (reason) {
      console.log(`Building the site (${reason})…`);
      await buildSite(root, config.distDir, siteEnv, config.siteEnv, {
        detached: true,
        started: (child) => adopt('the build (npm run build)', child),
      });
    }
  }

  // In a process of its own, as in production: a database that stops holds up nothing else.
  const databaseServer = path.join(root, 'scripts', 'local', 'database-server.mjs');
  await keep(
    'the database (PGlite)',
    () =>
      spawn(process.execPath, [databaseServer], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true }),
    ports.db,
  );

  const mailbox = createMailbox({ dir: config.mailboxDir, apiKey: config.mailboxApiKey, fail: config.mailFail });
  await listen(mailbox.server, ports.mailbox, host);
  stops.push(() => new Promise((resolve) => mailbox.server.close(() => resolve())));

  await keep('the function (deno)', () => spawnFunction(config, { detached: true }), ports.function);

  const gateway = createGateway({
    functions: config.gatewayFunctions,
    jwtSecret: config.jwtSecret,
    allowedOrigins: config.allowedOrigins,
  });
  await listen(gateway, ports.api, host);
  stops.push(() => new Promise((resolve) => gateway.close(() => resolve())));

  if (withSite) {
    // The standalone server the build leaves, behind the front a container runs it with (scripts/front.mjs).
    const front = path.join(root, 'scripts', 'front.mjs');
    const standalone = path.join(config.distDir, 'standalone', 'server.js');
    const args = [front, '--hostname', host, '--port', String(ports.site), '--server', standalone];
    await keep(
      'the site',
      () =>
        spawn(process.execPath, args, {
          cwd: root,
          env: siteEnv,
          stdio: ['ignore', 'inherit', 'inherit'],
          detached: true,
        }),
      ports.site,
    );
  }

  const rows = [
    ...(withSite ? [['site', `http://${host}:${ports.site}`]] : []),
    ['function', `${config.apiUrl}/functions/v1/${config.functionName}`],
    ['database', config.databaseUrl],
    ['mailbox', `${config.mailboxUrl}  (emails in ${shown(config.mailboxDir)}${config.mailFail ? ', failing' : ''})`],
    ['anon key', config.anonKey],
  ];
  console.log(`\nCedarline local stack is up (data in ${shown(config.dataDir)}). Ctrl-C stops it.`);
  for (const [name, where] of rows) console.log(`  ${name.padEnd(9)} ${where}`);
  console.log('  npm run messages lists stored messages; npm run outbox:flush retries pending emails.\n');
}

main().catch(async (error) => {
  console.error(`npm start failed: ${error.message}`);
  await shutdown(1);
});
