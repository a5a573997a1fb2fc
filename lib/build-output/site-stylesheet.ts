import '@/app/globals.css';

/**
 * The site's stylesheet as the server render inlines it, before a build has
 * compiled it: what `next dev` imports as `#generated/site-stylesheet`
 * (package.json "imports"), and what generated/site-stylesheet.ts holds until
 * `npm run build` writes the compiled text there (scripts/site-stylesheet.mjs).
 * Under `next dev` the stylesheet is linked the way Next links CSS (and
 * reloads it on every change), so there is nothing to inline.
 */
const SITE_STYLESHEET = '';
export default SITE_STYLESHEET;
/** The print rules' file: none, `next dev` links globals.css whole. */
export const PRINT_STYLESHEET: string | null = null;
