import { getTranslations } from 'next-intl/server';

export async function SkipLink() {
  const t = await getTranslations('chrome');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:rounded-full focus:bg-brass-400 focus:px-5 focus:py-3 focus:font-semibold focus:text-cedar-950"
    >
      {t('skipToContent')}
    </a>
  );
}
