import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { getContactPage } from '@/lib/content/site';
import { setRequestLocale } from 'next-intl/server';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** /ur: the home page's contact section in Urdu, the form writing to Karachi sales. */
export async function generateMetadata(): Promise<Metadata> {
  const contact = await getContactPage('ur');
  return pageMetadata({ title: contact.title, description: contact.intro, path: ROUTES.home, locale: 'ur' });
}

export default function UrduHomePage() {
  setRequestLocale('ur');
  return <ContactSection page />;
}
