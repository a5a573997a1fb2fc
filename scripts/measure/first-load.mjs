/**
 * First-load bytes computed from the built HTML alone, so the figure is the
 * same on every run: the scripts and stylesheets a page's HTML references,
 * each gzipped at level 9 with Node's zlib. Scripts marked `nomodule` are
 * left out (browsers that run modules skip them).
 */
import { gzipSync } from 'node:zlib';

/** Strings only the Supabase client library contains (its class names are minified away). */
export const SUPABASE_MARKERS = ['supabaseUrl is required', '@supabase/'];

export function referencedAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src && !/\snomodule\b/i.test(tag)) scripts.add(src);
    } else if (attr('rel') === 'stylesheet') {
      styles.add(attr('href'));
    } else if (/^(preload|modulepreload)$/.test(attr('rel') ?? '') && (attr('as') ?? 'script') === 'script') {
      scripts.add(attr('href'));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const cache = new Map();

async function fetchAsset(origin, path) {
  const url = new URL(path, origin).href;
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        return {
          path: new URL(url).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          text: body.toString('utf8'),
        };
      }),
    );
  }
  return cache.get(url);
}

/**
 * `{ js: { total, chunks }, css: { total, files }, supabaseChunks }` for the
 * page at `path`; chunks sorted largest first, sizes in gzipped bytes.
 */
export async function firstLoad(origin, path) {
  const response = await fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { scripts, styles } = referencedAssets(await response.text());
  const js = await Promise.all(scripts.map((src) => fetchAsset(origin, src)));
  const css = await Promise.all(styles.map((href) => fetchAsset(origin, href)));
  const strip = ({ path, bytes, gzip }) => ({ path, bytes, gzip });
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  return {
    js: { total: sum(js), chunks: js.map(strip).sort((a, b) => b.gzip - a.gzip) },
    css: { total: sum(css), files: css.map(strip) },
    supabaseChunks: js
      .filter((file) => SUPABASE_MARKERS.some((marker) => file.text.includes(marker)))
      .map((file) => file.path),
  };
}
