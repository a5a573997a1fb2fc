import { FeatureGrid } from '@/components/hotels/feature-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { residentialFacts, type Residence } from '@/lib/content/canada-portfolio';
import { ROUTES, contactHref } from '@/lib/routes';
import { LocationSection } from './location-section';
import { ResidenceGallery } from './residence-gallery';
import { ResidenceOverview } from './residence-overview';
import { UnitTypes } from './unit-types';
import { ResidenceJsonLd } from './venue-json-ld';

type ResidencePageProps = { residence: Residence; path: string; ctaLabel: string };

/** The shared layout of the suites and estate residency pages. */
export function ResidencePage({ residence, path, ctaLabel }: ResidencePageProps) {
  const contact = contactHref(residence.contactSubject);
  return (
    <>
      <ResidenceJsonLd residence={residence} path={path} />
      <PageHero
        eyebrow={`${residence.location} · ${residentialFacts(residence).join(' · ')}`}
        title={residence.name}
        lead={residence.subtitle}
        image={residence.heroImage}
      >
        <ButtonLink href={contact}>{ctaLabel}</ButtonLink>
        <ButtonLink href={ROUTES.canada} variant="ghost-light">
          View CHG Canada
        </ButtonLink>
      </PageHero>
      <ResidenceOverview residence={residence} />
      <Section id="features" eyebrow="Living here" title="Features">
        <FeatureGrid items={residence.features} columns={residence.features.length % 3 === 0 ? 3 : 4} />
      </Section>
      <Section id="homes" eyebrow="Floor plans" title="Unit details" tone="white">
        <UnitTypes units={residence.unitTypes} />
      </Section>
      <Section id="gallery" eyebrow="Take a look" title="Gallery">
        <ResidenceGallery images={residence.images} />
      </Section>
      <LocationSection placeName={residence.name} address={residence.address} />
      <Section id="enquire" eyebrow="Enquire" title={`Interested in ${residence.name}?`} intro={residence.description} tone="dark">
        <ButtonLink href={contact}>{ctaLabel}</ButtonLink>
      </Section>
    </>
  );
}
