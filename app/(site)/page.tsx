import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { AboutBlock } from '@/components/home/about-block';
import { VenturesSection } from '@/components/home/ventures-section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { getHomePage } from '@/lib/content/company';
import { getSettings } from '@/lib/content/settings';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { organizationLd } from '@/lib/structured-data';

export const metadata: Metadata = {
  ...pageMetadata({ title: getHomePage().title, description: getSettings().description, path: ROUTES.home, image: getHomePage().hero.image }),
  title: { absolute: getSettings().name },
};

export default function HomePage() {
  const { hero, about, ventures } = getHomePage();
  const settings = getSettings();
  return (
    <>
      <JsonLd data={organizationLd(settings)} />
      <PageHero eyebrow={`${hero.eyebrow} ${settings.founded}`} title={hero.title} lead={hero.lead} image={hero.image}>
        <ButtonLink href={ROUTES.canada}>{hero.primaryButton}</ButtonLink>
        <ButtonLink href={ROUTES.about} variant="ghost-light">
          {hero.secondaryButton}
        </ButtonLink>
      </PageHero>
      <AboutBlock about={about} founded={settings.founded} yearsOfExperience={settings.yearsOfExperience} />
      <VenturesSection ventures={ventures} />
      <ContactSection />
    </>
  );
}
