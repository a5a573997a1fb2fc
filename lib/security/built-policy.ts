import type { SitePolicy } from '@/lib/security/policy';

/**
 * The site's policy as the proxy knows it. This file is what `next dev`,
 * the type checker and the first pass of `npm run build` see: no policy.
 * For the second pass, next.config.mjs points this module at the policy
 * the first pass was read into (scripts/build.mjs), so the proxy carries
 * the hashes of the pages it serves in its own bundle and reads nothing at
 * request time.
 */
const BUILT_POLICY: SitePolicy | null = null;
export default BUILT_POLICY;
