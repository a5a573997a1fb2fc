import type { Metadata } from 'next';
import { TeamGrid } from '@/components/about/team-grid';
import { Timeline } from '@/components/about/timeline';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getSettings } from '@/lib/content/settings';
import { getCompany } from '@/lib/content/company';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const company = getCompany();

export const metadata: Metadata = pageMetadata({
  title: 'About Us — Our Journey',
  description: `Founded in ${getSettings().founded}, ${getSettings().shortName} has ${getSettings().yearsOfExperience} years of experience in hospitality in Ontario and real estate in Karachi. Meet the teams and read our philosophy.`,
  path: ROUTES.about,
  image: company.journey.hero.image,
});

export default function AboutPage() {
  const { journey, pakistanOperations, leadership, canadaTeam, pakistanTeam, ceoMessage, philosophy } = company;
  return (
    <>
      <PageHero eyebrow={`${getSettings().yearsOfExperience} years of experience`} title={journey.hero.title} lead={journey.hero.lead} image={journey.hero.image} />
      <Section id="milestones" eyebrow={`Founded ${getSettings().founded}`} title="Four decades, two continents">
        <Timeline milestones={journey.milestones} />
      </Section>
      <Section id="pakistan-operations" tone="white" eyebrow="Karachi" title={pakistanOperations.title}>
        <div className="max-w-3xl space-y-5 text-lg text-muted">
          {pakistanOperations.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="teams" tone="sand" eyebrow="People" title="The people behind the group">
        <div className="space-y-14">
          <TeamGrid title={leadership.title} members={leadership.members} />
          <TeamGrid title={canadaTeam.title} members={canadaTeam.members} />
          <TeamGrid title={pakistanTeam.title} members={pakistanTeam.members} />
        </div>
      </Section>
      <Section id="ceo-message" tone="dark" eyebrow={ceoMessage.author.role} title={ceoMessage.title}>
        <blockquote className="max-w-3xl space-y-5 text-lg text-ivory/90">
          {ceoMessage.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <footer className="pt-2 font-display text-xl text-brass-300">— {ceoMessage.author.name}</footer>
        </blockquote>
      </Section>
      <Section id="philosophy" eyebrow="What guides us" title={philosophy.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {philosophy.values.map((value) => (
            <li key={value.title} className="rounded-card border border-line bg-white p-8 shadow-card">
              <h3 className="text-2xl text-cedar-800">{value.title}</h3>
              <p className="mt-3 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-4">
          <ButtonLink href={ROUTES.canada} variant="secondary">
            Explore CHG Canada
          </ButtonLink>
          <ButtonLink href={ROUTES.contact} variant="outline">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
