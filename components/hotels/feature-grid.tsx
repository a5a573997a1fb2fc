import type { Feature } from '@/lib/content/canada';
import { Icon } from './icons';

type FeatureGridProps = { items: readonly Feature[]; columns?: 2 | 3 | 4 };

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Icon, label and a sentence for each item: hotel features, amenities, venue services. */
export function FeatureGrid({ items, columns = 4 }: FeatureGridProps) {
  return (
    <ul className={`grid gap-5 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.label} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-full bg-cedar-50 text-cedar-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="text-lg leading-snug text-cedar-900">{item.label}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
