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
} as const;

/** The top-level paths the site's own routes (and the editor, and the Urdu pages) take. */
export const FIXED_ROUTES: readonly string[] = [
  ...Object.values(ROUTES).flatMap((route) => (typeof route === 'string' && !route.includes('#') ? [route] : [])),
  '/hotels',
  '/projects',
  '/keystatic',
  '/api',
  '/content-problems',
  '/ur',
];

/** The page of a record that carries its own (`page`, a checkbox or a choice of layout), or null. */
export function recordPagePath(record: { slug: string; page: { discriminant: boolean | string } }) {
  const { discriminant } = record.page;
  return discriminant && discriminant !== 'none' ? ROUTES.record(record.slug) : null;
}

/**
 * `/#contact` with the subject filled in and the team that answers chosen
 * (a slug of content/teams/); either may be left out. Without a team the form
 * opens on general enquiries. `visit` ("Schedule Site Visit") adds `visit=1`:
 * the form opens asking for a site visit's day and mode, which it offers to
 * Karachi sales only.
 */
export function contactHref(subject?: string | null, team?: string | null, visit = false) {
  const query = Object.entries({ subject, team, visit: visit ? '1' : null })
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return query ? `/?${query}#contact` : ROUTES.contact;
}

/** A WhatsApp chat with `number` (written for people, `+92 300 555 0149`), its first message typed in. */
export function whatsappHref(number: string, text: string) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
