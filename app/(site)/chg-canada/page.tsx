import { CanadaClosing } from '@/components/canada/canada-closing';
import { HotelCard } from '@/components/canada/hotel-card';
import { PortfolioGrid, PortfolioGridItem } from '@/components/canada/portfolio-grid';
import { ResidentialCard } from '@/components/canada/residential-card';
import { VentureCard } from '@/components/canada/venture-card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import {
  getCanadaOverview,
  listCanadaHotels,
  listCommercialVentures,
  listResidentialProjects,
} from '@/lib/content/canada-portfolio';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const overview = getCanadaOverview();

export const metadata = pageMetadata({
  title: 'CHG Canada: Hotels, Venues and Residences in Ontario',
  description: overview.lead,
  path: ROUTES.canada,
  image: overview.heroImage,
});

export default function CanadaPage() {
  const { sections } = overview;
  return (
    <>
      <PageHero eyebrow={overview.eyebrow} title={overview.title} lead={overview.lead} image={overview.heroImage} />
      <Section id="hotels" {...sections.hotels}>
        <PortfolioGrid>
          {listCanadaHotels().map((hotel, index) => (
            <PortfolioGridItem key={hotel.id} index={index}>
              <HotelCard hotel={hotel} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section id="residential" tone="sand" {...sections.residential}>
        <PortfolioGrid>
          {listResidentialProjects().map((project, index) => (
            <PortfolioGridItem key={project.id} index={index}>
              <ResidentialCard project={project} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section id="commercial" {...sections.commercial}>
        <PortfolioGrid>
          {listCommercialVentures().map((venture, index) => (
            <PortfolioGridItem key={venture.id} index={index}>
              <VentureCard venture={venture} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <CanadaClosing {...overview.closing} />
    </>
  );
}
