import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { KarachiProjects } from '@/components/home/karachi-projects';
import { getCopy } from '@/lib/content/site';
import { setRequestLocale } from 'next-intl/server';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** /ur: the Karachi projects, delivered and on sale, then the contact section, the form writing to Karachi sales. */
export async function generateMetadata(): Promise<Metadata> {
  const home = await getCopy('urdu-home-page');
  return pageMetadata({ title: home.title, description: home.description, path: ROUTES.home, locale: 'ur' });
}

export default function UrduHomePage() {
  setRequestLocale('ur');
  return (
    <>
      <KarachiProjects />
      <ContactSection />
    </>
  );
}
