import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { PageButtonLink } from '@/components/ui/page-button-link';
import { getCopy } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { unlistedPageMetadata } from '@/lib/seo';
import { LogMissingPath } from './log-missing-path';

/** The 404 page's title, kept out of search results. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  return unlistedPageMetadata((await getCopy('not-found-page', locale)).title, locale);
}

/** The page a visitor sees for any unknown path, in the language of the part of the site they were in. */
export async function NotFoundView() {
  const locale = await getLocale();
  const copy = await getCopy('not-found-page', locale);
  return (
    <section className="flex min-h-[70vh] items-center bg-ivory pt-28 pb-20">
      <div className="mx-auto max-w-2xl px-5 text-center sm:px-8">
        <LogMissingPath />
        <h1 className="font-display text-8xl text-brass-500">{copy.code}</h1>
        {/* Nastaliq's letters rise well above their line: in Urdu (the one right-to-left page) the
            heading needs more room under the numerals, or it touches them. */}
        <h2 className="mt-4 text-3xl rtl:mt-8">{copy.title}</h2>
        <p className="mt-4 text-lg text-muted">{copy.text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <PageButtonLink href={ROUTES.home} variant="secondary">
            {copy.homeButton}
          </PageButtonLink>
          <PageButtonLink href={ROUTES.about} variant="outline">
            {copy.aboutButton}
          </PageButtonLink>
        </div>
      </div>
    </section>
  );
}
