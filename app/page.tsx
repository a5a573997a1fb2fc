import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { AboutBlock } from '@/components/home/about-block';
import { VenturesSection } from '@/components/home/ventures-section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';
import { getCompany } from '@/lib/content/company';
import { listVentures } from '@/lib/content/ventures';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { SITE_URL, absoluteUrl } from '@/lib/site-url';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Hospitality and Real Estate since 1985', description: site.description, path: '/', image: getCompany().hero.image }),
  title: { absolute: site.name },
};

export default function HomePage() {
  const company = getCompany();
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: site.name,
          url: SITE_URL,
          logo: absoluteUrl('/icon.svg'),
          email: site.email,
          foundingDate: String(site.founded),
          description: site.description,
          sameAs: site.social.map((social) => social.href),
          address: [site.offices.canada.address, site.offices.pakistan.address],
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
