#!/usr/bin/env node
/**
 * `npm run test:engines`: the site's main journeys (scripts/engines/journeys.mjs)
 * in three engines, Debian's Chromium, Firefox ESR and WebKitGTK, each at
 * 390 × 844 and 1280 × 800, against the production build served by
 * `npm start`'s whole local stack, as the end-to-end tests serve it. Before
 * the journeys, each engine at each width opens a page broken on purpose
 * (scripts/engines/proxy.mjs) and must see what is wrong with it: a check
 * that passes there would pass anything.
 *
 * Prints a table of every journey by engine and width, then what failed, and
 * exits non-zero on any failure.
 *
 *   E2E_PORT      the site's port (3000), as playwright.config.ts
 *   ENGINES       which engines, comma-separated (chromium,firefox,webkit)
 *   JOURNEYS      only the journeys whose name contains one of these words, comma-separated
 */
import { spawn } from 'node:child_process';
import { localConfig } from './local/config.mjs';
import { isPortFree } from './local/ports.mjs';
import { ENGINES, missingFor } from './engines/drivers.mjs';
import { BROKEN, JOURNEYS, open } from './engines/journeys.mjs';
import { startProxy } from './engines/proxy.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3000);
const SITE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.ENGINES_DATA_DIR ?? '.data/engines';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** Below this width the site shows its phone menu (Tailwind's lg). */
const DESKTOP_WIDTH = 1024;
const JOURNEY_TIMEOUT_MS = 60_000;

const engineKeys = (process.env.ENGINES ?? 'chromium,firefox,webkit')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);
for (const key of engineKeys) {
  if (!ENGINES[key]) throw new Error(`ENGINES: no engine “${key}” (there are ${Object.keys(ENGINES).join(', ')})`);
}
const words = (process.env.JOURNEYS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const journeys = JOURNEYS.filter((journey) => !words.length || words.some((word) => journey.name.includes(word)));

/**
 * `npm start` with the settings the end-to-end tests use, as playwright.config.ts starts it, plus
 * the proxies' origins among those the contact function answers. Resolves once the site answers.
 */
async function startStack(allowedOrigins) {
  // Never another stack's site (its function would refuse the proxies' origins): this run starts its own,
  // once the end-to-end tests' stack, just stopped, has let the port go.
  for (let waited = 0; !(await isPortFree(PORT, '127.0.0.1')); waited += 500) {
    if (waited >= 15_000) throw new Error(`port ${PORT} is taken: stop what listens there, or set E2E_PORT`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    RATE_LIMIT_MAX: '1000',
    // A list named here is the whole list (scripts/local/config.mjs): the site's own addresses, which
    // Chromium and Firefox browse, as well as the proxies'.
    ALLOWED_ORIGINS: [
      process.env.ALLOWED_ORIGINS,
      `http://127.0.0.1:${PORT}`,
      `http://localhost:${PORT}`,
      ...allowedOrigins,
    ]
      .filter(Boolean)
      .join(','),
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start stopped:\n${log}`);
    if (
      await fetch(`${SITE}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the site did not answer at ${SITE}/ within 15 minutes:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { config: localConfig(env), stop };
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still running after ${ms / 1000} s`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one journey: it fails on what it throws and on any CSP violation or console error the pages reported meanwhile. */
async function attempt(visit, name, run) {
  await visit.driver.problems().catch(() => []);
  let failure = null;
  try {
    await withTimeout(run(visit), JOURNEY_TIMEOUT_MS, name);
  } catch (error) {
    failure = error.message;
  }
  const problems = await visit.driver
    .problems()
    .catch((error) => [`the page could not be asked what it reported: ${error.message}`]);
  const message = [failure, ...problems].filter(Boolean).join('\n');
  return message ? { ok: false, message } : { ok: true, message: '' };
}

const rows = [...BROKEN.map(({ name }) => name), ...journeys.map(({ name }) => name)];
/** Outcome per row, engine and width: `${row}|${engine}|${width}`. */
const results = new Map();
const timings = [];

const collectorSite = await startProxy(SITE, { collector: true });
const brokenSites = {};
for (const collector of [false, true]) {
  for (const { breaks } of BROKEN)
    brokenSites[`${collector}|${breaks}`] = await startProxy(SITE, { collector, breaks });
}
const proxies = [collectorSite, ...Object.values(brokenSites)];
const started = Date.now();
const stack = await startStack(proxies.map((proxy) => proxy.origin));
console.log(
  `The site answers at ${SITE} (${((Date.now() - started) / 1000).toFixed(0)} s); engines: ${engineKeys.join(', ')}.`,
);

try {
  for (const key of engineKeys) {
    const engine = ENGINES[key];
    const base = engine.collector ? collectorSite.origin : SITE;
    for (const viewport of VIEWPORTS) {
      const record = (row, outcome) => results.set(`${row}|${key}|${viewport.width}`, outcome);
      const missing = missingFor(engine);
      const began = Date.now();
      let driver;
      try {
        if (missing.length) throw new Error(`not installed: ${missing.join(', ')} (.ci/run installs it)`);
        driver = await engine.open(viewport);
      } catch (error) {
        for (const row of rows) record(row, { ok: false, message: error.message });
        continue;
      }
      const visit = {
        driver,
        width: viewport.width,
        phone: viewport.width < DESKTOP_WIDTH,
        mailbox: stack.config.mailboxUrl,
      };
      try {
        for (const broken of BROKEN) {
          const origin = brokenSites[`${engine.collector}|${broken.breaks}`].origin;
          // A page that hydrates does so in well under a second here: no need to wait the journeys' 10 s for one that does not.
          const outcome = await attempt({ ...visit, url: (path) => new URL(path, origin).href }, broken.name, (at) =>
            open(at, '/', 3000),
          );
          const seen = !outcome.ok && broken.expect.test(outcome.message);
          record(broken.name, { ok: seen, message: outcome.message || 'the page passed every check' });
        }
        for (const journey of journeys) {
          record(
            journey.name,
            await attempt({ ...visit, url: (path) => new URL(path, base).href }, journey.name, journey.run),
          );
        }
      } finally {
        await driver.close();
      }
      timings.push(`${engine.name} ${viewport.width}: ${((Date.now() - began) / 1000).toFixed(0)} s`);
    }
  }
} finally {
  await stack.stop();
  await Promise.all(proxies.map((proxy) => proxy.close()));
}

// ---------------------------------------------------------------- the report
const mark = (outcome) => (outcome?.ok ? '✔' : '✖');
const columns = engineKeys.flatMap((key) => VIEWPORTS.map(({ width }) => ({ key, width })));
const rowWidth = Math.max(...rows.map((row) => row.length));
const cell = 14;
const playwrightOf = (row) => journeys.find((journey) => journey.name === row)?.playwright ?? '';
console.log(`\n${''.padEnd(rowWidth)}  ${engineKeys.map((key) => ENGINES[key].name.padEnd(cell)).join('')}`);
console.log(
  `${'journey'.padEnd(rowWidth)}  ${columns.map(({ width }) => String(width).padEnd(cell / 2)).join('')}also in Playwright (Chromium)`,
);
for (const row of rows) {
  console.log(
    `${row.padEnd(rowWidth)}  ${columns.map(({ key, width }) => mark(results.get(`${row}|${key}|${width}`)).padEnd(cell / 2)).join('')}${playwrightOf(row)}`,
  );
}
console.log(`\n${timings.join(' · ')}`);

console.log('\nWhat each engine saw on the pages broken on purpose:');
for (const broken of BROKEN) {
  for (const { key, width } of columns) {
    const outcome = results.get(`${broken.name}|${key}|${width}`);
    const seen = outcome?.message.split('\n').find((line) => broken.expect.test(line)) ?? outcome?.message ?? 'not run';
    console.log(`  ${broken.breaks}, ${ENGINES[key].name} ${width}: ${outcome?.ok ? '' : 'NOT SEEN: '}${seen}`);
  }
}

const failures = [...results].filter(([, outcome]) => !outcome.ok);
for (const [where, { message }] of failures) {
  const [row, key, width] = where.split('|');
  console.error(`\n✖ ${ENGINES[key].name} at ${width} px, ${row}:\n  ${message.replaceAll('\n', '\n  ')}`);
}
console.log(`\nengines: ${results.size - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
