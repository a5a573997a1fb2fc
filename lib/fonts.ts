import localFont from 'next/font/local';

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

/**
 * The display face is only ever set at its regular weight (headings, figures,
 * the wordmark), so one static Latin file (22 kB) replaces the variable one
 * (38 kB). Four figures inside medium-weight text ask for 500: the file
 * claims 400–500 so they get the regular cut (a hair lighter than the
 * variable font's 500), never a synthetic bold.
 */
export const playfair = localFont({
  src: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  variable: '--font-playfair',
  weight: '400 500',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
});
