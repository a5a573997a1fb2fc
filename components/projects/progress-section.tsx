import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProgressEntry, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatDate } from '@/lib/format';
import { progressFeedPath } from '@/lib/routes';
import { progressAnchor, progressShare, progressStage } from './figures';

type ProgressSectionProps = { project: OfferingProject; copy: ProjectCopy };

/** How far the work has come: the latest update first, with its date, stage, share, photos and note; the earlier ones below. */
export function ProgressSection({ project, copy }: ProgressSectionProps) {
  const [latest, ...earlier] = project.progress;
  if (!latest) return null;
  const words = copy.progress;
  return (
    <Section id="progress" eyebrow={words.eyebrow} title={words.title} intro={words.intro} tone="sand">
      <article
        id={progressAnchor(latest.date)}
        aria-labelledby="progress-latest"
        className="grid gap-8 rounded-card border border-line bg-ivory p-6 shadow-card sm:p-8 lg:grid-cols-[2fr_3fr] print:gap-3 print:p-3 print:shadow-none"
      >
        <div>
          <h3 id="progress-latest" className="text-sm font-semibold tracking-[0.15em] text-brass-700 uppercase">
            {words.latest}
          </h3>
          <UpdateFacts update={latest} project={project} copy={copy} large />
          <p className="mt-4 text-ink/90">{latest.note}</p>
          <p className="mt-6 text-sm print:hidden">
            <a
              href={progressFeedPath(project.slug, copy.locale)}
              type="application/atom+xml"
              className="font-semibold text-cedar-700 underline underline-offset-4 hover:text-cedar-900"
            >
              {words.follow}
            </a>
            <span className="mt-1 block text-muted">{words.followNote}</span>
          </p>
        </div>
        <Photos update={latest} sizes="(min-width: 1024px) 720px, 100vw" />
      </article>
      {earlier.length ? (
        <div className="mt-12 print:mt-3">
          <h3 className="text-2xl">{words.earlier}</h3>
          <ol className="mt-6 border-s-2 border-cedar-700/30 ps-6">
            {earlier.map((update) => (
              <li
                key={update.date}
                id={progressAnchor(update.date)}
                className="relative grid gap-4 pb-10 last:pb-0 sm:grid-cols-[minmax(0,1fr)_18rem] print:break-inside-avoid print:pb-3"
              >
                <span
                  aria-hidden="true"
                  className="absolute -start-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full bg-cedar-700"
                />
                <div>
                  <UpdateFacts update={update} project={project} copy={copy} />
                  <p className="mt-3 text-ink/90">{update.note}</p>
                </div>
                <Photos update={update} sizes="(min-width: 640px) 288px, 100vw" />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Section>
  );
}

type UpdateFactsProps = { update: ProgressEntry; project: OfferingProject; copy: ProjectCopy; large?: boolean };

/** An update's date, its stage and its share, as words and as a bar. */
function UpdateFacts({ update, project, copy, large = false }: UpdateFactsProps) {
  const share = progressShare(update, copy);
  return (
    <>
      <p className={`${large ? 'mt-3' : ''} text-sm font-semibold text-cedar-700`}>
        <time dateTime={update.date}>
          {fillTemplate(copy.progress.asOf, { date: formatDate(update.date, copy.locale) })}
        </time>
      </p>
      <p className={`mt-1 ${large ? 'text-2xl' : 'text-lg'} text-cedar-900`}>
        {progressStage(update, project.floors, copy)}
      </p>
      <p className="mt-3 text-sm font-semibold">{share}</p>
      <div
        aria-hidden="true"
        className={`mt-2 ${large ? 'h-3' : 'h-2'} max-w-md rounded-full bg-line print:border print:border-ink`}
      >
        <div className="h-full rounded-full bg-cedar-700 print:bg-ink" style={{ width: `${update.share}%` }} />
      </div>
    </>
  );
}

/** An update's photos, each with its caption. */
function Photos({ update, sizes }: { update: ProgressEntry; sizes: string }) {
  return (
    <div className={`grid gap-4 ${update.photos.length > 1 ? 'sm:grid-cols-2' : ''}`}>
      {update.photos.map(({ image, caption }) => (
        <figure key={image.src} className="print:break-inside-avoid">
          <ContentImage
            src={image.src}
            alt={image.alt}
            sizes={sizes}
            className="aspect-[3/2] w-full rounded-card object-cover"
          />
          <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
