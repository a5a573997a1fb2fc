import { z } from 'zod';
import { footerLinks, navigation } from '@/content/navigation';
import { parseRecord } from './parse';

const internalHref = z.string().regex(/^\/[a-z0-9/#?=&-]*$/, 'must be a lowercase internal path');

export const navItemSchema = z.object({ label: z.string().min(1), href: internalHref.optional() });
export const navMenuSchema = z.object({ id: z.string().min(1), label: z.string().min(1), items: z.array(navItemSchema).min(1) });
export const navigationSchema = z.object({
  links: z.array(z.object({ label: z.string().min(1), href: internalHref })),
  menus: z.array(navMenuSchema),
  contact: z.object({ label: z.string().min(1), href: internalHref }),
});

export type NavItem = z.infer<typeof navItemSchema>;
export type NavMenu = z.infer<typeof navMenuSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

const parsed = parseRecord('content/navigation.ts', navigationSchema, navigation, 'navigation');
const parsedFooter = parseRecord(
  'content/navigation.ts',
  z.array(z.object({ label: z.string().min(1), href: internalHref })),
  footerLinks,
  'footerLinks',
);

export function getNavigation(): Navigation {
  return parsed;
}

export function listFooterLinks() {
  return parsedFooter;
}
