import type { ReactNode } from 'react';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { SiteFrame } from './site-frame';
import { DrawnMark, Stylesheet } from './stylesheet';

type DocumentProps = { locale: Locale; children: ReactNode };

/**
 * The html and body of every public page, in its language: `lang` and `dir`
 * (Urdu runs right to left, and the layout mirrors with it), the stylesheet,
 * and the header, main and footer around the page. Its head's script marks
 * `<html>` drawn after the first frame (lib/below-fold.ts): an attribute the
 * markup does not have.
 */
export function Document({ locale, children }: DocumentProps) {
  const { lang, dir } = LANGUAGE_TAGS[locale];
  return (
    <html lang={lang} dir={dir} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col print:block print:min-h-0">
        <Stylesheet />
        {/*
          An Urdu page is drawn whole, once its footer is read: its text, laid out in the fallback faces until the
          web ones arrive, takes two to three times an English page's time, and drawn as it arrived, the rest under
          the header was laid out in one task after the first paint, 120–250 ms on a slow phone (docs/performance.md).
        */}
        <DrawnMark whole={locale === 'ur'} />
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  );
}
