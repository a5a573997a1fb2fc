import { FeatureGrid } from '@/components/hotels/feature-grid';
import { PropertyDetails } from '@/components/hotels/property-details';
import { Rating } from '@/components/hotels/rating';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { EventCards } from '@/components/venues/event-cards';
import { Halls } from '@/components/venues/halls';
import { LocationSection } from '@/components/venues/location-section';
import { VenueAbout } from '@/components/venues/venue-about';
import { ConventionCenterJsonLd } from '@/components/venues/venue-json-ld';
import { getCanadaLabels } from '@/lib/content/canada-portfolio';
import { getConventionCenter } from '@/lib/content/canada-ventures';
import { fillTemplate, formatCount } from '@/lib/format';
import { telHref } from '@/lib/tel';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const venue = getConventionCenter();

export const metadata = pageMetadata({
  title: venue.name,
  description: fillTemplate(venue.metaDescription, { subtitle: venue.subtitle, rating: venue.rating, reviews: formatCount(venue.reviews) }),
  path: ROUTES.conventionCenter,
  image: venue.heroImage,
});

export default function ConventionCenterPage() {
  const labels = getCanadaLabels();
  const { glance, halls } = venue;
  const largest = halls.items[0];
  return (
    <>
      <ConventionCenterJsonLd venue={venue} path={ROUTES.conventionCenter} />
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
    </>
  );
}
