import type { CSSProperties } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProgressEntry, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatDate } from '@/lib/format';
import { columns, containerSizes } from '@/lib/image-slots';
import { LANGUAGE_TAGS } from '@/lib/i18n/locales';
import { progressFeedPath } from '@/lib/routes';
import { progressAnchor, progressShare, progressStage } from './figures';

/** A photograph of the latest update, in its card (`p-6` and a border: 50 px) of `gap-8 lg:grid-cols-2`. */
const SIZES = containerSizes({ inset: 50 }, { lg: columns(2, 32) });

type ProgressSectionProps = { project: OfferingProject; copy: ProjectCopy };

/**
 * How far the work has come: the latest update first, with its date, stage, share (in words, over a bar), photos and note;
 * the earlier ones below it as a timeline, their photos in the feed. Lean on purpose: a project page's elements and bytes
 * have budgets (docs/performance.md).
 */
export function ProgressSection({ project, copy }: ProgressSectionProps) {
  const [latest, ...earlier] = project.progress;
  if (!latest) return null;
  const words = copy.progress;
  const rtl = LANGUAGE_TAGS[copy.locale].dir === 'rtl';
  const asOf = (update: ProgressEntry) => fillTemplate(words.asOf, { date: formatDate(update.date, copy.locale) });
  return (
    <Section id="progress" eyebrow={words.eyebrow} title={words.title} intro={words.intro} tone="sand">
      <article
        id={progressAnchor(latest.date)}
        aria-label={words.latest}
        className="grid gap-8 rounded-card border border-line bg-ivory p-6 shadow-card lg:grid-cols-2 print:shadow-none"
      >
        <div>
          <time dateTime={latest.date} className="block text-sm font-semibold text-cedar-700">
            {asOf(latest)}
          </time>
          <p className="mt-1 text-2xl text-cedar-900">{progressStage(latest, project.floors, copy)}</p>
          <p className="mt-3 max-w-md pb-4 text-sm font-semibold" style={shareBar(latest.share, rtl)}>
            {progressShare(latest, copy)}
          </p>
          <p className="mt-4 text-ink/90">{latest.note}</p>
          <p className="mt-6 text-sm text-muted print:hidden">
            <a
              href={progressFeedPath(project.slug, copy.locale)}
              type="application/atom+xml"
              className="font-semibold text-cedar-700 underline underline-offset-4 hover:text-cedar-900"
            >
              {words.follow}
            </a>{' '}
            {words.followNote}
          </p>
        </div>
        {latest.photos.map(({ image, caption }) => (
          <figure key={image.src}>
            <ContentImage
              src={image.src}
              alt={image.alt}
              sizes={SIZES}
              className="aspect-[3/2] w-full rounded-card object-cover"
            />
            <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>
          </figure>
        ))}
      </article>
      {earlier.length ? (
        <>
          <h3 className="mt-12 text-2xl print:mt-0">{words.earlier}</h3>
          <ol className="mt-6 max-w-3xl border-s-2 border-cedar-700/30">
            {earlier.map((update) => (
              <li key={update.date} id={progressAnchor(update.date)} className="mb-6 ps-6 text-ink/90">
                <time dateTime={update.date} className="block text-sm font-semibold text-cedar-700">
                  {asOf(update)}
                </time>
                {[progressStage(update, project.floors, copy), progressShare(update, copy), update.note].join(
                  rtl ? '۔ ' : '. ',
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}

/** The share as a bar under its words, drawn by the paragraph's background: no element of its own, from the start side. */
const shareBar = (share: number, rtl: boolean): CSSProperties => ({
  backgroundImage: `linear-gradient(to ${rtl ? 'left' : 'right'}, var(--color-cedar-700) ${share}%, var(--color-line) ${share}%)`,
  backgroundSize: '100% 0.5rem',
  backgroundPosition: 'bottom',
  backgroundRepeat: 'no-repeat',
});
