import { z } from 'zod';
import { POLICY_VERSION } from '@/lib/security/inline-scripts.mjs';

const hashSchema = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/);
/** An origin as a CSP source: scheme, host, port, and nothing that could end the directive. */
const originSchema = z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/);

/**
 * The site's manifest: what `npm run build` reads off the site it built
 * (scripts/site-manifest.mjs) and builds into the proxy (generated/site-manifest.ts):
 * the inline-script hashes of every pre-rendered page, from which the proxy
 * makes each page's Content-Security-Policy (lib/security/document-csp.ts), the
 * HTML of the pages the proxy serves itself, and the paths answered with a file.
 */
export const siteManifestSchema = z.object({
  version: z.literal(POLICY_VERSION),
  /** NEXT_PUBLIC_SUPABASE_URL as the build inlined it into the contact form, or null. */
  supabaseUrl: z.string().nullable(),
  /** Path → hashes, e.g. '/hotels/oshawa' → ['sha256-…']. */
  routes: z.record(z.string(), z.array(hashSchema)),
  /** Path → the other sites its forms send to (their origins), for the pages that have such a form, e.g. a hotel's booking bar. */
  formActions: z.record(z.string(), z.array(originSchema)),
  /** The pre-rendered not-found page, which answers every path not in `routes`. */
  notFound: z.array(hashSchema),
  /** Path → pre-rendered HTML, for PROXY_SERVED_PAGES (lib/security/proxy-pages.mjs). */
  pages: z.record(z.string(), z.string()),
  /** Paths answered with a file, not a page: public/ and the non-HTML routes (e.g. '/robots.txt'). */
  files: z.array(z.string()),
});
export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** '/about/' and '/about' are one page. */
function routeKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The hashes of the inline scripts a path's answer contains: a pre-rendered
 * page's own; for any other path, the pre-rendered not-found page's (the
 * proxy answers an unknown hotel with its own pre-rendered page, under that
 * page's path). Without a manifest (next dev), none.
 */
export function scriptHashesFor(manifest: SiteManifest | null, pathname: string): readonly string[] {
  if (!manifest) return [];
  return manifest.routes[routeKey(pathname)] ?? manifest.notFound;
}

/** The origins of the other sites a path's forms send to: a pre-rendered page's own; none for any other path, or without a manifest. */
export function formActionsFor(manifest: SiteManifest | null, pathname: string): readonly string[] {
  return manifest?.formActions[routeKey(pathname)] ?? [];
}

/** Whether the build pre-rendered a page at this path. */
export function isPrerendered(manifest: SiteManifest, pathname: string): boolean {
  return Object.hasOwn(manifest.routes, routeKey(pathname));
}

/**
 * Whether the build answers this path with a file (public/, robots.txt,
 * sitemap.xml…) rather than a page; any other path with an extension is
 * answered by the not-found page. Compared decoded, as the file names are.
 */
export function isFile(manifest: SiteManifest, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return filesOf(manifest).has(decoded);
}

/** A manifest's file paths as a set, made once: the proxy asks on every request. */
const fileSets = new WeakMap<SiteManifest, ReadonlySet<string>>();
function filesOf(manifest: SiteManifest): ReadonlySet<string> {
  let files = fileSets.get(manifest);
  if (!files) fileSets.set(manifest, (files = new Set(manifest.files)));
  return files;
}
