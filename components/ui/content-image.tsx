import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '@/lib/image-size';
import type { ImageSizes } from '@/lib/image-slots';

export type ContentImageProps = {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** A fixed width or the full viewport as a string; an image in the container, from `containerSizes`. */
  sizes: string | ImageSizes;
  className?: string;
  /** The page's LCP image: preloaded, fetched eagerly and at high priority. */
  priority?: boolean;
  /** next/image quality, one of images.qualities in next.config.mjs; 75 unless the image sits under a scrim. */
  quality?: number;
};

/**
 * next/image's optimised markup (AVIF/WebP srcset, sizes, lazy loading, width
 * and height) rendered on the server as a plain <img>, so none of
 * next/image's client code ships with the page.
 */
export function ContentImage({ src, alt, sizes, className, priority = false, quality }: ContentImageProps) {
  const slot = typeof sizes === 'string' ? { sizes, narrowest: 0 } : sizes;
  const { props } = getImageProps({
    src,
    alt,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    sizes: slot.sizes,
    quality,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // For `sizes` in calc() next/image lists every width down to 16 px; none narrower than the image ever is can be taken.
  props.srcSet = withoutNarrower(props.srcSet, slot.narrowest);
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, rendered without its client component
  return <img {...props} alt={alt} />;
}

/** The `srcset` without its candidates narrower than `narrowest` px: a browser never takes one for a slot that wide. */
function withoutNarrower(srcSet: string | undefined, narrowest: number): string | undefined {
  if (!srcSet || !narrowest) return srcSet;
  return srcSet
    .split(', ')
    .filter((candidate) => Number.parseInt(candidate.slice(candidate.lastIndexOf(' ') + 1), 10) >= narrowest)
    .join(', ');
}
