import { ButtonLink } from '@/components/ui/button';
import type { CommercialVenture } from '@/lib/content/canada-portfolio';
import { PortfolioCard } from './portfolio-card';

type VentureCardProps = { venture: CommercialVenture };

export function VentureCard({ venture }: VentureCardProps) {
  return (
    <PortfolioCard
      title={venture.name}
      href={venture.href}
      image={venture.image}
      status={venture.status}
      meta={`${venture.type} · Since ${venture.year}`}
      location={venture.location}
      description={venture.description}
      action={
        <ButtonLink href={venture.href} variant="secondary" aria-label={`Visit ${venture.name}`}>
          {venture.type === 'Restaurant' ? 'View Restaurant' : 'View Venue'}
        </ButtonLink>
      }
    />
  );
}
