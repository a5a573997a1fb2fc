import { listHotels } from './hotels';
import { listProjectPages } from './pakistan-projects';
import { ROUTES } from '@/lib/routes';

/** Every canonical page of the site, in the order the sitemap lists them. */
export function listCanonicalPaths(): string[] {
  return [
    ROUTES.home,
    ROUTES.about,
    ROUTES.canada,
    ...listHotels().map((hotel) => ROUTES.hotel(hotel.slug)),
    ROUTES.conventionCenter,
    ROUTES.restaurant,
    ROUTES.suites,
    ROUTES.estateResidency,
    ROUTES.pakistan,
    ROUTES.deliveredProjects,
    ROUTES.ongoingProjects,
    ...listProjectPages().map((project) => ROUTES.project(project.slug)),
  ];
}
