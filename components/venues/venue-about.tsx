import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';

type VenueAboutProps = { title: string; eyebrow: string; paragraphs: readonly string[]; aside: ReactNode };

/** About paragraphs beside a side card (hours, facts). */
export function VenueAbout({ title, eyebrow, paragraphs, aside }: VenueAboutProps) {
  return (
    <Section id="about" eyebrow={eyebrow} title={title} tone="white">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div className="space-y-5 text-lg leading-relaxed text-ink/90">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <div>{aside}</div>
      </div>
    </Section>
  );
}
