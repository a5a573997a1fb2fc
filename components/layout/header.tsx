import Link from 'next/link';
import { getNavigation, getSettings, getUi } from '@/lib/content/site';
import { buttonClasses } from '@/components/ui/button-classes';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavDropdown } from './nav-dropdown';

export async function Header() {
  const [navigation, { name }, { homeLink }] = await Promise.all([getNavigation(), getSettings(), getUi()]);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-cedar-800/60 bg-cedar-950/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link href="/" className="flex min-h-11 items-center gap-3 text-ivory" aria-label={`${name}, ${homeLink}`}>
          <Logo />
        </Link>
        <nav aria-label={navigation.label} className="hidden items-center gap-1 lg:flex">
          {navigation.links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ivory/90 hover:text-brass-300"
            >
              {link.label}
            </Link>
          ))}
          {navigation.menus.map((menu) => (
            <NavDropdown key={menu.id} menu={menu} underDevelopment={navigation.underDevelopment} />
          ))}
          <Link href={navigation.contact.href} className={buttonClasses('primary', 'ml-3 min-h-10 py-2')}>
            {navigation.contact.label}
          </Link>
        </nav>
        <MobileNav navigation={navigation} />
      </div>
    </header>
  );
}
