import { residentialFacts } from '@/components/canada/labels';
import { FeatureGrid } from '@/components/hotels/feature-grid';
import { ActionBar } from '@/components/ui/action-bar';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { Residence } from '@/lib/content/canada';
import { getCopy } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import { ROUTES, contactHref } from '@/lib/routes';
import { telHref } from '@/lib/tel';
import { LocationSection } from './location-section';
import { ResidenceGallery } from './residence-gallery';
import { ResidenceOverview } from './residence-overview';
import { UnitTypes } from './unit-types';
import { ResidenceJsonLd } from './venue-json-ld';

type ResidencePageProps = { residence: Residence };

/** The shared layout of the residence pages (the suites, the estate residency). */
export async function ResidencePage({ residence }: ResidencePageProps) {
  const copy = await getCopy('residence');
  const labels = await getCopy('canada-labels');
  const contact = contactHref(
    fillTemplate(residence.cta.contactSubject, { name: residence.name }),
    residence.cta.team.slug,
  );
  return (
    <>
      <ResidenceJsonLd residence={residence} path={residence.href} />
      <PageHero
        eyebrow={[residence.location, ...residentialFacts(residence, labels.floors)].join(' · ')}
        title={residence.name}
        lead={residence.subtitle}
        image={residence.heroImage}
      >
        <ButtonLink href={contact}>{residence.cta.label}</ButtonLink>
        <ButtonLink href={telHref(residence.phone)} variant="ghost-light">
          {labels.location.call}
        </ButtonLink>
        <ButtonLink href={ROUTES.canada} variant="ghost-light">
          {copy.canadaButton}
        </ButtonLink>
      </PageHero>
      <ResidenceOverview residence={residence} copy={copy.about} floors={labels.floors} />
      <Section id="features" eyebrow={copy.features.eyebrow} title={copy.features.title}>
        <FeatureGrid items={residence.features} columns={residence.features.length % 3 === 0 ? 3 : 4} />
      </Section>
      <Section id="homes" eyebrow={copy.units.eyebrow} title={copy.units.title} tone="white">
        <UnitTypes units={residence.unitTypes} copy={copy.units} area={labels.area} />
      </Section>
      <Section id="gallery" eyebrow={copy.gallery.eyebrow} title={copy.gallery.title}>
        <ResidenceGallery images={residence.images} />
      </Section>
      <LocationSection placeName={residence.name} address={residence.address} phone={residence.phone} />
      <Section
        id="enquire"
        eyebrow={copy.enquire.eyebrow}
        title={fillTemplate(copy.enquire.title, { name: residence.name })}
        intro={residence.description}
        tone="dark"
      >
        <ButtonLink href={contact}>{residence.cta.label}</ButtonLink>
      </Section>
      <ActionBar
        phone={residence.phone}
        callLabel={labels.location.call}
        action={{ href: contact, label: residence.cta.label }}
      />
    </>
  );
}
