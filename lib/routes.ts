/** The site's fixed routes. Record pages (hotels, projects) come from content getters. */
export const ROUTES = {
  home: '/',
  about: '/about',
  contact: '/#contact',
  canada: '/chg-canada',
  pakistan: '/chg-pakistan',
  deliveredProjects: '/delivered-projects',
  ongoingProjects: '/ongoing-projects',
  conventionCenter: '/oshawa-convention-center',
  restaurant: '/saffron-grill-burlington',
  suites: '/signature-suites-by-cedarline',
  estateResidency: '/cedarline-estate-residency',
  hotel: (slug: string) => `/hotels/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
} as const;

/**
 * `/#contact` with the subject filled in and the team that answers chosen
 * (a slug of content/teams/); either may be left out. Without a team the form
 * opens on general enquiries.
 */
export function contactHref(subject?: string | null, team?: string | null) {
  const query = Object.entries({ subject, team })
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return query ? `/?${query}#contact` : ROUTES.contact;
}

/** A WhatsApp chat with `number` (written for people, `+92 300 555 0149`), its first message typed in. */
export function whatsappHref(number: string, text: string) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
