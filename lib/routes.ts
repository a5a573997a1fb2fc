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

/** `/#contact` with the subject field pre-filled. */
export function contactHref(subject: string) {
  return `/?subject=${encodeURIComponent(subject)}#contact`;
}
