import { Photo } from '@/components/ui/photo';
import type { Residence } from '@/lib/content/canada';
import { columns, containerSizes } from '@/lib/image-slots';

/** A picture in `grid gap-6 sm:grid-cols-2 lg:grid-cols-3`. */
const SIZES = containerSizes({}, { sm: columns(2, 24), lg: columns(3, 24) });

type ResidenceGalleryProps = { images: Residence['images'] };

/** A simple grid: residences have few pictures, so no carousel is needed. */
export function ResidenceGallery({ images }: ResidenceGalleryProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.src} className="overflow-hidden rounded-card shadow-card">
          <Photo image={image} sizes={SIZES} />
        </li>
      ))}
    </ul>
  );
}
