/**
 * `npm start`: the whole site on this machine with nothing but Node. Builds the
 * site if needed, then starts the embedded Postgres, the contact function under
 * Deno behind a Supabase-like gateway, a local mailbox for Resend's API, and
 * `next start`. Ctrl-C stops everything; if any part dies, all stop. The
 * processes it starts are recorded in the data directory, so a start after a
 * crash of this one (kill -9) first stops what the crashed one left running.
 *
 *   --rebuild   build the site even if it looks current
 *   --no-site   backend only (also SKIP_SITE=1)
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { localConfig } from './local/config.mjs';
import { startDatabase } from './local/database.mjs';
import { spawnFunction } from './local/function.mjs';
import { createGateway } from './local/gateway.mjs';
import { createMailbox } from './local/mailbox.mjs';
import { isPortFree, listen, waitForPort } from './local/ports.mjs';
import { createRecords, stopRecorded } from './local/records.mjs';
import { buildReason, buildSite } from './local/site.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const args = new Set(process.argv.slice(2));
const config = localConfig();
const withSite = !args.has('--no-site') && process.env.SKIP_SITE !== '1';
const { host, ports, root } = config;

const stops = []; // run in reverse on shutdown
const children = new Set();
const RECORDS_FILE = path.join(config.dataDir, 'stack-processes.json');
const records = createRecords(RECORDS_FILE);
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
  for (const child of children) signal(child, 'SIGTERM');
  const killer = setTimeout(() => children.forEach((child) => signal(child, 'SIGKILL')), 5000);
  await Promise.all([...children].map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)))));
  clearTimeout(killer);
  await records.clear().catch(() => {});
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  console.log('Local stack stopped.');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** A path as short as it can be read: relative inside the project, absolute outside. */
function shown(dir) {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

function track(name, child) {
  children.add(child);
  child.once('exit', (code, signalName) => {
    children.delete(child);
    if (stopping) return;
    records.remove(child).catch(() => {});
    console.error(`\n${name} stopped unexpectedly (${signalName ?? `exit code ${code}`}); stopping everything.`);
    shutdown(1);
  });
  return child;
}

/** Recorded once it serves (its command line is the program's by then, not the fork's). */
async function record(name, child) {
  if (child.pid && !stopping) await records.add(name, child);
}

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
  const taken = [];
  for (const [name, variable, port] of wanted) if (!(await isPortFree(port, host))) taken.push(`  ${host}:${port} (${name}) is in use: stop what uses it, or set ${variable}=<another port>`);
  if (taken.length) {
    console.error(`Cannot start: ${taken.length === 1 ? 'a port is' : 'ports are'} taken.\n${taken.join('\n')}`);
    process.exit(1);
  }

  const siteEnv = { ...process.env, ...config.siteEnv };
  if (withSite) {
    const reason = args.has('--rebuild') ? '--rebuild' : await buildReason(root, config.distDir, config.siteEnv);
    if (reason) {
      console.log(`Building the site (${reason})…`);
      await buildSite(root, config.distDir, siteEnv, config.siteEnv);
    }
  }

  const database = await startDatabase({ dir: config.pgliteDir, host, port: ports.db, root });
  stops.push(database.stop);
  if (database.applied.length) console.log(`Applied migrations: ${database.applied.join(', ')}`);

  const mailbox = createMailbox({ dir: config.mailboxDir, apiKey: config.mailboxApiKey, fail: config.mailFail });
  await listen(mailbox.server, ports.mailbox, host);
  stops.push(() => new Promise((resolve) => mailbox.server.close(() => resolve())));

  const fn = track('the function (deno)', spawnFunction(config, { detached: true }));
  await waitForPort(ports.function, host, { gaveUp: () => fn.exitCode !== null });
  await record('the function (deno)', fn);

  const gateway = createGateway({
    functions: { [config.functionName]: `http://${host}:${ports.function}` },
    jwtSecret: config.jwtSecret,
    allowedOrigins: config.allowedOrigins,
  });
  await listen(gateway, ports.api, host);
  stops.push(() => new Promise((resolve) => gateway.close(() => resolve())));

  if (withSite) {
    // The standalone server the build leaves, behind the front a container runs it with (scripts/front.mjs).
    const front = path.join(root, 'scripts', 'front.mjs');
    const standalone = path.join(config.distDir, 'standalone', 'server.js');
    const site = track(
      'the site',
      spawn(process.execPath, [front, '--hostname', host, '--port', String(ports.site), '--server', standalone], { cwd: root, env: siteEnv, stdio: ['ignore', 'inherit', 'inherit'], detached: true }),
    );
    await waitForPort(ports.site, host, { gaveUp: () => site.exitCode !== null });
    await record('the site', site);
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
