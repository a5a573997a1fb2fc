import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MANIFEST_VERSION } from '@/lib/security/inline-scripts.mjs';

const hashSchema = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/);

/**
 * What scripts/csp-manifest.mjs writes after `next build`: the inline-script
 * hashes of every pre-rendered page, the HTML of the pages the proxy serves
 * itself, and the paths answered with a file. The proxy reads this file and
 * nothing else of the build.
 */
export const cspManifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  /** NEXT_PUBLIC_SUPABASE_URL as the build inlined it into the contact form, or null. */
  supabaseUrl: z.string().nullable(),
  /** Path → hashes, e.g. '/hotels/oshawa' → ['sha256-…']. */
  routes: z.record(z.string(), z.array(hashSchema)),
  /** The pre-rendered not-found page, which answers every path not in `routes`. */
  notFound: z.array(hashSchema),
  /** Path → pre-rendered HTML, for PROXY_SERVED_PAGES (lib/security/proxy-pages.mjs). */
  pages: z.record(z.string(), z.string()),
  /** Paths answered with a file, not a page: public/ and the non-HTML routes (e.g. '/robots.txt'). */
  files: z.array(z.string()),
});
export type CspManifest = z.infer<typeof cspManifestSchema>;

/** '/about/' and '/about' are one page. */
function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The hashes of the inline scripts a path's answer contains: a pre-rendered
 * page's own; for any other path, the pre-rendered not-found page's (the
 * proxy answers an unknown hotel with its own pre-rendered page, under that
 * page's path). Without a manifest, none.
 */
export function scriptHashesFor(manifest: CspManifest | null, pathname: string): readonly string[] {
  if (!manifest) return [];
  return manifest.routes[routeKey(pathname)] ?? manifest.notFound;
}

/** Whether the build pre-rendered a page at this path. */
export function isPrerendered(manifest: CspManifest, pathname: string): boolean {
  return Object.hasOwn(manifest.routes, routeKey(pathname));
}

/**
 * Whether the build answers this path with a file (public/, robots.txt,
 * sitemap.xml…) rather than a page; any other path with an extension is
 * answered by the not-found page. Compared decoded, as the file names are.
 */
export function isFile(manifest: CspManifest, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return filesOf(manifest).has(decoded);
}

/** A manifest's file paths as a set, made once per manifest: the proxy asks on every request. */
const fileSets = new WeakMap<CspManifest, ReadonlySet<string>>();
function filesOf(manifest: CspManifest): ReadonlySet<string> {
  let files = fileSets.get(manifest);
  if (!files) fileSets.set(manifest, (files = new Set(manifest.files)));
  return files;
}

export const MANIFEST_FILE = 'csp-manifest.json';

export type ManifestLoader = () => CspManifest | null;

type LoaderOptions = {
  /** The build directory (NEXT_DIST_DIR), absolute. */
  distDir: string;
  warn?: (message: string) => void;
  read?: (file: string) => string;
};

/**
 * Reads `${distDir}/csp-manifest.json` on first use and keeps it (it only
 * changes with a new build, which means a new server). Missing (`next dev`, or
 * `next build` run without `npm run`'s postbuild) or unreadable, the answer is
 * null — no page gets hashes, so inline scripts are blocked — and that is
 * reported once through `warn`.
 */
export function createManifestLoader({ distDir, warn = console.warn, read = (file) => readFileSync(file, 'utf8') }: LoaderOptions): ManifestLoader {
  let loaded: { manifest: CspManifest | null } | undefined;
  const file = path.join(distDir, MANIFEST_FILE);
  function load(): CspManifest | null {
    try {
      return cspManifestSchema.parse(JSON.parse(read(file)));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      warn(
        missing
          ? `CSP: no ${file} (next dev, or a build without npm run build's postbuild); no hashes to serve.`
          : `CSP: ${file} is unreadable (${String(error)}); rebuild the site with npm run build. Inline scripts will be blocked.`,
      );
      return null;
    }
  }
  return () => {
    loaded ??= { manifest: load() };
    return loaded.manifest;
  };
}
