/** Builds the site when its sources (or the api settings inlined into it) changed since the last build. */
import { spawn } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sourceChangedSince } from '../build-sources.mjs';

const STAMP = 'local-build-env.json';

/** Why the site needs a build, or null when the last build is current. */
export async function buildReason(root, nextDir, siteEnv) {
  const built = await stat(path.join(nextDir, 'BUILD_ID')).catch(() => null);
  if (!built) return 'no build yet';
  // `npm run build` ends by making the standalone server whole; a build without it stopped short.
  const server = await stat(path.join(nextDir, 'standalone', 'server.js')).catch(() => null);
  if (!server) return 'the last build did not finish';
  const stamp = await readFile(path.join(nextDir, STAMP), 'utf8').catch(() => '');
  if (stamp !== JSON.stringify(siteEnv)) return 'the api settings changed';
  const changed = sourceChangedSince(root, built.mtimeMs);
  return changed ? `${changed} changed` : null;
}

/** Runs a command to its end; `started` is handed the child as soon as it exists. */
export function run(command, args, options, started = () => {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    started(child);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} ended with ${signal ?? code}`)),
    );
  });
}

/**
 * `npm run build` (scripts/build.mjs): the fonts cut, both passes, the policy checked. `started`
 * gets the build's process, so whoever runs it can stop it.
 */
export async function buildSite(root, nextDir, env, siteEnv, { detached = false, started } = {}) {
  // No terminal input: a build in a process group of its own that read it would be stopped (SIGTTIN).
  const stdio = ['ignore', 'inherit', 'inherit'];
  await run(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['run', '--silent', 'build'],
    { cwd: root, env, detached, stdio },
    started,
  );
  await writeFile(path.join(nextDir, STAMP), JSON.stringify(siteEnv));
}
