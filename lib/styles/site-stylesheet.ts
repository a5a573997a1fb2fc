import '@/app/globals.css';

/**
 * The site's stylesheet as the server render inlines it. Under `next dev`
 * this module is what it looks like here: the stylesheet is linked the way
 * Next links CSS (and reloads it on every change), so there is nothing to
 * inline. A production build replaces it (next.config.mjs): for the server
 * render, with the stylesheet's text (scripts/site-stylesheet.mjs); for the
 * browser, with lib/styles/no-stylesheet.ts.
 */
const SITE_STYLESHEET = '';
export default SITE_STYLESHEET;
