/**
 * Every page request passes here. Paths are case-insensitive: any path with
 * capitals answers a permanent redirect (308) to its lowercase form, query
 * string kept, so every page has one canonical address. Every other answer
 * gets its Content-Security-Policy: a pre-rendered page's lists the hashes of
 * its own inline scripts (from the manifest `npm run build` writes); any
 * other path is answered by a not-found page, so its policy lists that page's
 * hashes plus a nonce, which Next stamps on the scripts of a not-found page
 * it renders at request time (one nonce per path and build: see `pathNonce`).
 * The other security headers come from next.config.mjs. Next's own assets,
 * files with an extension and prefetches never reach this proxy (see
 * `config.matcher`): policies govern documents.
 */
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { lowercaseRedirect } from '@/lib/lowercase';
import { documentPolicy, isHttps } from '@/lib/security/document-policy';
import { createManifestLoader } from '@/lib/security/manifest';

const loadManifest = createManifestLoader({ distDir: path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next') });

export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const target = lowercaseRedirect(url);
  if (target) return NextResponse.redirect(target, 308);

  const { csp, nonce } = documentPolicy({
    manifest: loadManifest(),
    pathname: url.pathname,
    https: isHttps(url, request.headers.get('x-forwarded-proto')),
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === 'development',
  });
  let response = NextResponse.next();
  if (nonce) {
    // Next reads the nonce from the request's policy while it renders.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', csp);
    headers.set('x-nonce', nonce);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set('content-security-policy', csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
