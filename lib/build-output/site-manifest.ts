import type { SiteManifest } from '@/lib/security/site-manifest';

/**
 * The site's manifest before a build has read one: what `next dev` imports as
 * `#generated/site-manifest` (package.json "imports"), and what
 * generated/site-manifest.ts holds until `npm run build` writes the manifest
 * it read off its first pass there (scripts/build-output.mjs). Without one,
 * a page's policy lists no hashes and the proxy serves nothing from it.
 */
const SITE_MANIFEST: SiteManifest | null = null;
export default SITE_MANIFEST;
