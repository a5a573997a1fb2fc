import { HotelCard } from '@/components/canada/hotel-card';
import { PortfolioGrid, PortfolioGridItem } from '@/components/canada/portfolio-grid';
import { ResidentialCard } from '@/components/canada/residential-card';
import { VentureCard } from '@/components/canada/venture-card';
import { ClosingSection } from '@/components/ui/closing-section';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getCanadaLabels, getCanadaPage } from '@/lib/content/canada-portfolio';
import { listResidentialProjects } from '@/lib/content/canada-residential';
import { listCommercialVentures } from '@/lib/content/canada-ventures';
import { listCanadaHotels } from '@/lib/content/hotels';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const page = getCanadaPage();

export const metadata = pageMetadata({
  title: page.metaTitle,
  description: page.lead,
  path: ROUTES.canada,
  image: page.heroImage,
});

export default function CanadaPage() {
  const { hotels, residential, commercial } = page;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} image={page.heroImage} />
      <Section id="hotels" eyebrow={hotels.eyebrow} title={hotels.title} intro={hotels.intro}>
        <PortfolioGrid>
          {listCanadaHotels().map((hotel, index) => (
            <PortfolioGridItem key={hotel.slug} index={index}>
              <HotelCard hotel={hotel} copy={hotels} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section id="residential" tone="sand" eyebrow={residential.eyebrow} title={residential.title} intro={residential.intro}>
        <PortfolioGrid>
          {listResidentialProjects().map((project, index) => (
            <PortfolioGridItem key={project.slug} index={index}>
              <ResidentialCard project={project} copy={residential} floors={getCanadaLabels().floors} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section id="commercial" eyebrow={commercial.eyebrow} title={commercial.title} intro={commercial.intro}>
        <PortfolioGrid>
          {listCommercialVentures().map((venture, index) => (
            <PortfolioGridItem key={venture.slug} index={index}>
              <VentureCard venture={venture} copy={commercial} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <ClosingSection id="get-in-touch" eyebrow={page.closing.eyebrow} copy={page.closing} />
    </>
  );
}
