import Link from 'next/link';
import type { PakistanDivision } from '@/lib/content/pakistan-projects';
import { contactHref } from '@/lib/routes';

type InvestmentOpportunitiesProps = { opportunities: PakistanDivision['opportunities'] };

/** One card per opportunity; each 'Contact Us' opens the contact form with the opportunity as subject. */
export function InvestmentOpportunities({ opportunities }: InvestmentOpportunitiesProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {opportunities.map((opportunity) => (
        <li key={opportunity.title} className="flex flex-col rounded-card border border-cedar-700 bg-cedar-800 p-7">
          <h3 className="text-2xl text-ivory">{opportunity.title}</h3>
          <p className="mt-3 flex-1 text-ivory/85">{opportunity.text}</p>
          {opportunity.example ? (
            <Link href={opportunity.example.href} className="mt-4 inline-flex min-h-11 items-center self-start text-ivory underline underline-offset-4 hover:text-brass-100">
              {opportunity.example.label}
            </Link>
          ) : null}
          <Link
            href={contactHref(opportunity.subject)}
            className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brass-300 hover:text-brass-100 hover:underline"
          >
            Contact Us<span className="sr-only"> about {opportunity.title.toLowerCase()}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
