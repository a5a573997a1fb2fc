import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { OfferingPage } from '@/lib/content/pakistan-projects';
import { actionHref, formatPkr, shortLocation, statusTone } from '@/lib/content/pakistan-projects';
import { ProjectHero } from './project-hero';

type OfferingHeroProps = { page: OfferingPage };

/** Status, name, price, flags and the page's buttons (each scrolls to a section or opens the contact form). */
export function OfferingHero({ page }: OfferingHeroProps) {
  return (
    <ProjectHero
      badge={<Badge tone={statusTone(page.status)}>{page.status}</Badge>}
      category={page.category}
      title={page.name}
      summary={page.summary}
      image={page.image}
      overlay={`${page.status} · ${shortLocation(page.location)}`}
    >
      <p className="mt-4 flex items-center gap-2 text-ivory/85">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-brass-300">
          <path fill="currentColor" d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
        </svg>
        {page.location}
      </p>
      <p className="mt-6">
        <span className="block text-xs font-semibold tracking-[0.2em] text-brass-300 uppercase">{page.price.label}</span>
        <span className="font-display text-4xl text-ivory">{formatPkr(page.price.amount, page.price.compact)}</span>
      </p>
      {page.flags.length ? (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Highlights">
          {page.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="brass">{flag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {page.actions.map((action, index) => (
          <ButtonLink key={action.label} href={actionHref(action)} variant={index === 0 ? 'primary' : 'ghost-light'}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </ProjectHero>
  );
}
