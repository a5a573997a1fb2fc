import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';
import { SkipLink } from './skip-link';

type SiteFrameProps = { children: ReactNode };

/** Header, main and footer around every public page, the not-found pages included, in the page's language. */
export function SiteFrame({ children }: SiteFrameProps) {
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
