import { Section } from '@/components/ui/section';
import type { Hotel } from '@/lib/content/canada';
import type { ContentIn } from '@/lib/content/reader';
import { Icon } from './icons';

type LeaseSectionProps = { lease: NonNullable<Hotel['lease']>; copy: ContentIn['hotel']['lease'] };

/** The Oshawa hotel's ground-floor tenants. */
export function LeaseSection({ lease, copy }: LeaseSectionProps) {
  return (
    <Section id="lease" eyebrow={copy.eyebrow} title={copy.title} intro={lease.intro} tone="dark">
      <ul className="grid gap-6 md:grid-cols-2">
        {lease.tenants.map((tenant) => (
          <li key={tenant.name} className="rounded-card border border-cedar-700 bg-cedar-800/60 p-7">
            <div className="flex items-center gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brass-400 text-cedar-950">
                <Icon name={tenant.icon} />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-[0.18em] text-brass-300 uppercase">{tenant.kind}</p>
                <h3 className="text-xl text-ivory">{tenant.name}</h3>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-ivory/85">{tenant.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
