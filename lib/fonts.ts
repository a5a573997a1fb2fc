import localFont from 'next/font/local';

/**
 * Both faces are cut down before every build to the characters the site
 * shows (scripts/subset-fonts.mjs, which explains what each keeps): about
 * 41 kB together instead of 70 kB. next/font needs the options as literals,
 * so the weight range below repeats the one the script keeps (a test
 * compares them).
 *
 * Neither is preloaded: Chromium holds a page's first frame until its
 * preloaded fonts have arrived, and on a slow phone that held the hero back
 * (docs/performance.md, "The first frame"). `optional`: a face that is not
 * there when the text is first laid out (on a first visit it never is, even
 * from 127.0.0.1) is not swapped in later, so nothing moves: the first page of
 * a visit stays in its metric-adjusted fallbacks. The face, fetched all the
 * same, is there on the next page loaded afresh (a reload, a new tab, the next
 * visit) and, handed over by components/layout/font-handover.tsx, on the next
 * page the visitor opens by a link. With `swap` the late faces rewrapped
 * lines and moved whole sections (CLS 0.016 on home, 0.021 on /about).
 * Putting the display face into each page as `block` (headings in it from
 * the first frame) moved content too, and was dropped.
 *
 * Inter's weight axis keeps 400–600: the site sets regular, medium and
 * semibold body text, nothing bolder.
 */
export const inter = localFont({
  src: '../node_modules/.cache/cedarline-fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 600',
  display: 'optional',
  preload: false,
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
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});
