'use client';

import useEmblaCarousel from 'embla-carousel-react';
import type { KeyboardEvent } from 'react';
import { Photo } from '@/components/ui/photo';
import type { ImageRef } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import { columns, containerSizes } from '@/lib/image-slots';

/** A slide: a full, half or third of the track (`basis-full md:basis-1/2 lg:basis-1/3`), 1rem apart (`-ms-4` / `ps-4`). */
const SIZES = containerSizes({}, { md: columns(2, 16), lg: columns(3, 16) });

/** What screen readers hear: `region` may use {name}, `slide` {index} and {count}; `carousel` and `slideKind` name the roles. */
export type GalleryLabels = {
  region: string;
  carousel: string;
  previous: string;
  next: string;
  slideKind: string;
  slide: string;
};

export type GalleryProps = {
  name: string;
  images: readonly ImageRef[];
  labels: GalleryLabels;
  /** The page's direction: on an Urdu page the pictures run right to left, and so do the arrows and the keys. */
  dir?: 'ltr' | 'rtl';
};

const arrowButton =
  'inline-flex h-12 w-12 items-center justify-center rounded-full border border-cedar-800 text-cedar-900 transition-colors hover:bg-cedar-800 hover:text-ivory';

/**
 * A looping carousel: one slide on small screens, two on medium, three on
 * large. Until the script runs (or without it) the row simply scrolls. Right
 * to left, the next picture comes in from the left, as the arrow key and the
 * arrow on its button point.
 */
export function Gallery({ name, images, labels, dir = 'ltr' }: GalleryProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', direction: dir });
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === back) {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === forward) {
      event.preventDefault();
      api?.scrollNext();
    }
  }

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={fillTemplate(labels.region, { name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-card focus-visible:outline-offset-4"
    >
      <div ref={viewportRef} className={api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}>
        <div className="-ms-4 flex touch-pan-y">
          {images.map((image, index) => (
            <div
              key={image.src}
              role="group"
              aria-roledescription={labels.slideKind}
              aria-label={fillTemplate(labels.slide, { index: index + 1, count: images.length })}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start ps-4 md:basis-1/2 lg:basis-1/3"
            >
              <div className="overflow-hidden rounded-card bg-sand shadow-card">
                {/* next/image's markup as a plain <img>, as on the server: no component per photo to hydrate. */}
                <Photo image={image} sizes={SIZES} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" aria-label={labels.previous} onClick={() => api?.scrollPrev()} className={arrowButton}>
          <Chevron direction="back" />
        </button>
        <button type="button" aria-label={labels.next} onClick={() => api?.scrollNext()} className={arrowButton}>
          <Chevron direction="forward" />
        </button>
      </div>
    </div>
  );
}

/** Back points to where the text came from (left in English, right in Urdu), forward where it goes. */
function Chevron({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className="h-5 w-5 rtl:-scale-x-100"
    >
      <path d={direction === 'back' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
