/**
 * Building and serving a production copy of a Next.js app in its own build
 * directory (NEXT_DIST_DIR), so the bench and the budgets never touch the
 * `.next` other people build into.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ORIGIN } from '../../lib/site-origin.mjs';
import { sourceChangedSince } from '../build-sources.mjs';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NEXT_BIN = join(PROJECT_ROOT, 'node_modules/next/dist/bin/next');

/** A measured build is served on this machine: its pages name a local origin unless one is set (lib/site-origin.mjs). */
function env(distDir) {
  return {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || LOCAL_ORIGIN,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** Why the site's build in `distDir` can't be reused, or null when it can. */
export function staleReason(distDir) {
  const buildId = join(PROJECT_ROOT, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return `no build in ${distDir}`;
  const built = statSync(buildId).mtimeMs;
  const changed = sourceChangedSince(PROJECT_ROOT, built);
  return changed ? `${changed} changed since the build in ${distDir}` : null;
}

/**
 * Runs `command args` in `cwd` with `env` to its end, its output going to
 * `logFile`; resolves with the output's tail, rejects with it (and `what`
 * failed) when the command fails.
 */
export function runLogged({ command, args, cwd, env: childEnv, logFile, what = command }) {
  // A fresh clone has no .data/ folder yet.
  mkdirSync(dirname(logFile), { recursive: true });
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    let tail = '';
    const child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      log.write(chunk);
      tail = (tail + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      if (code === 0) resolve(tail);
      else reject(new Error(`${what} failed (exit ${code}); full log: ${logFile}\n${tail}`));
    });
  });
}

/**
 * Runs `command args` in `cwd` with NEXT_DIST_DIR=distDir, its output going to
 * `logFile`; rejects with the log's tail when it fails.
 */
export async function buildInto({
  cwd = PROJECT_ROOT,
  distDir,
  logFile,
  command = 'npm',
  args = ['run', '--silent', 'build'],
}) {
  await runLogged({ command, args, cwd, env: env(distDir), logFile, what: `build in ${cwd}` });
}

/** The `next` command line, for apps (like the floor) that have no build script of their own. */
export const NEXT_BUILD = { command: process.execPath, args: [NEXT_BIN, 'build'] };

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Serves the build in `distDir` with `next start` on 127.0.0.1:`port` and
 * resolves once it answers. `ensure()` starts it again if something ended it
 * meanwhile (other people share this machine); `stop()` ends it, and only it.
 */
export async function serve({ cwd = PROJECT_ROOT, distDir, port }) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`port ${port} is already taken; set BENCH_PORT to a free port`);
  let child;
  let stderr = '';
  const start = async () => {
    child = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd,
      env: env(distDir),
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    for (let waited = 0; waited < 60_000; waited += 250) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`next start exited (${child.exitCode ?? child.signalCode}):\n${stderr}`);
      if (await answers(origin)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stop();
    throw new Error(`next start did not answer on ${origin} within 60 s:\n${stderr}`);
  };
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const ensure = async () => {
    if (child.exitCode === null && child.signalCode === null) return;
    console.warn(
      `  the server on ${origin} was ended from outside (${child.exitCode ?? child.signalCode}); starting it again`,
    );
    await start();
  };
  process.once('exit', () => stop());
  await start();
  return { origin, stop, ensure };
}

/** The paths the site's sitemap lists, in its order. */
export async function sitemapPaths(origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
