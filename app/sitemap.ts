import type { MetadataRoute } from 'next';
import { listCanonicalPaths } from '@/lib/content/site';
import { pathIn } from '@/lib/routes';
import { languageAlternates } from '@/lib/seo';
import { absoluteUrl } from '@/lib/site-url';

/** Every page, and every Urdu page after its English one, each naming the other as its language alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await listCanonicalPaths()).flatMap((path) => {
    const languages = languageAlternates(path);
    const entry = {
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      ...(languages ? { alternates: { languages } } : {}),
    };
    return [
      { url: absoluteUrl(path), ...entry },
      ...(languages ? [{ url: absoluteUrl(pathIn(path, 'ur')), ...entry }] : []),
    ];
  });
}
