'use client';

import { usePathname } from 'next/navigation';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { otherLanguagePage } from '@/lib/routes';

/** The switch's words: the other language's name in itself, and what screen readers hear before it, in the page's language. */
export type LanguageSwitchWords = {
  /** اردو on an English page, English on an Urdu one. */
  name: string;
  /** "Read this page in": the switch leads to the same page. */
  page: string;
  /** "Home page in": this page is in one language only, and the switch leads to the other language's home. */
  home: string;
};

type LanguageSwitchProps = { words: LanguageSwitchWords };

/**
 * The header's link to this page in the other language, or to that language's home where the page
 * has no counterpart (lib/routes.ts, `otherLanguagePage`). A client leaf only to know the page: the
 * header is rendered once for every page of a language, by its layout, which is not told the path.
 * The prerendered HTML carries the right address, so it works before (and without) JavaScript.
 */
export function LanguageSwitch({ words }: LanguageSwitchProps) {
  const { locale, href, counterpart } = otherLanguagePage(usePathname());
  const { lang, dir, hreflang } = LANGUAGE_TAGS[locale];
  return (
    // A plain link: the other language is another root layout, which the browser loads afresh
    // (next/link would prefetch it for nothing).
    <a
      href={href}
      hrefLang={hreflang}
      // To the same place on the counterpart: the query (a schedule's size and plan, the form's
      // subject) and the #part. Read when followed, as an in-page link changes them without a render.
      onClick={
        counterpart
          ? (event) => {
              event.currentTarget.href = `${href}${location.search}${location.hash}`;
            }
          : undefined
      }
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full border border-ivory/40 px-3 text-sm font-semibold whitespace-nowrap text-ivory hover:border-brass-300 hover:text-brass-300 print:hidden"
    >
      <span className="sr-only">{counterpart ? words.page : words.home} </span>
      <span lang={lang} dir={dir}>
        {words.name}
      </span>
    </a>
  );
}
