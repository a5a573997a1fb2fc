import type { Hotel } from '@/lib/content/canada';
import { fillTemplate } from '@/lib/format';
import { Icon } from './icons';

type AttractionsProps = { items: Hotel['attractions']; distance: string };

/** `distance` is the copy's template, e.g. "{distance} from the hotel". */
export function Attractions({ items, distance }: AttractionsProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card">
          <Icon name="map" className="mt-1 h-6 w-6 shrink-0 text-brass-700" />
          <div>
            <h3 className="text-lg leading-snug text-cedar-900">{item.name}</h3>
            <p className="mt-1 text-xs font-semibold tracking-wide text-brass-700 uppercase">
              {fillTemplate(distance, { distance: item.distance })}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
