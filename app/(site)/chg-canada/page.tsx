import { HotelCard } from '@/components/canada/hotel-card';
import { PortfolioGrid, PortfolioGridItem } from '@/components/canada/portfolio-grid';
import { ResidentialCard } from '@/components/canada/residential-card';
import { VentureCard } from '@/components/canada/venture-card';
import { ClosingSection } from '@/components/ui/closing-section';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getCanadaPage, listCanadaHotels, listCommercialVentures, listResidentialProjects } from '@/lib/content/canada';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';
import { getCopy } from '@/lib/content/site';

export async function generateMetadata() {
  const page = await getCanadaPage();
  return pageMetadata({
    title: page.metaTitle,
    description: page.lead,
    path: ROUTES.canada,
    image: page.heroImage,
    locale: 'en',
  });
}

export default async function CanadaPage() {
  setRequestLocale('en');
  const page = await getCanadaPage();
  const { hotels, residential, commercial } = page;
  const { floors } = await getCopy('canada-labels');
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} image={page.heroImage} />
      <Section id="hotels" eyebrow={hotels.eyebrow} title={hotels.title} intro={hotels.intro}>
        <PortfolioGrid>
          {(await listCanadaHotels()).map((hotel, index) => (
            <PortfolioGridItem key={hotel.slug} index={index}>
              <HotelCard hotel={hotel} copy={hotels} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section
        id="residential"
        tone="sand"
        eyebrow={residential.eyebrow}
        title={residential.title}
        intro={residential.intro}
      >
        <PortfolioGrid>
          {(await listResidentialProjects()).map((project, index) => (
            <PortfolioGridItem key={project.slug} index={index}>
              <ResidentialCard project={project} copy={residential} floors={floors} />
            </PortfolioGridItem>
          ))}
        </PortfolioGrid>
      </Section>
      <Section id="commercial" eyebrow={commercial.eyebrow} title={commercial.title} intro={commercial.intro}>
        <PortfolioGrid>
          {(await listCommercialVentures()).map((venture, index) => (
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
