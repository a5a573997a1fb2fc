import Link from 'next/link';
import { Arrow } from '@/components/ui/arrow';
import type { Opportunity } from '@/lib/content/pakistan';
import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { contactHref, pathIn, ROUTES } from '@/lib/routes';

type InvestmentOpportunitiesProps = {
  opportunities: readonly Opportunity[];
  /** The link text of each card, and what follows it for screen readers ("about {topic}"). */
  contactLabel: string;
  contactContext: string;
  locale: Locale;
};

/** One card per opportunity; each contact link opens the contact form with the opportunity as subject, for its team. */
export function InvestmentOpportunities({
  opportunities,
  contactLabel,
  contactContext,
  locale,
}: InvestmentOpportunitiesProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {opportunities.map((opportunity) => (
        <li key={opportunity.title} className="flex flex-col rounded-card border border-cedar-700 bg-cedar-800 p-7">
          <h3 className="text-2xl text-ivory">{opportunity.title}</h3>
          <p className="mt-3 flex-1 text-ivory/85">{opportunity.text}</p>
          {opportunity.example ? (
            <Link
              href={pathIn(ROUTES.project(opportunity.example.project.slug), locale)}
              className="mt-4 inline-flex min-h-11 items-center self-start text-ivory underline underline-offset-4 hover:text-brass-100"
            >
              {opportunity.example.label}
            </Link>
          ) : null}
          <Link
            href={contactHref(opportunity.subject, opportunity.team.slug, false, locale)}
            className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brass-300 hover:text-brass-100 hover:underline"
          >
            {contactLabel}
            <span className="sr-only">
              {' '}
              {fillTemplate(contactContext, {
                topic: locale === 'en' ? opportunity.title.toLowerCase() : opportunity.title,
              })}
            </span>
            <Arrow />
          </Link>
        </li>
      ))}
    </ul>
  );
}
