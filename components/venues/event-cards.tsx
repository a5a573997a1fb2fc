import { Photo } from '@/components/ui/photo';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ConventionCenter } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { columns, containerSizes } from '@/lib/image-slots';

/** An event's card in `grid gap-8 md:grid-cols-2`. */
const SIZES = containerSizes({}, { md: columns(2, 32) });

type EventCardsProps = { cards: ConventionCenter['eventCards'] };

/** Corporate and Private events, each linking to its page on the centre's own site. */
export function EventCards({ cards }: EventCardsProps) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {cards.items.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <Photo image={card.image} sizes={SIZES} aspect="16/9" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <h3 className="text-2xl text-cedar-900">{card.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{card.description}</p>
              <ButtonLink href={card.href} variant="secondary" className="mt-6 self-start">
                {fillTemplate(cards.explore, { title: card.title })}
              </ButtonLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
