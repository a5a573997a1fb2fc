import { ButtonLink } from '@/components/ui/button';
import type { CanadaPage } from '@/lib/content/canada';
import type { CommercialVenture } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { PortfolioCard } from './portfolio-card';

type VentureCardProps = { venture: CommercialVenture; copy: CanadaPage['commercial'] };

export function VentureCard({ venture, copy }: VentureCardProps) {
  return (
    <PortfolioCard
      title={venture.name}
      href={venture.href}
      image={venture.image}
      status={venture.status}
      meta={fillTemplate(copy.meta, { type: venture.type, year: venture.year })}
      location={venture.location}
      description={venture.description}
      action={
        venture.href ? (
          <ButtonLink
            href={venture.href}
            variant="secondary"
            aria-label={fillTemplate(copy.visitLabel, { name: venture.name })}
          >
            {venture.type === 'Restaurant' ? copy.restaurantButton : copy.venueButton}
          </ButtonLink>
        ) : null
      }
    />
  );
}
