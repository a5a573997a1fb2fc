import type { Metadata, Viewport } from 'next';
import { getSettings } from '@/lib/content/site';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { hasUrdu, pathIn } from '@/lib/routes';
import { absoluteUrl, SITE_URL } from '@/lib/site-url';

const OPEN_GRAPH_LOCALES: { [L in Locale]: string } = { en: 'en_CA', ur: 'ur_PK' };

/** A page's title as the browser's tab and search results show it: "Cedarline Skyline | Cedarline" (the Urdu short name on Urdu pages). */
const fullTitle = async (title: string, locale: Locale) => `${title} | ${(await getSettings(locale)).shortName}`;

/** What every page of a language shares: the group's name (and the end of every title), its description. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const { name, description } = await getSettings(locale);
  return {
    metadataBase: new URL(SITE_URL),
    formatDetection: { telephone: false },
    title: { default: name, template: await fullTitle('%s', locale) },
    description,
    applicationName: name,
  };
}

/**
 * `viewportFit: 'cover'`: the page reaches the screen's edges, so the phone's action bar can sit on the bottom one and
 * pad itself clear of the home indicator (env(safe-area-inset-bottom) is 0 without it); the body, the header and the
 * menu pad themselves clear of a notch at the sides.
 */
export const VIEWPORT: Viewport = {
  themeColor: '#0f2a22',
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

/** The addresses of a page in each language it exists in, for `hreflang` (and the sitemap): null when it is in English only. */
export function languageAlternates(path: string) {
  if (!hasUrdu(path)) return null;
  const english = absoluteUrl(path);
  return {
    [LANGUAGE_TAGS.en.hreflang]: english,
    [LANGUAGE_TAGS.ur.hreflang]: absoluteUrl(pathIn(path, 'ur')),
    'x-default': english,
  };
}

/**
 * The metadata of a page kept out of search results (a not-found page, a form's outcome), its title
 * ending as every other's. Written whole, as pageMetadata's: the site's 404 page has no layout above
 * it to add the group's name (app/global-not-found.tsx).
 */
export async function unlistedPageMetadata(title: string, locale: Locale): Promise<Metadata> {
  return { title: { absolute: await fullTitle(title, locale) }, robots: { index: false } };
}

type PageMetadataInput = {
  /** The page's own title; the group's name follows it: "Cedarline Skyline | Cedarline". */
  title: string;
  description: string;
  /** The canonical, lowercase path of the English page, e.g. `/projects/cedarline-skyline`; the Urdu page's is under /ur. */
  path: string;
  image?: { src: string; alt: string };
  locale: Locale;
  /** A feed that follows the page (a project's progress), linked from its head. */
  feed?: { path: string; title: string; type: string };
};

/** Title, description, canonical URL with its language alternates, Open Graph and Twitter card data for one page. */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  locale,
  feed,
}: PageMetadataInput): Promise<Metadata> {
  const { name } = await getSettings(locale);
  const canonical = pathIn(path.toLowerCase(), locale);
  const languages = languageAlternates(path.toLowerCase());
  const images = image ? [{ url: absoluteUrl(image.src), alt: image.alt }] : undefined;
  const titled = await fullTitle(title, locale);
  return {
    // Written whole rather than left to the layout's template, which Next applies only below the
    // layout's own segment: /ur, the page beside app/ur/layout.tsx, would lose the group's name.
    title: { absolute: titled },
    description,
    alternates: {
      canonical,
      ...(languages ? { languages } : {}),
      ...(feed ? { types: { [feed.type]: [{ url: feed.path, title: feed.title }] } } : {}),
    },
    openGraph: {
      type: 'website',
      siteName: name,
      locale: OPEN_GRAPH_LOCALES[locale],
      ...(languages ? { alternateLocale: OPEN_GRAPH_LOCALES[locale === 'en' ? 'ur' : 'en'] } : {}),
      title: titled,
      description,
      url: absoluteUrl(canonical),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: titled,
      description,
      ...(images ? { images } : {}),
    },
  };
}
