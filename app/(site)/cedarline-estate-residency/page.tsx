import { ResidencePage } from '@/components/venues/residence-page';
import { getResidenceCopy, getEstateResidency } from '@/lib/content/canada-residential';
import { fillTemplate } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const estate = getEstateResidency();

export const metadata = pageMetadata({
  title: estate.name,
  description: fillTemplate(getResidenceCopy().metaDescription, { subtitle: estate.subtitle, description: estate.description }),
  path: ROUTES.estateResidency,
  image: estate.heroImage,
});

export default function EstateResidencyPage() {
  return <ResidencePage residence={estate} path={ROUTES.estateResidency} />;
}
