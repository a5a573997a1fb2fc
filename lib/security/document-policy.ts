import { buildCsp, DEFAULT_SUPABASE_URL, newNonce, pathNonce } from '@/lib/security/csp';
import { scriptPolicyFor, type CspManifest } from '@/lib/security/manifest';

export type DocumentPolicyInput = {
  manifest: CspManifest | null;
  pathname: string;
  https: boolean;
  /** NEXT_PUBLIC_SUPABASE_URL at start, used when the manifest did not record the build's. */
  supabaseUrl?: string;
  dev?: boolean;
  /** Overrides the nonce of a path (tests); see `pathNonce`. */
  nonce?: (pathname: string) => string;
};

/** Without a manifest (next dev renders every request, nothing is cached) a per-process secret will do. */
const PROCESS_SECRET = newNonce();

export type DocumentPolicy = { csp: string; nonce: string | null };

/** The policy for one document request, and the nonce Next must stamp on scripts it renders for it (if any). */
export function documentPolicy({ manifest, pathname, https, supabaseUrl, dev, nonce }: DocumentPolicyInput): DocumentPolicy {
  const scripts = scriptPolicyFor(manifest, pathname);
  const secret = manifest?.nonceSecret ?? PROCESS_SECRET;
  const issued = scripts.needsNonce ? (nonce ?? ((path: string) => pathNonce(secret, path)))(pathname) : null;
  const csp = buildCsp({
    hashes: scripts.hashes,
    nonce: issued ?? undefined,
    // The form calls the URL inlined at build time, so the build's record wins.
    supabaseUrl: manifest?.supabaseUrl ?? supabaseUrl ?? DEFAULT_SUPABASE_URL,
    https,
    dev,
  });
  return { csp, nonce: issued };
}

/** Served over https, directly or behind a proxy/CDN that terminates TLS. */
export function isHttps(url: URL, forwardedProto: string | null): boolean {
  return url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
