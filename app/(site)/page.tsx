import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { AboutBlock } from '@/components/home/about-block';
import { VenturesSection } from '@/components/home/ventures-section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { getSettings } from '@/lib/content/settings';
import { getCompany } from '@/lib/content/company';
import { listVentures } from '@/lib/content/ventures';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { SITE_URL, absoluteUrl } from '@/lib/site-url';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Hospitality and Real Estate since 1985', description: getSettings().description, path: '/', image: getCompany().hero.image }),
  title: { absolute: getSettings().name },
};

export default function HomePage() {
  const company = getCompany();
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: getSettings().name,
          url: SITE_URL,
          logo: absoluteUrl('/icon.svg'),
          email: getSettings().email,
          foundingDate: String(getSettings().founded),
          description: getSettings().description,
          sameAs: getSettings().social.map((social) => social.href),
          address: [getSettings().offices.canada.address, getSettings().offices.pakistan.address],
        }}
      />
      <PageHero eyebrow={company.hero.eyebrow} title={company.hero.title} lead={company.hero.lead} image={company.hero.image}>
        <ButtonLink href={ROUTES.canada}>Discover Our Projects</ButtonLink>
        <ButtonLink href={ROUTES.about} variant="ghost-light">
          Learn About Us
        </ButtonLink>
      </PageHero>
      <AboutBlock about={company.about} />
      <VenturesSection ventures={listVentures()} />
      <ContactSection />
    </>
  );
}
