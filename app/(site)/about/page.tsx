import type { Metadata } from 'next';
import { CeoMessage } from '@/components/about/ceo-message';
import { Philosophy } from '@/components/about/philosophy';
import { TeamGrid } from '@/components/about/team-grid';
import { Timeline } from '@/components/about/timeline';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getAboutPage } from '@/lib/content/company';
import { getSettings } from '@/lib/content/settings';
import { TEAMS } from '@/lib/content/site-rules';
import { listTeamMembers } from '@/lib/content/team';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: getAboutPage().title,
  description: getAboutPage().description,
  path: ROUTES.about,
  image: getAboutPage().hero.image,
});

export default function AboutPage() {
  const { hero, milestones, pakistanOperations, teams, ceoMessage, philosophy } = getAboutPage();
  const { founded, yearsOfExperience } = getSettings();
  return (
    <>
      <PageHero eyebrow={`${yearsOfExperience} ${hero.eyebrow}`} title={hero.title} lead={hero.lead} image={hero.image} />
      <Section id="milestones" eyebrow={`${milestones.eyebrow} ${founded}`} title={milestones.title}>
        <Timeline milestones={milestones.items} />
      </Section>
      <Section id="pakistan-operations" tone="white" eyebrow={pakistanOperations.eyebrow} title={pakistanOperations.title}>
        <div className="max-w-3xl space-y-5 text-lg text-muted">
          {pakistanOperations.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="teams" tone="sand" eyebrow={teams.eyebrow} title={teams.title}>
        <div className="space-y-14">
          {TEAMS.map((team) => (
            <TeamGrid key={team} title={teams.headings[team]} members={listTeamMembers(team)} />
          ))}
        </div>
      </Section>
      <CeoMessage message={ceoMessage} />
      <Philosophy philosophy={philosophy} />
    </>
  );
}
