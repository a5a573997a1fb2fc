#!/usr/bin/env node
// @ts-check
/**
 * Installs a host's adapter into the project's node_modules, at the versions
 * tools/hosts/package.json pins, without making it a dependency of the site:
 * the step a host's build runs before its own (README, "Deploy").
 *
 *   node tools/hosts/adapter.mjs cloudflare|netlify
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PINS = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')).devDependencies;
/**
 * What each host's build needs beside the site's own dependencies (Vercel's CLI needs nothing in the project).
 * @type {Record<string, string[]>}
 */
export const ADAPTERS = { cloudflare: ['@opennextjs/cloudflare', 'wrangler'], netlify: ['@netlify/plugin-nextjs'] };

/**
 * The `npm install` arguments that add a host's adapter, pinned.
 * @param {string} host
 * @returns {string[]}
 */
export function adapterInstall(host) {
  return [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    ...(ADAPTERS[host] ?? []).map((name) => `${name}@${PINS[name]}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.argv[2] ?? '';
  if (!Object.hasOwn(ADAPTERS, host)) {
    console.error(`usage: node tools/hosts/adapter.mjs ${Object.keys(ADAPTERS).join('|')}`);
    process.exit(2);
  }
  process.exit(spawnSync('npm', adapterInstall(host), { stdio: 'inherit' }).status ?? 1);
}
