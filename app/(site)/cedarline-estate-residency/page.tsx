import { ResidencePage } from '@/components/venues/residence-page';
import { getEstateResidency } from '@/lib/content/canada-portfolio';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const estate = getEstateResidency();

export const metadata = pageMetadata({
  title: estate.name,
  description: `${estate.subtitle}. ${estate.description}`,
  path: ROUTES.estateResidency,
  image: estate.heroImage,
});

export default function EstateResidencyPage() {
  return <ResidencePage residence={estate} path={ROUTES.estateResidency} ctaLabel="Register Your Interest" />;
}
