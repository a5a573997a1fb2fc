import { Photo } from '@/components/ui/photo';
import type { Restaurant } from '@/lib/content/canada';
import { columns, containerSizes } from '@/lib/image-slots';

/** A dish in `grid gap-6 sm:grid-cols-2 xl:grid-cols-4`. */
const SIZES = containerSizes({}, { sm: columns(2, 24), xl: columns(4, 24) });

type MenuHighlightsProps = { items: Restaurant['menu']['items'] };

export function MenuHighlights({ items }: MenuHighlightsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.name} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
          <Photo image={item.image} sizes={SIZES} />
          <div className="p-5">
            <h3 className="text-lg text-cedar-900">{item.name}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
