import type { Metadata } from 'next';
import { CeoMessage } from '@/components/about/ceo-message';
import { Philosophy } from '@/components/about/philosophy';
import { TeamGrid } from '@/components/about/team-grid';
import { Timeline } from '@/components/about/timeline';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getAboutPage, getSettings, listTeamMembers } from '@/lib/content/site';
import { ABOUT_TEAMS } from '@/lib/keystatic/site';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { setRequestLocale } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const { title, description, hero } = await getAboutPage();
  return pageMetadata({ title, description, path: ROUTES.about, image: hero.image, locale: 'en' });
}

export default async function AboutPage() {
  setRequestLocale('en');
  const { hero, milestones, pakistanOperations, teams, ceoMessage, philosophy } = await getAboutPage();
  const { founded, yearsOfExperience } = await getSettings('en');
  const members = await Promise.all(ABOUT_TEAMS.map((team) => listTeamMembers(team)));
  return (
    <>
      <PageHero
        eyebrow={`${yearsOfExperience} ${hero.eyebrow}`}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
      />
      <Section id="milestones" eyebrow={`${milestones.eyebrow} ${founded}`} title={milestones.title}>
        <Timeline milestones={milestones.items} />
      </Section>
      <Section
        id="pakistan-operations"
        tone="white"
        eyebrow={pakistanOperations.eyebrow}
        title={pakistanOperations.title}
      >
        <div className="max-w-3xl space-y-5 text-lg text-muted">
          {pakistanOperations.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="teams" tone="sand" eyebrow={teams.eyebrow} title={teams.title}>
        <div className="space-y-14">
          {ABOUT_TEAMS.map((team, index) => (
            <TeamGrid key={team} title={teams.headings[team]} members={members[index]!} />
          ))}
        </div>
      </Section>
      <CeoMessage message={ceoMessage} />
      <Philosophy philosophy={philosophy} />
    </>
  );
}
