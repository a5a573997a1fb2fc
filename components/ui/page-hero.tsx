import type { ReactNode } from 'react';
import type { ImageRef } from '@/lib/content/site';
import { ContentImage } from './content-image';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  image: ImageRef;
  children?: ReactNode;
};

/** The hero photograph shows at 45 % opacity under a dark gradient: compression artefacts at this quality do not show through. */
const HERO_QUALITY = 45;

/**
 * The top band of a page: its one h1 over the page's LCP image. The image is
 * decorative here (the h1 says what the page is), so its alt text stays on the
 * record for other slots while this slot is marked presentational.
 */
export function PageHero({ eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-cedar-950 pt-28 pb-20 text-ivory sm:pt-36 sm:pb-28">
      <ContentImage
        src={image.src}
        alt=""
        priority
        quality={HERO_QUALITY}
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-cedar-950/70 via-cedar-950/40 to-cedar-950/90" />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {eyebrow ? (
          <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-brass-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl text-4xl leading-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <div className="mt-6 max-w-2xl text-lg text-ivory/90 sm:text-xl">{lead}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
