import { FeatureGrid } from '@/components/hotels/feature-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { LocationSection } from '@/components/venues/location-section';
import { MenuHighlights } from '@/components/venues/menu-highlights';
import { OpeningHours } from '@/components/venues/opening-hours';
import { VenueAbout } from '@/components/venues/venue-about';
import { RestaurantJsonLd } from '@/components/venues/venue-json-ld';
import { getCanadaLabels } from '@/lib/content/canada-portfolio';
import { getRestaurant } from '@/lib/content/canada-ventures';
import { fillTemplate, mapsUrls } from '@/lib/format';
import { telHref } from '@/lib/tel';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const restaurant = getRestaurant();

export const metadata = pageMetadata({
  title: restaurant.name,
  description: fillTemplate(restaurant.metaDescription, {
    subtitle: restaurant.subtitle,
    cuisine: restaurant.cuisine.join(', '),
    location: restaurant.location,
  }),
  path: ROUTES.restaurant,
  image: restaurant.heroImage,
});

export default function RestaurantPage() {
  const { hero, about, menu, features } = restaurant;
  return (
    <>
      <RestaurantJsonLd restaurant={restaurant} path={ROUTES.restaurant} />
      <PageHero
        eyebrow={fillTemplate(hero.eyebrow, { location: restaurant.location })}
        title={restaurant.name}
        lead={restaurant.subtitle}
        image={restaurant.heroImage}
      >
        <ButtonLink href={telHref(restaurant.phone)}>{hero.callButton}</ButtonLink>
        <ButtonLink href={mapsUrls(restaurant.address).directions} variant="ghost-light">
          {getCanadaLabels().location.directions}
        </ButtonLink>
      </PageHero>
      <VenueAbout
        eyebrow={about.eyebrow}
        title={about.title}
        paragraphs={about.paragraphs}
        aside={<OpeningHours hours={restaurant.hours} cuisine={restaurant.cuisine} />}
      />
      <Section id="menu" eyebrow={menu.eyebrow} title={menu.title}>
        <MenuHighlights items={menu.items} />
      </Section>
      <Section id="why" eyebrow={features.eyebrow} title={features.title} tone="white">
        <FeatureGrid items={features.items} />
      </Section>
      <LocationSection placeName={restaurant.name} address={restaurant.address} phone={restaurant.phone} phoneLabel={hero.callButton} />
    </>
  );
}
