import { FeatureGrid } from '@/components/hotels/feature-grid';
import { ActionBar } from '@/components/ui/action-bar';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { LocationSection } from './location-section';
import { MenuHighlights } from './menu-highlights';
import { OpeningHours } from './opening-hours';
import { VenueAbout } from './venue-about';
import { RestaurantJsonLd } from './venue-json-ld';
import type { Restaurant } from '@/lib/content/canada';
import { fillTemplate, mapsUrls } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { telHref } from '@/lib/tel';
import { getCopy } from '@/lib/content/site';

type RestaurantPageProps = { restaurant: Restaurant };

/** The restaurant's page: its hours, menu highlights and where it is. */
export async function RestaurantPage({ restaurant }: RestaurantPageProps) {
  const { hero, about, menu, features } = restaurant;
  const labels = await getCopy('canada-labels');
  return (
    <>
      <RestaurantJsonLd restaurant={restaurant} path={ROUTES.record(restaurant.slug)} />
      <PageHero
        eyebrow={fillTemplate(hero.eyebrow, { location: restaurant.location })}
        title={restaurant.name}
        lead={restaurant.subtitle}
        image={restaurant.heroImage}
      >
        <ButtonLink href={telHref(restaurant.phone)}>{hero.callButton}</ButtonLink>
        <ButtonLink href={mapsUrls(restaurant.address).directions} variant="ghost-light">
          {labels.location.directions}
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
      <LocationSection
        placeName={restaurant.name}
        address={restaurant.address}
        phone={restaurant.phone}
        phoneLabel={hero.callButton}
      />
      <ActionBar
        phone={restaurant.phone}
        callLabel={hero.callButton}
        action={{ href: mapsUrls(restaurant.address).directions, label: labels.location.directions }}
      />
    </>
  );
}
