import { Photo } from '@/components/ui/photo';
import type { Restaurant } from '@/lib/content/canada';

type MenuHighlightsProps = { items: Restaurant['menu']['items'] };

export function MenuHighlights({ items }: MenuHighlightsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.name} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
          <Photo image={item.image} sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw" />
          <div className="p-5">
            <h3 className="text-lg text-cedar-900">{item.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
