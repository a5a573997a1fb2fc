/**
 * The choices the group's own records offer, stated once for the zod schemas
 * and the editor's selects. Pure data: the admin's browser bundle imports it too.
 */
import { ROUTES } from '@/lib/routes';

/** The teams of the About page, in the order it shows them. */
export const TEAMS = ['leadership', 'canada', 'builders'] as const;
export type Team = (typeof TEAMS)[number];

/** The companies (named in the site settings) that have an overview page. */
export const COMPANIES = ['canada', 'builders'] as const;
export type Company = (typeof COMPANIES)[number];

export const COMPANY_PAGES: Record<Company, string> = { canada: ROUTES.canada, builders: ROUTES.pakistan };
