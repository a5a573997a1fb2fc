#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform binaries npm left out of it.
 *
 * npm records a package's optional, platform-specific dependencies (next's
 * swc, tailwind's oxide, deno, the resolver of eslint's import plugin) only
 * for the platform it ran on when the lock was first written; `npm ci` on
 * another platform, or on a clean clone here, then refuses the lock as out of
 * sync. Run this after `npm install` changes the lock: every optional
 * dependency missing from it gets its entry (version, tarball address,
 * os/cpu/libc read from its name, as these packages are named), so `npm ci`
 * works on Linux, macOS and Windows alike and installs only what matches.
 *
 *   node tools/complete-lock.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** Where npm would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from, name) {
  for (let base = from; ;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf('/node_modules/');
    base = at >= 0 ? base.slice(0, at) : '';
  }
}

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasm32'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** os, cpu and libc of a binary package, from its name: `swc-linux-arm64-musl`, `oxide-win32-x64-msvc`, `resolver-binding-android-arm-eabi`. */
function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = words.find((word) => OS.includes(word));
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = words.find((word) => CPU.includes(word));
  const libc =
    words.includes('musl') || words.includes('musleabihf')
      ? 'musl'
      : words.includes('gnu') || words.includes('glibc') || words.includes('gnueabihf')
        ? 'glibc'
        : null;
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [at, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(at, name) || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const file = `${name.split('/').pop()}-${version}.tgz`;
    packages[`node_modules/${name}`] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${file}`,
      ...platformOf(name),
      optional: true,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform package(s) added to ${LOCK}`);
