import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConventionCenterPage } from '@/components/venues/convention-center-page';
import { ResidencePage } from '@/components/venues/residence-page';
import { RestaurantPage } from '@/components/venues/restaurant-page';
import { getRecordPage, listRecordPages, type RecordPage } from '@/lib/content/canada';
import { routeSlugs } from '@/lib/content/reader';
import { getCopy } from '@/lib/content/site';
import { fillTemplate, formatCount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';

type VenuePageProps = { params: Promise<{ slug: string }> };

/** The venues and residences whose records carry a page; any other slug is the site's 404. */
export const dynamicParams = false;

export async function generateStaticParams() {
  return routeSlugs(listRecordPages, ['canada-ventures', 'canada-residential']);
}

/** What a search result says of the page. */
async function description(record: RecordPage) {
  const { page } = record;
  switch (record.kind) {
    case 'conventionCentre':
      return fillTemplate(record.page.metaDescription, {
        subtitle: page.subtitle,
        rating: record.page.rating,
        reviews: formatCount(record.page.reviews),
      });
    case 'restaurant':
      return fillTemplate(record.page.metaDescription, {
        subtitle: page.subtitle,
        cuisine: record.page.cuisine.join(', '),
        location: page.location,
      });
    case 'residence':
      return fillTemplate((await getCopy('residence')).metaDescription, {
        subtitle: page.subtitle,
        description: page.description,
      });
  }
}

export async function generateMetadata({ params }: VenuePageProps): Promise<Metadata> {
  const record = await getRecordPage((await params).slug);
  if (!record) return {};
  return pageMetadata({
    title: record.page.name,
    description: await description(record),
    path: ROUTES.record(record.slug),
    image: record.page.heroImage,
    locale: 'en',
  });
}

export default async function VenuePage({ params }: VenuePageProps) {
  setRequestLocale('en');
  const record = await getRecordPage((await params).slug);
  if (!record) notFound();
  if (record.kind === 'conventionCentre') return <ConventionCenterPage venue={record.page} />;
  if (record.kind === 'restaurant') return <RestaurantPage restaurant={record.page} />;
  return <ResidencePage residence={record.page} />;
}
