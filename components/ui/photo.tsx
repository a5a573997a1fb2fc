import type { ImageRef } from '@/lib/content/site';
import { ContentImage, type ContentImageProps } from './content-image';

type PhotoProps = { image: ImageRef; sizes: ContentImageProps['sizes']; aspect?: '3/2' | '16/9' };

/** A content image in a fixed-ratio box, lazy-loaded through next/image. */
export function Photo({ image, sizes, aspect = '3/2' }: PhotoProps) {
  return (
    <ContentImage
      src={image.src}
      alt={image.alt}
      sizes={sizes}
      className={`${aspect === '3/2' ? 'aspect-[3/2]' : 'aspect-[16/9]'} h-auto w-full object-cover`}
    />
  );
}
