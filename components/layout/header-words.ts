/** The header's words its menus (client islands: mobile-nav.tsx, nav-dropdown.tsx) are given by the header (header.tsx). */
export type HeaderWords = { inEnglish: string; mobileMenu: { label: string; open: string; close: string } };
