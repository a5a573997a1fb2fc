import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '@/lib/image-size';

type ContentImageProps = {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  sizes: string;
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
  const { props } = getImageProps({
    src,
    alt,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    sizes,
    quality,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, rendered without its client component
  return <img {...props} alt={alt} />;
}
