import Link from 'next/link';
import { getSettings, getUi, listFooterLinks } from '@/lib/content/site';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';

export async function Footer() {
  const [settings, ui, quickLinks] = await Promise.all([getSettings(), getUi(), listFooterLinks()]);
  return (
    <footer className="bg-cedar-950 text-ivory print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-3">
            <Logo />
          </div>
          <p className="mt-5 max-w-md text-sm text-ivory/80">{settings.description}</p>
          <ul className="mt-6 flex gap-3" aria-label={ui.socialMedia}>
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
                    {settings.shortName} {ui.socialLinkJoiner} {social.label} {ui.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">
            {ui.quickLinks}
          </h2>
          <ul className="mt-4 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center text-sm text-ivory/85 hover:text-brass-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">{ui.contact}</h2>
          <address className="mt-4 space-y-3 text-sm text-ivory/85 not-italic">
            <p>
              <a href={`mailto:${settings.email}`} className="inline-flex min-h-11 items-center hover:text-brass-300">
                {settings.email}
              </a>
            </p>
            <p>{settings.offices.canada.address}</p>
            <p>{settings.offices.pakistan.address}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-cedar-800">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-ivory/75 sm:px-8">
          © {settings.copyrightYear} {settings.name}. {ui.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
