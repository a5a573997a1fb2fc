import type { Metadata } from 'next';
import { HotelNotFound } from '@/components/hotels/hotel-not-found';
import { getCopy } from '@/lib/content/site';
import { unlistedPageMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';

/**
 * What an unknown /hotels/{slug} shows. The proxy rewrites such paths here
 * with status 404 (see lib/not-found.ts), so the page stays pre-rendered.
 */
export async function generateMetadata(): Promise<Metadata> {
  return unlistedPageMetadata((await getCopy('hotel-not-found')).title, 'en');
}

export default function HotelNotFoundPage() {
  setRequestLocale('en');
  return <HotelNotFound />;
}
