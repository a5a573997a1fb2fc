import { composeCsp, DEFAULT_SUPABASE_URL } from '@/lib/security/csp';
import { formActionsFor, scriptHashesFor, type SiteManifest } from '@/lib/security/site-manifest';

export type DocumentCspInput = {
  manifest: SiteManifest | null;
  pathname: string;
  https: boolean;
  /** NEXT_PUBLIC_SUPABASE_URL, used when the manifest did not record the build's. */
  supabaseUrl?: string;
  dev?: boolean;
};

/** The Content-Security-Policy for one document request: its page's hashes and form origins, from the site's manifest. */
export function documentCsp({ manifest, pathname, https, supabaseUrl, dev }: DocumentCspInput): string {
  return composeCsp({
    // Under next dev a hash (e.g. from an earlier production build) would make
    // browsers ignore the dev policy's 'unsafe-inline'.
    hashes: dev ? [] : scriptHashesFor(manifest, pathname),
    // The form calls the URL inlined at build time, so the build's record wins.
    supabaseUrl: manifest?.supabaseUrl ?? supabaseUrl ?? DEFAULT_SUPABASE_URL,
    formActions: formActionsFor(manifest, pathname),
    https,
    dev,
  });
}

/** Served over https, directly or behind a proxy/CDN that terminates TLS. */
export function isHttps(url: URL, forwardedProto: string | null): boolean {
  return url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
