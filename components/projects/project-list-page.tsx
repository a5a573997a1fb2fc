import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { ContentIn } from '@/lib/content/reader';
import { projectListJsonLd, type ListedProject } from './structured-data';

type ProjectListPageProps = {
  content: ContentIn['delivered-projects-page'];
  projects: readonly ListedProject[];
  /** The page the hero's button leads to: the sibling list. */
  otherListHref: string;
  /** The grid of cards. */
  children: ReactNode;
};

/** Hero, ItemList data and the card grid shared by /delivered-projects and /ongoing-projects. */
export function ProjectListPage({ content, projects, otherListHref, children }: ProjectListPageProps) {
  const { section } = content;
  return (
    <>
      <JsonLd data={projectListJsonLd(content.title, projects)} />
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} image={content.image}>
        <ButtonLink href={otherListHref} variant="ghost-light">
          {content.otherListButton}
        </ButtonLink>
      </PageHero>
      <Section id="projects" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
        {children}
      </Section>
    </>
  );
}
