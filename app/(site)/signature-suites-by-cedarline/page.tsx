import { ResidencePage } from '@/components/venues/residence-page';
import { getSuites } from '@/lib/content/canada-portfolio';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const suites = getSuites();

export const metadata = pageMetadata({
  title: suites.name,
  description: `${suites.subtitle}. ${suites.description}`,
  path: ROUTES.suites,
  image: suites.heroImage,
});

export default function SuitesPage() {
  return <ResidencePage residence={suites} path={ROUTES.suites} ctaLabel="Check Availability" />;
}
