import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { getNavigation, getSettings } from '@/lib/content/site';
import { pathIn, ROUTES } from '@/lib/routes';
import type { HeaderWords } from './header-words';
import { LanguageSwitch } from './language-switch';
import { LinkLabel, otherLanguage } from './link-label';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavDropdown } from './nav-dropdown';

/** The fixed header, in the page's language: an Urdu page's links lead to Urdu pages where there are some, and say so where not. */
export async function Header() {
  const locale = await getLocale();
  const other = locale === 'en' ? 'ur' : 'en';
  const [navigation, { name }, chrome, language, otherLanguageWords] = await Promise.all([
    getNavigation(locale),
    getSettings(locale),
    getTranslations('chrome'),
    getTranslations('language'),
    getTranslations({ locale: other, namespace: 'language' }),
  ]);
  const switchWords = { name: otherLanguageWords('name'), page: language('switchLabel'), home: language('homeLabel') };
  const words: HeaderWords = {
    inEnglish: language('inEnglish'),
    mobileMenu: {
      label: chrome('mobileMenu.label'),
      open: chrome('mobileMenu.open'),
      close: chrome('mobileMenu.close'),
    },
  };
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-cedar-800/60 pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] print:hidden">
      {/* The blur sits on a layer of its own: on the header it would make the header the
          containing block of the phone menu's fixed panel, a 56 px strip under the bar. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-cedar-950/95 backdrop-blur" />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-5 sm:px-8">
        <Link
          href={pathIn(ROUTES.home, locale)}
          className="flex min-h-11 items-center gap-3 text-ivory"
          aria-label={`${name}, ${chrome('homeLink')}`}
        >
          <Logo />
        </Link>
        <nav aria-label={chrome('menuLabel')} className="ms-auto hidden items-center gap-0.5 lg:flex xl:gap-1">
          {navigation.links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              {...otherLanguage(link.english)}
              className="flex min-h-11 items-center rounded-full px-2 text-sm font-medium text-ivory/90 hover:text-brass-300 xl:px-3"
            >
              <LinkLabel item={link} inEnglish={words.inEnglish} />
            </Link>
          ))}
          {navigation.menus.map((menu) => (
            <NavDropdown key={menu.id} menu={menu} words={words} />
          ))}
          <Link href={navigation.contact.href} className={buttonClasses('primary', 'ms-2 min-h-10 py-2 xl:ms-3')}>
            {navigation.contact.label}
          </Link>
        </nav>
        {/* On a phone too, beside the menu button: the other language is one tap away, the menu closed. */}
        <div className="flex items-center gap-1">
          <LanguageSwitch words={switchWords} />
          <MobileNav navigation={navigation} words={words} />
        </div>
      </div>
    </header>
  );
}
