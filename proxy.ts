/**
 * Every page request passes here. Paths are case-insensitive: any path with
 * capitals answers a permanent redirect (308) to its lowercase form, query
 * string kept, so every page has one canonical address; the old hotel
 * addresses answer 308 to the hotels' pages. Redirects are made here, not in
 * next.config.mjs, because Next sends its config redirects without the
 * security headers and answers made here get them. Every other answer
 * gets its Content-Security-Policy: a pre-rendered page's lists the hashes of
 * its own inline scripts (from the manifest `npm run build` writes); any
 * other path is answered by a pre-rendered not-found page, so its policy
 * lists that page's hashes (an unknown hotel gets the hotel not-found page,
 * served here with status 404, from the HTML `npm run build` copied into the
 * CSP manifest: nothing here reads Next's build internals). Nothing is
 * rendered at request time. The other security headers come from next.config.mjs. Next's own assets,
 * files with an extension and prefetches never reach this proxy (see
 * `config.matcher`): policies govern documents.
 */
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { lowercaseRedirect } from '@/lib/lowercase';
import { notFoundPageFor } from '@/lib/not-found';
import { documentPolicy, isHttps } from '@/lib/security/document-policy';
import { createManifestLoader, isPrerendered } from '@/lib/security/manifest';

const distDir = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const loadManifest = createManifestLoader({ distDir });

/** Addresses of the hotels' former sites. */
const MOVED: Readonly<Record<string, string>> = {
  '/lakeshore-inn-oshawa': '/hotels/oshawa',
  '/lakeshore-inn-brockville': '/hotels/brockville',
};

/** Under `npm run edit` the editor's admin is served as Keystatic makes it. */
const ADMIN = process.env.KEYSTATIC_ADMIN === '1';
const ADMIN_PATH = /^\/(api\/)?keystatic(\/|$)/;

export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  if (ADMIN && ADMIN_PATH.test(url.pathname)) return NextResponse.next();
  const target = lowercaseRedirect(url);
  if (target) return NextResponse.redirect(target, 308);
  const moved = Object.hasOwn(MOVED, url.pathname) ? MOVED[url.pathname] : undefined;
  if (moved) return NextResponse.redirect(new URL(moved, url), 308);

  // An unknown hotel is answered by its own pre-rendered not-found page, with
  // status 404. (A rewrite cannot carry the 404: Next then renders its generic one.)
  const manifest = loadManifest();
  const notFoundPage = manifest ? notFoundPageFor(url.pathname, (pathname) => isPrerendered(manifest, pathname)) : null;
  const notFoundHtml = notFoundPage ? (manifest?.pages[notFoundPage] ?? null) : null;
  const csp = documentPolicy({
    manifest,
    pathname: notFoundHtml ? notFoundPage! : url.pathname,
    https: isHttps(url, request.headers.get('x-forwarded-proto')),
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === 'development',
  });
  if (notFoundHtml) {
    return new NextResponse(notFoundHtml, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
    });
  }
  const response = NextResponse.next();
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
