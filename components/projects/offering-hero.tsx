import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { withLatinRuns } from '@/components/ui/ltr';
import { statusTone } from '@/components/ui/status';
import type { OfferingProject } from '@/lib/content/pakistan';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { actionHref } from './actions';
import { possessionLabel, shortLocation, statusWord } from './figures';
import { rupees } from '@/lib/format';
import { ProjectHero } from './project-hero';

type OfferingHeroProps = { project: OfferingProject; copy: ProjectCopy };

/** Status, name, price, highlights and the page's buttons (each scrolls to a section or opens the contact form). */
export function OfferingHero({ project, copy }: OfferingHeroProps) {
  const { page } = project;
  const status = statusWord(page.status, copy);
  const price = rupees(copy.locale, copy.money);
  return (
    <ProjectHero
      project={project}
      locale={copy.locale}
      badge={<Badge tone={statusTone(page.status)}>{status}</Badge>}
      category={project.type}
      summary={page.summary}
      image={project.image}
      overlay={`${status} · ${shortLocation(project.location)}`}
    >
      <p className="mt-4 flex items-center gap-2 text-ivory/85 print:text-ink">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-brass-300">
          <path
            fill="currentColor"
            d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z"
          />
        </svg>
        {project.location}
      </p>
      {/* On a phone the price and the possession date are stacked, whatever the face: side by side they fit
          in one face and wrap in its fallback, so the faces' arrival moved everything below (CLS 0.07). */}
      <dl className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:gap-x-10">
        {[
          { label: page.price.label, value: price.asChosen(page.price.amount, page.price.compact), size: 'text-4xl' },
          { label: copy.offering.possessionFact, value: possessionLabel(project.possession, copy), size: 'text-2xl' },
        ].map(({ label, value, size }) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase print:text-brass-700">
              {label}
            </dt>
            <dd className={`font-display ${size} text-ivory print:text-ink`}>{withLatinRuns(value, copy.locale)}</dd>
          </div>
        ))}
      </dl>
      {/* The highlights too, one to a line on a phone: set in capitals, the fallback's are wider than Inter's
          (a badge 9 % wider), so two that share a line in the face wrap in its fallback (CLS 0.06). */}
      {page.flags.length ? (
        <ul
          className="mt-5 flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap"
          aria-label={copy.offering.highlights}
        >
          {page.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="brass">{withLatinRuns(flag)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        {page.actions.map((action, index) => (
          <ButtonLink key={action.label} href={actionHref(action)} variant={index === 0 ? 'primary' : 'ghost-light'}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </ProjectHero>
  );
}
