import localFont from 'next/font/local';

/**
 * Both faces are cut down before every build to the characters the site
 * shows (scripts/subset-fonts.mjs, which explains what each keeps): about
 * 41 kB together instead of 70 kB. next/font needs the options as literals,
 * so the weight range below repeats the one the script keeps (a test
 * compares them).
 *
 * Inter's weight axis keeps 400–600: the site sets regular, medium and
 * semibold body text, nothing bolder.
 */
export const inter = localFont({
  src: '../node_modules/.cache/cedarline-fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 600',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

/**
 * The display face is only ever set at its regular weight (headings, figures,
 * the wordmark), so it is one static file. Four figures inside medium-weight
 * text ask for 500: the file claims 400–500 so they get the regular cut,
 * never a synthetic bold.
 */
export const playfair = localFont({
  src: '../node_modules/.cache/cedarline-fonts/playfair-display.woff2',
  variable: '--font-playfair',
  weight: '400 500',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});
