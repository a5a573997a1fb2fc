import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { collectManifest } from './inline-scripts.mjs';

const hashSchema = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/);

/** What scripts/csp-manifest.mjs writes after `next build`: the inline-script hashes of every pre-rendered page. */
export const cspManifestSchema = z.object({
  version: z.literal(1),
  /** NEXT_PUBLIC_SUPABASE_URL as the build inlined it into the contact form, or null. */
  supabaseUrl: z.string().nullable(),
  /** Path → hashes, e.g. '/hotels/oshawa' → ['sha256-…']. */
  routes: z.record(z.string(), z.array(hashSchema)),
  /** The pre-rendered not-found page, which answers every path not in `routes`. */
  notFound: z.array(hashSchema),
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

export const MANIFEST_FILE = 'csp-manifest.json';

export type ManifestLoader = () => CspManifest | null;

type LoaderOptions = {
  /** The build directory (NEXT_DIST_DIR), absolute. */
  distDir: string;
  warn?: (message: string) => void;
  read?: (file: string) => string;
  /** Derives a manifest from the build's HTML when the file is missing (a build run as `next build`, without postbuild). */
  collect?: (distDir: string) => unknown;
};

/**
 * Reads `${distDir}/csp-manifest.json` on first use and keeps it (it only
 * changes with a new build, which means a new server). When the file is
 * missing — `next build` run without `npm run`'s postbuild — the same hashes
 * are computed from the pre-rendered HTML instead; when there is no
 * pre-rendered HTML either (`next dev`), the answer is null and no page gets
 * hashes. Either fallback is reported once through `warn`.
 */
export function createManifestLoader({
  distDir,
  warn = console.warn,
  read = (file) => readFileSync(file, 'utf8'),
  collect = collectManifest,
}: LoaderOptions): ManifestLoader {
  let loaded: { manifest: CspManifest | null } | undefined;
  const file = path.join(distDir, MANIFEST_FILE);
  function load(): CspManifest | null {
    try {
      return cspManifestSchema.parse(JSON.parse(read(file)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        warn(`CSP: ${file} is unreadable (${String(error)}); rebuild the site. Inline scripts will be blocked.`);
        return null;
      }
    }
    try {
      const manifest = cspManifestSchema.parse(collect(distDir));
      warn(`CSP: ${file} is missing (the build ran without postbuild); hashed the pre-rendered pages at start instead.`);
      return manifest;
    } catch {
      warn(`CSP: no ${MANIFEST_FILE} and no pre-rendered pages in ${distDir} (next dev?); no hashes to serve.`);
      return null;
    }
  }
  return () => {
    loaded ??= { manifest: load() };
    return loaded.manifest;
  };
}
