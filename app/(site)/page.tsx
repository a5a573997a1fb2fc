import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { AboutBlock } from '@/components/home/about-block';
import { VenturesSection } from '@/components/home/ventures-section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { getHomePage, getSettings } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { organizationLd } from '@/lib/structured-data';
import { setRequestLocale } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const [home, settings] = await Promise.all([getHomePage(), getSettings('en')]);
  return {
    ...(await pageMetadata({
      title: home.title,
      description: settings.description,
      path: ROUTES.home,
      image: home.hero.image,
      locale: 'en',
    })),
    title: { absolute: settings.name },
  };
}

export default async function HomePage() {
  setRequestLocale('en');
  const { hero, about, ventures } = await getHomePage();
  const settings = await getSettings('en');
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
