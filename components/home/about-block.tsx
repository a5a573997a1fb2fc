import { Photo } from '@/components/ui/photo';
import { Section } from '@/components/ui/section';
import type { HomePage } from '@/lib/content/site';
import { columns, containerSizes } from '@/lib/image-slots';

/** The text and the photograph side by side from lg (`gap-12 lg:grid-cols-2`). */
const SIZES = containerSizes({}, { lg: columns(2, 48) });

type AboutBlockProps = {
  about: HomePage['about'];
  /** The founding year and the years of experience, from the site settings. */
  founded: number;
  yearsOfExperience: string;
};

export function AboutBlock({ about, founded, yearsOfExperience }: AboutBlockProps) {
  const stats = [
    { label: about.foundedLabel, value: String(founded) },
    { label: about.experienceLabel, value: yearsOfExperience },
    { label: about.countriesLabel, value: String(about.countries) },
  ];
  return (
    <Section id="about-the-group" eyebrow={about.eyebrow} title={about.title}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mb-5 text-lg text-muted">
              {paragraph}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-card border border-line bg-white p-4 text-center">
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{stat.label}</dt>
                <dd className="mt-1 font-display text-3xl text-cedar-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="overflow-hidden rounded-card shadow-card">
          <Photo image={about.image} sizes={SIZES} />
        </div>
      </div>
    </Section>
  );
}
