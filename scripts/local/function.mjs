// @ts-check
/**
 * The contact function under Deno, as `npm start` and the fault tests run it:
 * the project's own Deno (node_modules/.bin/deno), the functions' import map,
 * and the environment production uses (config.functionEnv).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * @param {import('./config.mjs').LocalConfig} config
 * @param {{ env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions, detached?: boolean }} [options]
 *   detached: lead its own process group (npm start stops the group)
 */
export function spawnFunction(config, { env = {}, stdio = ['ignore', 'inherit', 'inherit'], detached = false } = {}) {
  const deno = path.join(config.root, 'node_modules', '.bin', 'deno');
  const entry = `supabase/functions/${config.functionName}/index.ts`;
  const args = [
    'run',
    '--allow-net',
    '--allow-env',
    '--allow-read',
    '--allow-sys',
    '--config',
    'supabase/functions/deno.json',
    entry,
  ];
  return spawn(deno, args, {
    cwd: config.root,
    env: { ...process.env, ...config.functionEnv, DENO_NO_UPDATE_CHECK: '1', ...env },
    stdio,
    detached,
  });
}
