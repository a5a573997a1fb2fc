import { FeatureGrid } from '@/components/hotels/feature-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { LocationSection } from '@/components/venues/location-section';
import { MenuHighlights } from '@/components/venues/menu-highlights';
import { OpeningHours } from '@/components/venues/opening-hours';
import { VenueAbout } from '@/components/venues/venue-about';
import { RestaurantJsonLd } from '@/components/venues/venue-json-ld';
import { getRestaurant, mapsUrls } from '@/lib/content/canada-portfolio';
import { telHref } from '@/lib/tel';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const restaurant = getRestaurant();

export const metadata = pageMetadata({
  title: restaurant.name,
  description: `${restaurant.subtitle}. ${restaurant.cuisine.join(', ')} in ${restaurant.location}.`,
  path: ROUTES.restaurant,
  image: restaurant.heroImage,
});

export default function RestaurantPage() {
  const hours = <OpeningHours hours={restaurant.hours} cuisine={restaurant.cuisine} />;
  return (
    <>
      <RestaurantJsonLd restaurant={restaurant} path={ROUTES.restaurant} />
      <PageHero eyebrow={`${restaurant.location} · Restaurant`} title={restaurant.name} lead={restaurant.subtitle} image={restaurant.heroImage}>
        <ButtonLink href={telHref(restaurant.phone)}>Call for Orders</ButtonLink>
        <ButtonLink href={mapsUrls(restaurant.address).directions} variant="ghost-light">
          Get Directions
        </ButtonLink>
      </PageHero>
      <VenueAbout eyebrow="About the restaurant" title="Grilled to order, served until midnight" paragraphs={restaurant.about} aside={hours} />
      <Section id="menu" eyebrow="From the kitchen" title="Menu highlights">
        <MenuHighlights items={restaurant.menuHighlights} />
      </Section>
      <Section id="why" eyebrow="Good to know" title="Why guests come back" tone="white">
        <FeatureGrid items={restaurant.features} />
      </Section>
      <LocationSection placeName={restaurant.name} address={restaurant.address} phone={restaurant.phone} phoneLabel="Call for Orders" />
    </>
  );
}
