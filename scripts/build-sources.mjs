/**
 * What a build of the site is made from: a change in any of these makes a
 * build stale. `npm start` (scripts/local/site.mjs) and the budgets
 * (scripts/measure/server.mjs) both ask here, so they never disagree.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  // The contact form imports the function's schema, limits and visit days.
  'supabase/functions/_shared',
  'proxy.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'package.json',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The first source under `root` changed after `builtAt` (ms), or null when none was. */
export function sourceChangedSince(root, builtAt) {
  return BUILD_SOURCES.find((source) => newestMtime(join(root, source)) > builtAt) ?? null;
}
