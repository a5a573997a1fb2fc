/**
 * `npm run edit`: the site in development mode with the editor's admin.
 * Change any record at /keystatic; the files under content/ change and the
 * pages show the change at once. Publish by committing (or opening a pull
 * request with) the changed files; see README.md, "Changing content".
 *
 *   EDIT_HOST           address to listen on (default 127.0.0.1)
 *   EDIT_PORT           port to serve on (default 3001, beside `npm start`'s 3000)
 *   EDIT_ALLOWED_HOSTS  host names it answers to (default loopback; proxy.ts refuses the rest)
 *
 * It builds into its own folder (.next-edit), so it runs beside `npm start`
 * and a production build without either touching the other's files.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { subsetFonts } from './subset-fonts.mjs';

const require = createRequire(import.meta.url);
const host = process.env.EDIT_HOST ?? '127.0.0.1';
const port = process.env.EDIT_PORT ?? '3001';
const next = require.resolve('next/dist/bin/next');

// app/globals.css imports the faces' stylesheet, which names the subset fonts; a fresh clone has none yet.
await subsetFonts();

const child = spawn(process.execPath, [next, 'dev', '--hostname', host, '--port', port], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, KEYSTATIC_ADMIN: '1', NEXT_DIST_DIR: '.next-edit', NEXT_TELEMETRY_DISABLED: '1' },
});

let announced = false;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready|Local:/i.test(String(chunk))) {
    announced = true;
    console.log(`\n  Editor: http://${host}:${port}/keystatic\n  Site:   http://${host}:${port}/\n`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
