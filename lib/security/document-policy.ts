import { buildCsp, DEFAULT_SUPABASE_URL } from '@/lib/security/csp';
import { scriptHashesFor, type CspManifest } from '@/lib/security/manifest';

export type DocumentPolicyInput = {
  manifest: CspManifest | null;
  pathname: string;
  https: boolean;
  /** NEXT_PUBLIC_SUPABASE_URL at start, used when the manifest did not record the build's. */
  supabaseUrl?: string;
  dev?: boolean;
};

/** The Content-Security-Policy for one document request. */
export function documentPolicy({ manifest, pathname, https, supabaseUrl, dev }: DocumentPolicyInput): string {
  return buildCsp({
    // Under next dev a hash (e.g. from an earlier production build) would make
    // browsers ignore the dev policy's 'unsafe-inline'.
    hashes: dev ? [] : scriptHashesFor(manifest, pathname),
    // The form calls the URL inlined at build time, so the build's record wins.
    supabaseUrl: manifest?.supabaseUrl ?? supabaseUrl ?? DEFAULT_SUPABASE_URL,
    https,
    dev,
  });
}

/** Served over https, directly or behind a proxy/CDN that terminates TLS. */
export function isHttps(url: URL, forwardedProto: string | null): boolean {
  return url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
