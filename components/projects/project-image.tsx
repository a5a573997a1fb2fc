import type { ReactNode } from 'react';
import type { ImageRef } from '@/lib/content/site';
import { ContentImage, type ContentImageProps } from '@/components/ui/content-image';

type ProjectImageProps = {
  image: ImageRef;
  sizes: ContentImageProps['sizes'];
  priority?: boolean;
  className?: string;
  /** Badges or labels laid over the picture. */
  children?: ReactNode;
};

/** A project photograph in a 3:2 box, with anything passed as children laid over its lower edge. */
export function ProjectImage({ image, sizes, priority = false, className = '', children }: ProjectImageProps) {
  return (
    <div className={`relative aspect-[3/2] overflow-hidden bg-cedar-900 ${className}`}>
      <ContentImage
        src={image.src}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className="h-full w-full object-cover"
      />
      {children ? (
        <div className="absolute inset-x-0 bottom-0 flex flex-wrap items-end gap-2 bg-gradient-to-t from-cedar-950/85 to-transparent p-4 pt-12">
          {children}
        </div>
      ) : null}
    </div>
  );
}
