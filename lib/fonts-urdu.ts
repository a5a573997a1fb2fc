import { preload } from 'react-dom';

/**
 * The site's cut of Noto Nastaliq Urdu (scripts/subset-fonts.mjs writes it to
 * public/fonts/): app/globals.css names it after the reader's own copy, and
 * the Urdu pages preload it, so it is there for the first paint. Not
 * next/font: Turbopack would preload it on every page, English ones included.
 */
export const NASTALIQ_URL = '/fonts/noto-nastaliq-urdu.woff2';

/** Asks for the Nastaliq file with the page (the Urdu layout calls it). */
export function preloadNastaliq() {
  preload(NASTALIQ_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
