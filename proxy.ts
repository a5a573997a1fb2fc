/**
 * Every request but Next's own /_next/ paths passes here. It makes every redirect (Next's own carry no
 * security headers), refuses what the site does not serve, and gives each answer its
 * Content-Security-Policy from the site's manifest the build made (generated/site-manifest.ts), so
 * nothing is rendered or read at request time. How the policy is made: docs/security.md.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalRedirect, trailingSlashRedirect } from '@/lib/lowercase';
import { notFoundPageFor } from '@/lib/not-found';
import { documentCsp, isHttps } from '@/lib/security/document-csp';
import { editorHosts, isEditorRequest } from '@/lib/security/editor-host';
import { SECURITY_HEADERS, STRICT_CSP } from '@/lib/security/headers.mjs';
import { HOST_FILES, refusalOf, refusedWith } from '@/lib/security/requests.mjs';
import { isFile, isPrerendered } from '@/lib/security/site-manifest';
import SITE_MANIFEST from '#generated/site-manifest';

/** Addresses of the hotels' former sites. */
const MOVED: Readonly<Record<string, string>> = {
  '/lakeshore-inn-oshawa': '/hotels/oshawa',
  '/lakeshore-inn-brockville': '/hotels/brockville',
};

/** A path no page or file has: what a host's own file is rewritten to, so Next answers it 404. */
const NOT_A_PAGE = '/_host-file-not-served';

/** Under `npm run edit` the editor's admin is served as Keystatic makes it, to the editor's own host names only. */
const ADMIN = process.env.KEYSTATIC_ADMIN === '1';
const ADMIN_PATH = /^\/(api\/)?keystatic(\/|$)/;
const EDITOR_HOSTS = editorHosts(process.env.EDIT_ALLOWED_HOSTS);

/**
 * An answer the proxy makes itself carries the security headers itself: not every host applies
 * next.config.mjs's headers() to it (OpenNext on Cloudflare does not). Set, never appended, so a
 * host that does apply them sends each once.
 */
function answeredHere(response: NextResponse, csp: string): NextResponse {
  for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  response.headers.set('content-security-policy', csp);
  return response;
}

function redirect(target: URL): NextResponse {
  return answeredHere(NextResponse.redirect(target, 308), STRICT_CSP);
}

export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  if (ADMIN && !isEditorRequest(request.headers, EDITOR_HOSTS, url.protocol)) {
    return answeredHere(
      new NextResponse('This editor answers only its own address.\n', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
      STRICT_CSP,
    );
  }
  if (ADMIN && ADMIN_PATH.test(url.pathname)) {
    // The admin's paths keep their case; only Next's own rule applies to them.
    const target = trailingSlashRedirect(url);
    return target ? redirect(target) : NextResponse.next();
  }
  // The admin's API writes; the site is only read (lib/security/requests.mjs).
  const refused = refusedWith(request.method, url.pathname);
  if (refused) {
    const { body, headers } = refusalOf(refused);
    return answeredHere(new NextResponse(body, { status: refused, headers }), STRICT_CSP);
  }
  const canonical = canonicalRedirect(url) ?? url;
  const moved = Object.hasOwn(MOVED, canonical.pathname) ? MOVED[canonical.pathname] : undefined;
  if (moved) return redirect(new URL(moved, url));
  if (canonical !== url) return redirect(canonical);

  // An unknown hotel is answered by its own pre-rendered not-found page, with
  // status 404. (A rewrite cannot carry the 404: Next then renders its generic one.)
  const manifest = SITE_MANIFEST;
  if (manifest && isFile(manifest, url.pathname)) {
    const response = NextResponse.next();
    response.headers.set('content-security-policy', STRICT_CSP);
    return response;
  }
  // A file for the hosts, not for visitors: answered as the path of no page, by Next's not-found page (404).
  const hostFile = HOST_FILES.includes(url.pathname);
  const notFoundPage =
    manifest && !hostFile ? notFoundPageFor(url.pathname, (pathname) => isPrerendered(manifest, pathname)) : null;
  const notFoundHtml = notFoundPage ? (manifest?.pages[notFoundPage] ?? null) : null;
  const csp = documentCsp({
    manifest,
    pathname: notFoundHtml ? notFoundPage! : url.pathname,
    https: isHttps(url, request.headers.get('x-forwarded-proto')),
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === 'development',
  });
  if (notFoundHtml) {
    return answeredHere(
      new NextResponse(notFoundHtml, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      csp,
    );
  }
  const response = hostFile ? NextResponse.rewrite(new URL(NOT_A_PAGE, url)) : NextResponse.next();
  response.headers.set('content-security-policy', csp);
  return response;
}

// Everything but /_next and what lies under it, which next.config.mjs gives STRICT_CSP: a
// path both matched would carry two policies, and browsers enforce both.
export const config = {
  matcher: ['/((?!_next(?:/|$)).*)'],
};
