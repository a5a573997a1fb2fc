import { ROUTES } from '@/lib/routes';
import { listHotels, listRecordPages } from './canada';
import { listProjectPages } from './pakistan';

/** Every canonical page of the English site, in the order the sitemap lists them. */
export const listCanonicalPaths = async (): Promise<string[]> => [
  ROUTES.home, ROUTES.about, ROUTES.canada,
  ...(await listHotels()).map((hotel) => ROUTES.hotel(hotel.slug)),
  ...(await listRecordPages()).map((record) => ROUTES.record(record.slug)),
  ROUTES.pakistan, ROUTES.deliveredProjects, ROUTES.ongoingProjects,
  ...(await listProjectPages('en')).map((project) => ROUTES.project(project.slug)),
];
