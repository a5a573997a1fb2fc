import { buildCsp, DEFAULT_SUPABASE_URL } from '@/lib/security/csp';
import { formActionsFor, scriptHashesFor, type SitePolicy } from '@/lib/security/policy';

export type DocumentPolicyInput = {
  policy: SitePolicy | null;
  pathname: string;
  https: boolean;
  /** NEXT_PUBLIC_SUPABASE_URL, used when the policy did not record the build's. */
  supabaseUrl?: string;
  dev?: boolean;
};

/** The Content-Security-Policy for one document request. */
export function documentPolicy({ policy, pathname, https, supabaseUrl, dev }: DocumentPolicyInput): string {
  return buildCsp({
    // Under next dev a hash (e.g. from an earlier production build) would make
    // browsers ignore the dev policy's 'unsafe-inline'.
    hashes: dev ? [] : scriptHashesFor(policy, pathname),
    // The form calls the URL inlined at build time, so the build's record wins.
    supabaseUrl: policy?.supabaseUrl ?? supabaseUrl ?? DEFAULT_SUPABASE_URL,
    formActions: formActionsFor(policy, pathname),
    https,
    dev,
  });
}

/** Served over https, directly or behind a proxy/CDN that terminates TLS. */
export function isHttps(url: URL, forwardedProto: string | null): boolean {
  return url.protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
