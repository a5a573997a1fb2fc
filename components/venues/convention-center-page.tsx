import { FeatureGrid } from '@/components/hotels/feature-grid';
import { PropertyDetails } from '@/components/hotels/property-details';
import { Rating } from '@/components/hotels/rating';
import { ActionBar } from '@/components/ui/action-bar';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { EventCards } from './event-cards';
import { Halls } from './halls';
import { LocationSection } from './location-section';
import { VenueAbout } from './venue-about';
import { ConventionCenterJsonLd } from './venue-json-ld';
import type { ConventionCenter } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { telHref } from '@/lib/tel';
import { getCopy } from '@/lib/content/site';

type ConventionCenterPageProps = { venue: ConventionCenter };

/** The convention centre's page: its halls, events and services, and where it is. */
export async function ConventionCenterPage({ venue }: ConventionCenterPageProps) {
  const labels = await getCopy('canada-labels');
  const { glance, halls } = venue;
  const largest = halls.items[0];
  return (
    <>
      <ConventionCenterJsonLd venue={venue} path={ROUTES.record(venue.slug)} />
      <PageHero
        eyebrow={fillTemplate(venue.hero.eyebrow, { location: venue.location })}
        title={venue.name}
        image={venue.heroImage}
        lead={
          <>
            <p>{venue.subtitle}</p>
            <Rating rating={venue.rating} reviews={venue.reviews} tone="light" className="mt-4 text-base" />
          </>
        }
      >
        <ButtonLink href={venue.quoteUrl}>{venue.hero.quoteButton}</ButtonLink>
        <ButtonLink href={telHref(venue.phone)} variant="ghost-light">
          {labels.location.call}
        </ButtonLink>
      </PageHero>
      <VenueAbout
        eyebrow={venue.about.eyebrow}
        title={venue.about.title}
        paragraphs={venue.about.paragraphs}
        aside={
          <PropertyDetails
            title={glance.title}
            items={[
              { label: glance.hallsLabel, value: String(halls.items.length) },
              ...(largest
                ? [
                    {
                      label: fillTemplate(glance.capacityLabel, { hall: largest.name }),
                      value: fillTemplate(glance.capacityValue, { banquet: largest.banquet, theatre: largest.theatre }),
                    },
                  ]
                : []),
              { label: glance.sinceLabel, value: String(venue.year) },
              { label: glance.phoneLabel, value: venue.phone },
            ]}
          />
        }
      />
      <Section id="halls" eyebrow={halls.eyebrow} title={halls.title}>
        <Halls halls={halls} area={labels.area} />
      </Section>
      <Section id="events" eyebrow={venue.eventTypes.eyebrow} title={venue.eventTypes.title} tone="sand">
        <FeatureGrid items={venue.eventTypes.items} columns={3} />
      </Section>
      <Section id="services" eyebrow={venue.services.eyebrow} title={venue.services.title} tone="white">
        <FeatureGrid items={venue.services.items} />
      </Section>
      <Section id="plan" eyebrow={venue.eventCards.eyebrow} title={venue.eventCards.title}>
        <EventCards cards={venue.eventCards} />
      </Section>
      <LocationSection placeName={venue.name} address={venue.address} phone={venue.phone} />
      <ActionBar
        phone={venue.phone}
        callLabel={labels.location.call}
        action={{ href: venue.quoteUrl, label: venue.hero.quoteButton }}
      />
    </>
  );
}
