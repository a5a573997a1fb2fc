import { ResidencePage } from '@/components/venues/residence-page';
import { getResidenceCopy, getSuites } from '@/lib/content/canada-residential';
import { fillTemplate } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const suites = getSuites();

export const metadata = pageMetadata({
  title: suites.name,
  description: fillTemplate(getResidenceCopy().metaDescription, { subtitle: suites.subtitle, description: suites.description }),
  path: ROUTES.suites,
  image: suites.heroImage,
});

export default function SuitesPage() {
  return <ResidencePage residence={suites} path={ROUTES.suites} />;
}
