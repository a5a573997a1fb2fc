import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { hasUrdu, linkIn } from '@/lib/routes';

type LanguageSwitchProps = {
  /** The English page's path (with its #part, if the switch should land on one); its Urdu counterpart is under /ur. */
  path: string;
  /** On a dark band (a hero) or a light one. */
  tone?: 'dark' | 'light';
};

/**
 * The link to the same page in the other language, named in that language
 * (اردو, English) and announced in this one: "Read this page in: English".
 * Nothing on a page that has no counterpart.
 */
export async function LanguageSwitch({ path, tone = 'dark' }: LanguageSwitchProps) {
  const locale = await getLocale();
  if (!hasUrdu(path.replace(/[?#].*$/, '') || '/')) return null;
  const other = locale === 'en' ? 'ur' : 'en';
  const [here, there] = await Promise.all([getTranslations('language'), getTranslations({ locale: other, namespace: 'language' })]);
  const { lang, dir, hreflang } = LANGUAGE_TAGS[other];
  const colours = tone === 'dark' ? 'border-ivory/40 text-ivory hover:border-brass-300 hover:text-brass-300' : 'border-cedar-700/40 text-cedar-800 hover:border-cedar-700';
  return (
    <Link
      href={other === 'ur' ? linkIn(path, 'ur').href : path}
      hrefLang={hreflang}
      // The other language is another root layout, loaded afresh: nothing to prefetch (see otherLanguage).
      prefetch={false}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold print:hidden ${colours}`}
    >
      <span className="sr-only">{here('switchLabel')} </span>
      <span lang={lang} dir={dir}>
        {there('name')}
      </span>
    </Link>
  );
}
