/**
 * `postbuild`: hashes the inline scripts of every pre-rendered page so the
 * proxy can allow exactly those and nothing else (see docs/security.md), and
 * copies the HTML of the pages the proxy serves itself (PROXY_SERVED_PAGES).
 * Reads `${NEXT_DIST_DIR ?? '.next'}/server/app/**\/*.html` — the only reader
 * of Next's build internals — writes `${distDir}/csp-manifest.json`, and
 * records the NEXT_PUBLIC_SUPABASE_URL the build inlined, which the policy's
 * connect-src must allow.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectManifest } from '../lib/security/inline-scripts.mjs';
import { PROXY_SERVED_PAGES } from '../lib/security/proxy-pages.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const manifest = collectManifest(distDir, process.env.NEXT_PUBLIC_SUPABASE_URL || null, PROXY_SERVED_PAGES);
const target = path.join(distDir, 'csp-manifest.json');
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`CSP manifest: ${Object.keys(manifest.routes).length} pre-rendered pages hashed into ${target}`);
