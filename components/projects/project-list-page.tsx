import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { CurrentProject, DeliveredProject, ListPage } from '@/lib/content/pakistan-projects';
import { projectListJsonLd } from './structured-data';

type ProjectListPageProps = {
  content: ListPage;
  projects: readonly (DeliveredProject | CurrentProject)[];
  /** The hero's link to the sibling list page. */
  heroLink: { href: string; label: string };
  section: { eyebrow: string; title: string; intro: string };
  /** The grid of cards. */
  children: ReactNode;
};

/** Hero, ItemList data and the card grid shared by /delivered-projects and /ongoing-projects. */
export function ProjectListPage({ content, projects, heroLink, section, children }: ProjectListPageProps) {
  return (
    <>
      <JsonLd data={projectListJsonLd(content.title, projects)} />
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} image={content.image}>
        <ButtonLink href={heroLink.href} variant="ghost-light">
          {heroLink.label}
        </ButtonLink>
      </PageHero>
      <Section id="projects" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
        {children}
      </Section>
    </>
  );
}
