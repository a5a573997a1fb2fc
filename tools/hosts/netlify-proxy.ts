/**
 * Netlify's packaged proxy (the Next.js runtime's edge function) run in Deno,
 * as Netlify's edge runs it, against the checks of proxy-check.mjs.
 *
 *   deno run -A --no-check --import-map=<site>/.netlify/edge-functions-import-map.json tools/hosts/netlify-proxy.ts <site> <paths.json>
 *
 * Prints the problems as a JSON array.
 */
import { proxyProblems } from './proxy-check.mjs';

const [site, pathsFile] = Deno.args;
const { paths, file } = JSON.parse(await Deno.readTextFile(pathsFile!));
const { default: handler } = await import(
  `${site}/.netlify/edge-functions/___netlify-edge-handler-node-middleware/___netlify-edge-handler-node-middleware.js`
);

const pageFile = (path: string) => `${site}/.next/server/app/${path === '/' ? 'index' : path.slice(1)}.html`;
// What the edge function is given: the rest of Netlify, answering with the page (or nothing, for a path that has none).
const context = (path: string) => ({
  next: async () =>
    new Response(await Deno.readTextFile(pageFile(path)).catch(() => ''), {
      status: 200,
      headers: { 'content-type': 'text/html' },
    }),
  ip: '127.0.0.1',
  geo: {},
  site: { id: 'check', name: 'check', url: 'https://www.example.com' },
  deploy: { id: 'check' },
  account: { id: 'check' },
  cookies: { get() {}, set() {}, delete() {} },
  requestId: 'check',
  waitUntil() {},
  server: { region: 'local' },
  params: {},
});

const answer = async (path: string, method = 'GET') =>
  (await handler(new Request(`https://www.example.com${path}`, { method }), context(path))) ??
  new Response(null, { status: 200 });
const problems = await proxyProblems({
  answer,
  pageHtml: (path: string) => Deno.readTextFileSync(pageFile(path)),
  paths,
  file,
});
console.log(JSON.stringify(problems));
