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
import { getConventionCenter } from '@/lib/content/canada-portfolio';
import { telHref } from '@/lib/tel';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const venue = getConventionCenter();

export const metadata = pageMetadata({
  title: venue.name,
  description: `${venue.subtitle}. Rated ${venue.rating} / 5 from ${venue.reviews} reviews.`,
  path: ROUTES.conventionCenter,
  image: venue.heroImage,
});

export default function ConventionCenterPage() {
  const largest = venue.halls[0];
  return (
    <>
      <ConventionCenterJsonLd venue={venue} path={ROUTES.conventionCenter} />
      <PageHero
        eyebrow={`${venue.location} · Event venue`}
        title={venue.name}
        image={venue.heroImage}
        lead={
          <>
            <p>{venue.subtitle}</p>
            <Rating rating={venue.rating} reviews={venue.reviews} tone="light" className="mt-4 text-base" />
          </>
        }
      >
        <ButtonLink href={venue.quoteUrl}>Request Quote</ButtonLink>
        <ButtonLink href={telHref(venue.phone)} variant="ghost-light">
          Call Us
        </ButtonLink>
      </PageHero>
      <VenueAbout
        eyebrow="About the venue"
        title="Celebrations and conferences, under one roof"
        paragraphs={venue.about}
        aside={
          <PropertyDetails
            title="Venue at a glance"
            items={[
              { label: 'Halls and rooms', value: String(venue.halls.length) },
              ...(largest ? [{ label: `${largest.name} capacity`, value: `${largest.banquet} banquet · ${largest.theatre} theatre` }] : []),
              { label: 'Operating since', value: String(venue.year) },
              { label: 'Phone', value: venue.phone },
            ]}
          />
        }
      />
      <Section id="halls" eyebrow="Spaces" title="Halls and capacities">
        <Halls halls={venue.halls} />
      </Section>
      <Section id="events" eyebrow="What we host" title="Event types" tone="sand">
        <FeatureGrid items={venue.eventTypes} columns={3} />
      </Section>
      <Section id="services" eyebrow="Included" title="Services" tone="white">
        <FeatureGrid items={venue.services} />
      </Section>
      <Section id="plan" eyebrow="Plan your event" title="Corporate and private events">
        <EventCards cards={venue.eventCards} />
      </Section>
      <LocationSection placeName={venue.name} address={venue.address} phone={venue.phone} />
    </>
  );
}
