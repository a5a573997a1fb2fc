import type { MetadataRoute } from 'next';
import { listCanonicalPaths } from '@/lib/content/routes';
import { absoluteUrl } from '@/lib/site-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await listCanonicalPaths()).map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
