#!/usr/bin/env node
// @ts-check
/**
 * `npm run build` (after `prebuild` has cut the fonts): the site, built so
 * that every host serves it the same, with nothing read at request time.
 *
 * 0. The site's public origin is settled (lib/site-origin.mjs), and given to
 *    `next build` as NEXT_PUBLIC_SITE_URL; without one the build stops here,
 *    saying what to set. The stylesheet is compiled (scripts/site-stylesheet.mjs):
 *    its screen rules, for the server render to inline into every page, into
 *    generated/ (scripts/build-output.mjs) beside an empty manifest, and its
 *    print rules into a file of public/styles/ (scripts/print-stylesheet.mjs);
 *    and public/_headers written for the hosts that serve files before the
 *    site's code runs (scripts/host-headers.mjs).
 * 1. `next build`, the first pass. Its pages are what visitors will get.
 * 2. The site's manifest is read off that build as a visitor's browser would
 *    get it, over HTTP from its own standalone server (scripts/site-manifest.mjs):
 *    each page's inline-script hashes, the not-found pages the proxy answers
 *    with, the paths that are files; and written to generated/site-manifest.ts.
 * 3. `next build` again, with the manifest built into the proxy's bundle.
 *    Both passes share one build id and one date, so they render the same pages.
 * 4. The second build is served and checked against the manifest: a page
 *    whose HTML differs from the first pass's, whose scripts its policy would
 *    block, a not-found page that is not the one the proxy carries, or a
 *    script a page loads that is missing fails the build here, never a page
 *    at run time.
 * 5. The standalone server gets the static files and public/ beside it, as
 *    Next documents, so `.next/standalone` is a whole site on its own (the
 *    container's, see Dockerfile).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { siteOrigin } from '../lib/site-origin.mjs';
import { hostHeaders } from './host-headers.mjs';
import { freePort } from './local/ports.mjs';
import { writeSiteManifest, writeSiteStylesheet } from './build-output.mjs';
import { collectManifest, manifestProblems } from './site-manifest.mjs';
import { splitPrintRules, writePrintStylesheet } from './print-stylesheet.mjs';
import { compileStylesheet } from './site-stylesheet.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
const STANDALONE = path.join(ROOT, DIST_DIR, 'standalone');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/** `.next/standalone` made whole: Next leaves the static files and public/ for the deployer to put beside its server. */
async function completeStandalone() {
  await cp(path.join(ROOT, DIST_DIR, 'static'), path.join(STANDALONE, DIST_DIR, 'static'), { recursive: true });
  await cp(path.join(ROOT, 'public'), path.join(STANDALONE, 'public'), { recursive: true });
}

/**
 * Runs `check(origin)` against the build's own standalone server, on a free loopback port.
 * @template T
 * @param {(origin: string) => Promise<T>} check
 * @returns {Promise<T>}
 */
async function withStandaloneServer(check) {
  await completeStandalone();
  const port = await freePort('127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server.js'], {
    cwd: STANDALONE,
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null) throw new Error(`the standalone server stopped:\n${output}`);
      const up = await fetch(`${origin}/robots.txt`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (attempt > 300) throw new Error(`the standalone server did not answer within 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await check(origin);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

async function build() {
  const started = Date.now();
  // The variables as `next build` sees them: the environment's, then the .env files' (Next's own loader).
  nextEnv.loadEnvConfig(ROOT);
  const site = siteOrigin(process.env);
  console.log(`Site address: ${site.origin} (from ${site.from})`);
  // One id and one day for both passes (lib/build-date.ts): they render the same pages.
  const env = {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: site.origin,
    SITE_BUILD_ID: process.env.SITE_BUILD_ID || randomUUID(),
    SITE_BUILD_DATE: process.env.SITE_BUILD_DATE || new Date().toISOString().slice(0, 10),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || null;

  const stylesheet = splitPrintRules(await compileStylesheet(ROOT));
  writeSiteStylesheet(stylesheet.screen, await writePrintStylesheet(ROOT, stylesheet.print));
  writeSiteManifest(null);
  await writeFile(path.join(ROOT, 'public', '_headers'), hostHeaders(path.join(ROOT, 'public')));
  console.log('\n▶ next build, first pass');
  await run(process.execPath, [NEXT_BIN, 'build'], env);
  const { manifest, rendered } = await withStandaloneServer((origin) =>
    collectManifest({ origin, supabaseUrl, publicDir: path.join(ROOT, 'public') }),
  );
  writeSiteManifest(manifest);
  const secondPass = Date.now();
  console.log(
    `Site manifest: ${Object.keys(manifest.routes).length} pages, ${manifest.files.length} files, read off the first pass (${seconds(secondPass - started)})`,
  );

  console.log('\n▶ next build, second pass: the manifest built into the proxy');
  await run(process.execPath, [NEXT_BIN, 'build'], env);
  const problems = await withStandaloneServer((origin) => manifestProblems({ origin, manifest, rendered }));
  if (problems.length)
    throw new Error(
      `the built site does not serve the manifest it was built with:\n${problems.map((/** @type {string} */ problem) => `  - ${problem}`).join('\n')}`,
    );
  console.log(
    `\nBuilt in ${seconds(Date.now() - started)} (the second pass and its check ${seconds(Date.now() - secondPass)}): every page the same bytes in both passes, its scripts allowed by its own policy; ${path.relative(ROOT, STANDALONE)} serves the whole site.`,
  );
}

build().catch((error) => {
  console.error(`\n✖ npm run build: ${error.message}`);
  process.exit(1);
});
