import { getTranslations } from 'next-intl/server';
import { getSettings } from '@/lib/content/site';

/**
 * The group's wordmark: a cedar mark and the name. The name is the brand's
 * own, in Latin letters on every page; the subtitle is in the page's language.
 * Decorative text is hidden; the link names the group.
 */
export async function Logo() {
  const [{ shortName }, t] = await Promise.all([getSettings('en'), getTranslations('chrome')]);
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-brass-400" fill="currentColor">
        <path d="M16 2 7 14h4l-6 8h8v8h6v-8h8l-6-8h4L16 2Z" />
      </svg>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span lang="en" className="font-display text-xl tracking-wide">
          {shortName}
        </span>
        <span className="text-[0.65rem] tracking-[0.3em] text-brass-300 uppercase">{t('logoSubtitle')}</span>
      </span>
    </>
  );
}
