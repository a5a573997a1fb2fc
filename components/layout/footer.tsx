import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import { BELOW_FOLD, PAGE_END } from '@/lib/below-fold';
import { getSettings, listFooterLinks } from '@/lib/content/site';
import { LinkLabel, otherLanguage } from './link-label';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';

export async function Footer() {
  const locale = await getLocale();
  const [settings, t, language, quickLinks] = await Promise.all([
    getSettings(locale),
    getTranslations('chrome'),
    getTranslations('language'),
    listFooterLinks(locale),
  ]);
  return (
    // The page's head script may mark it near the screen before React hydrates it (lib/below-fold.ts).
    <footer id={PAGE_END} className={`bg-cedar-950 text-ivory print:hidden ${BELOW_FOLD}`} suppressHydrationWarning>
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-3">
            <Logo />
          </div>
          <p className="mt-5 max-w-md text-sm text-ivory/80">{settings.description}</p>
          <ul className="mt-6 flex gap-3" aria-label={t('socialMedia')}>
            {settings.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-11 w-11 items-center justify-center rounded-full border border-cedar-700 text-ivory hover:border-brass-400 hover:text-brass-300"
                >
                  <SocialIcon network={social.label} />
                  <span className="sr-only">
                    {t('socialLink', { name: settings.shortName, network: social.label })} {t('opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase"
          >
            {t('quickLinks')}
          </h2>
          <ul className="mt-4 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  {...otherLanguage(link.english)}
                  className="inline-flex min-h-11 items-center text-sm text-ivory/85 hover:text-brass-300"
                >
                  <LinkLabel item={link} inEnglish={language('inEnglish')} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">{t('contact')}</h2>
          <address className="mt-4 space-y-3 text-sm text-ivory/85 not-italic">
            <p>
              <a href={`mailto:${settings.email}`} className="inline-flex min-h-11 items-center hover:text-brass-300">
                <Ltr>{settings.email}</Ltr>
              </a>
            </p>
            {/* The Canada office's address is written in English on every page. */}
            <p lang={locale === 'en' ? undefined : 'en'}>
              <Ltr>{settings.offices.canada.address}</Ltr>
            </p>
            <p>{settings.offices.pakistan.address}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-cedar-800">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-ivory/75 sm:px-8">
          {t('copyright', { year: settings.copyrightYear, name: settings.name })}
        </p>
      </div>
    </footer>
  );
}
