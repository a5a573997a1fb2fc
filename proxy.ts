/**
 * Paths are case-insensitive: any path with capitals answers a permanent
 * redirect (308) to its lowercase form, query string kept, so every page has
 * one canonical address. Next's own assets, files with an extension and
 * prefetches never reach this proxy (see `config.matcher`).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { lowercaseRedirect } from '@/lib/lowercase';

export function proxy(request: NextRequest) {
  const target = lowercaseRedirect(new URL(request.url));
  if (!target) return NextResponse.next();
  return NextResponse.redirect(target, 308);
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
