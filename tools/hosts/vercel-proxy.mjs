/**
 * Vercel's packaged proxy (the `_middleware` function `vercel build` makes) run
 * from its own file list, as Vercel's Node runtime runs it: only the files its
 * .vc-config.json names are copied to a folder of their own, then its launcher
 * is called with each request. Checked by proxy-check.mjs.
 *
 *   node tools/hosts/vercel-proxy.mjs <site> <paths.json>    (Node 22; prints the problems as JSON)
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { proxyProblems } from './proxy-check.mjs';

const [site, pathsFile] = process.argv.slice(2);
const { paths, file } = JSON.parse(readFileSync(pathsFile, 'utf8'));
const fn = path.join(site, '.vercel', 'output', 'functions', '_middleware.func');
const config = JSON.parse(readFileSync(path.join(fn, '.vc-config.json'), 'utf8'));
const packaged = mkdtempSync(path.join(tmpdir(), 'vercel-proxy-'));
for (const [inFunction, fromSite] of Object.entries(config.filePathMap)) {
  mkdirSync(path.dirname(path.join(packaged, inFunction)), { recursive: true });
  copyFileSync(path.join(site, fromSite), path.join(packaged, inFunction));
}
copyFileSync(path.join(fn, config.handler), path.join(packaged, config.handler));
const serve = createRequire(import.meta.url)(path.join(packaged, config.handler));

const pageFile = (route) =>
  path.join(
    site,
    '.vercel',
    'output',
    'functions',
    `${route === '/' ? 'index' : route.slice(1)}.prerender-fallback.html`,
  );
const problems = await proxyProblems({
  answer: (route, method = 'GET') => serve(new Request(`https://www.example.com${route}`, { method })),
  pageHtml: (route) => readFileSync(pageFile(route), 'utf8'),
  paths,
  file,
});
console.log(JSON.stringify(problems));
