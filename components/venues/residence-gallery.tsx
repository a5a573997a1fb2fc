import { Photo } from '@/components/ui/photo';
import type { Residence } from '@/lib/content/canada';

type ResidenceGalleryProps = { images: Residence['images'] };

/** A simple grid: residences have few pictures, so no carousel is needed. */
export function ResidenceGallery({ images }: ResidenceGalleryProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {images.map((image) => (
        <li key={image.src} className="overflow-hidden rounded-card shadow-card">
          <Photo image={image} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}
