import { URDU_PREFIX, type Locale } from '@/lib/i18n/locales';
// From the list itself, not the function's form-post.ts: the header's language switch brings this module into the browser.
import { MESSAGE_PAGES } from '@/supabase/functions/_shared/message-pages.mjs';

/** The site's fixed routes. Record pages (hotels, projects) come from content getters. */
export const ROUTES = {
  home: '/',
  about: '/about',
  contact: '/#contact',
  canada: '/chg-canada',
  pakistan: '/chg-pakistan',
  deliveredProjects: '/delivered-projects',
  ongoingProjects: '/ongoing-projects',
  hotel: (slug: string) => `/hotels/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
  /** A venue's or residence's page: its record's file name, at the top level. */
  record: (slug: string) => `/${slug}`,
  /** Where the contact function sends a browser that posted the form without JavaScript (its paths are the function's). */
  messageSent: MESSAGE_PAGES.sent.en,
  messageNotSent: MESSAGE_PAGES.notSent.en,
} as const;

/** A project's construction progress as an Atom feed, in the language of the page that links to it (app/(site)/projects/[slug]/progress.xml). */
export function progressFeedPath(slug: string, locale: Locale) {
  return `${locale === 'ur' ? URDU_PREFIX : ''}${ROUTES.project(slug)}/progress.xml`;
}

/** Where `npm run edit` shows what is wrong with content/ instead of a page (app/(editor)/content-problems). */
export const PROBLEMS_PATH = '/content-problems';
/** Where `npm run edit` sends a record's Preview link: on to the page that shows it (app/(editor)/preview). */
export const PREVIEW_PATH = '/preview';

/** The top-level paths the site's own routes (and the editor, and the Urdu pages) take. */
export const FIXED_ROUTES: readonly string[] = [
  ...Object.values(ROUTES).flatMap((route) => (typeof route === 'string' && !route.includes('#') ? [route] : [])),
  '/hotels',
  '/projects',
  '/keystatic',
  '/api',
  PROBLEMS_PATH,
  PREVIEW_PATH,
  URDU_PREFIX,
];

/** The page of a record that carries its own (`page`, a checkbox or a choice of layout), or null. */
export function recordPagePath(record: { slug: string; page: { discriminant: boolean | string } }) {
  const { discriminant } = record.page;
  return discriminant && discriminant !== 'none' ? ROUTES.record(record.slug) : null;
}

/** Whether the page at `pathname` exists in Urdu too: the home page's contact section, the pages its form lands on, and the Karachi pages. */
export function hasUrdu(pathname: string) {
  const urdu: string[] = [
    ROUTES.home,
    ROUTES.pakistan,
    ROUTES.deliveredProjects,
    ROUTES.ongoingProjects,
    ROUTES.messageSent,
    ROUTES.messageNotSent,
  ];
  return urdu.includes(pathname) || /^\/projects\/[a-z0-9-]+$/.test(pathname);
}

/** A path of the English site as the page in `locale` links to it: its Urdu page where there is one. */
export function pathIn(pathname: string, locale: Locale) {
  return locale === 'ur' && hasUrdu(pathname) ? `${URDU_PREFIX}${pathname === '/' ? '' : pathname}` : pathname;
}

/** Whether `pathname` is an address of the Urdu site: /ur or under it. */
export function isUrduPath(pathname: string) {
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`);
}

/**
 * Where the language switch of the page at `pathname` (an address of either language) leads: to the
 * same page in the other language, its `hreflang` pair (`counterpart`), or, from a page in one
 * language only, to the other language's home.
 */
export function otherLanguagePage(pathname: string): { locale: Locale; href: string; counterpart: boolean } {
  if (isUrduPath(pathname)) {
    const english = pathname.slice(URDU_PREFIX.length) || ROUTES.home;
    return hasUrdu(english)
      ? { locale: 'en', href: english, counterpart: true }
      : { locale: 'en', href: ROUTES.home, counterpart: false };
  }
  return hasUrdu(pathname)
    ? { locale: 'ur', href: pathIn(pathname, 'ur'), counterpart: true }
    : { locale: 'ur', href: URDU_PREFIX, counterpart: false };
}

/**
 * A link of the content (a path with its ?query and #part) as the page in
 * `locale` gives it: on an Urdu page, to the Urdu page where there is one,
 * and otherwise to the English page, marked `english` so the link can say so.
 */
export function linkIn(href: string, locale: Locale): { href: string; english: boolean } {
  if (locale === 'en') return { href, english: false };
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href)!;
  const path = pathname || '/';
  return hasUrdu(path) ? { href: `${pathIn(path, 'ur')}${rest}`, english: false } : { href, english: true };
}

/**
 * `/#contact` with the subject filled in and the team that answers chosen
 * (a slug of content/teams/); either may be left out. Without a team the form
 * opens on general enquiries. `visit` ("Schedule Site Visit") adds `visit=1`:
 * the form opens asking for a site visit's day and mode, which it offers to
 * Karachi sales only.
 */
export function contactHref(subject?: string | null, team?: string | null, visit = false, locale: Locale = 'en') {
  const query = Object.entries({ subject, team, visit: visit ? '1' : null })
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${pathIn(ROUTES.home, locale)}${query ? `?${query}` : ''}#contact`;
}

/** A WhatsApp chat with `number` (written for people, `+92 300 555 0149`), its first message typed in. */
export function whatsappHref(number: string, text: string) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
