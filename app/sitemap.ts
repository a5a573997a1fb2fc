import type { MetadataRoute } from 'next';
import { listCanonicalPaths } from '@/lib/content/routes';
import { absoluteUrl } from '@/lib/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  return listCanonicalPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
