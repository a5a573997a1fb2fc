import type { ReactNode } from 'react';
import { Ltr, withLatinRuns } from '@/components/ui/ltr';
import type { ImageRef } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { containerSizes } from '@/lib/image-slots';
import { ProjectImage } from './project-image';

/** The photograph: the whole container on a phone, the wider column from lg (`lg:grid-cols-[1fr_1.1fr] lg:gap-14`). */
const SIZES = containerSizes({}, { lg: { columns: 2, gap: 56, share: 1.1 / 2.1 } });

type ProjectHeroProps = {
  /** The project in the page's language; `englishName` is its name as written in English. */
  project: { slug: string; name: string; englishName: string };
  locale: Locale;
  badge: ReactNode;
  category: string;
  summary: string;
  image: ImageRef;
  /** Text laid over the image, e.g. 'Delivered 2013 · North Nazimabad'. */
  overlay: string;
  children?: ReactNode;
};

/**
 * The top of a project page: its one h1 (on an Urdu page with the English name under it, once)
 * beside the page's LCP image.
 */
export function ProjectHero({ project, locale, badge, category, summary, image, overlay, children }: ProjectHeroProps) {
  const englishName = locale === 'en' ? null : project.englishName;
  return (
    <section className="bg-cedar-950 pt-28 pb-16 text-ivory sm:pt-32 lg:pb-20 print:bg-white print:pt-0 print:pb-4 print:text-ink">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {badge}
            <p className="text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">{category}</p>
          </div>
          <h1 className="mt-5 text-4xl leading-tight sm:text-5xl">{project.name}</h1>
          {englishName ? (
            <p lang="en" className="mt-2 font-display text-xl text-ivory/80 print:text-ink">
              <Ltr>{englishName}</Ltr>
            </p>
          ) : null}
          <p className="mt-5 max-w-xl text-lg text-ivory/90 print:text-ink">{withLatinRuns(summary)}</p>
          {children}
        </div>
        <ProjectImage image={image} priority sizes={SIZES} className="rounded-card shadow-card print:hidden">
          <p className="text-sm font-semibold text-ivory">{overlay}</p>
        </ProjectImage>
      </div>
    </section>
  );
}
