import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { Photo } from '@/components/ui/photo';
import { Section } from '@/components/ui/section';
import type { Venture } from '@/lib/content/ventures';

type VenturesSectionProps = { ventures: Venture[] };

export function VenturesSection({ ventures }: VenturesSectionProps) {
  return (
    <Section
      id="ventures"
      tone="white"
      eyebrow="Our ventures"
      title="Two companies, one standard"
      intro="Hospitality in Ontario and residential development in Karachi, run by teams who share four decades of know-how."
    >
      <ul className="grid gap-8 md:grid-cols-2">
        {ventures.map((venture) => (
          <li key={venture.id} id={venture.id}>
            <Card className="h-full">
              <Photo image={venture.image} sizes="(min-width: 768px) 50vw, 100vw" />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <h3 className="text-2xl">{venture.name}</h3>
                <p className="mt-3 text-muted">{venture.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${venture.name} highlights`}>
                  {venture.highlights.map((highlight) => (
                    <li key={highlight} className="rounded-full bg-cedar-50 px-3 py-1 text-sm font-medium text-cedar-800">
                      {highlight}
                    </li>
                  ))}
                </ul>
                <Link
                  href={venture.href}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 pt-6 font-semibold text-cedar-700 hover:text-cedar-900"
                >
                  Explore {venture.name}
                  <span aria-hidden="true">→</span>
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
