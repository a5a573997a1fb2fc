import { z } from 'zod';
import { listCanadaMenuItems } from './canada-portfolio';
import { internalHrefSchema, lineSchema } from './fields';
import { once, readSingleton } from './read';
import { getSettings } from './settings';
import { COMPANIES, COMPANY_PAGES, type Company } from './site-rules';

const linkSchema = z.object({ label: lineSchema, href: internalHrefSchema });

/** A footer link: a page with its own label, or a company's overview page, labelled with the company's name. */
const quickLinkSchema = z.discriminatedUnion('discriminant', [
  z.object({ discriminant: z.literal('page'), value: linkSchema }),
  z.object({ discriminant: z.literal('company'), value: z.enum(COMPANIES) }),
]);

export const navigationSchema = z.object({
  label: lineSchema,
  links: z.array(linkSchema).min(1),
  buildersMenu: z.array(linkSchema).min(1),
  underDevelopment: lineSchema,
  contact: linkSchema,
  mobile: z.object({ label: lineSchema, open: lineSchema, close: lineSchema }),
  quickLinks: z.array(quickLinkSchema).min(1),
});

export type Link = z.infer<typeof linkSchema>;
/** A menu entry; one without `href` has no page yet and is shown as under development. */
export type NavItem = { label: string; href?: string };
export type NavMenu = { id: Company; label: string; items: NavItem[] };

const readNavigation = once(() => readSingleton('navigation', navigationSchema));

/** A company's overview page, named as the settings name the company. */
export function companyLink(company: Company): Link {
  return { label: getSettings().companies[company], href: COMPANY_PAGES[company] };
}

/** The header: its links, the two company menus and the contact button, with the words of the mobile menu. */
export function getNavigation() {
  const { label, links, buildersMenu, underDevelopment, contact, mobile } = readNavigation();
  const menus: NavMenu[] = [
    { id: 'canada', label: companyLink('canada').label, items: listCanadaMenuItems() },
    { id: 'builders', label: companyLink('builders').label, items: buildersMenu },
  ];
  return { label, links, menus, underDevelopment, contact, mobile };
}

export type Navigation = ReturnType<typeof getNavigation>;

/** The footer's quick links, in order. */
export function listFooterLinks(): Link[] {
  return readNavigation().quickLinks.map((link) => (link.discriminant === 'page' ? link.value : companyLink(link.value)));
}
