import Link from 'next/link';
import { Arrow } from '@/components/ui/arrow';
import { Card } from '@/components/ui/card';
import { Photo } from '@/components/ui/photo';
import { Section } from '@/components/ui/section';
import type { HomePage } from '@/lib/content/site';
import { columns, containerSizes } from '@/lib/image-slots';

/** A venture's card in `grid gap-8 md:grid-cols-2`. */
const SIZES = containerSizes({}, { md: columns(2, 32) });

type VenturesSectionProps = { ventures: HomePage['ventures'] };

export function VenturesSection({ ventures }: VenturesSectionProps) {
  return (
    <Section id="ventures" tone="white" eyebrow={ventures.eyebrow} title={ventures.title} intro={ventures.intro}>
      <ul className="grid gap-8 md:grid-cols-2">
        {ventures.cards.map((venture) => (
          <li key={venture.anchor} id={venture.anchor}>
            <Card className="h-full">
              <Photo image={venture.image} sizes={SIZES} />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="text-2xl">{venture.name}</h3>
                <p className="mt-3 text-muted">{venture.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${venture.name} ${ventures.highlightsLabel}`}>
                  {venture.highlights.map((highlight) => (
                    <li
                      key={highlight}
                      className="rounded-full bg-cedar-50 px-3 py-1 text-sm font-medium text-cedar-800"
                    >
                      {highlight}
                    </li>
                  ))}
                </ul>
                <Link
                  href={venture.href}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 pt-6 font-semibold text-cedar-700 hover:text-cedar-900"
                >
                  {ventures.linkLabel} {venture.name}
                  <Arrow />
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
