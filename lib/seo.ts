import type { Metadata } from 'next';
import { getSettings } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/site-url';

type PageMetadataInput = {
  /** The page's own title; the layout's template adds the group's name. */
  title: string;
  description: string;
  /** The canonical, lowercase path of the page, e.g. `/hotels/oshawa`. */
  path: string;
  image?: { src: string; alt: string };
};

/** Title, description, canonical URL, Open Graph and Twitter card data for one page. */
export async function pageMetadata({ title, description, path, image }: PageMetadataInput): Promise<Metadata> {
  const { name, shortName } = await getSettings();
  const canonical = path.toLowerCase();
  const images = image ? [{ url: absoluteUrl(image.src), alt: image.alt }] : undefined;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: name,
      locale: 'en_CA',
      title: `${title} | ${shortName}`,
      description,
      url: absoluteUrl(canonical),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: `${title} | ${shortName}`,
      description,
      ...(images ? { images } : {}),
    },
  };
}
