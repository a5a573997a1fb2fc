import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { AboutPage } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';

type PhilosophyProps = { philosophy: AboutPage['philosophy'] };

/** The group's three values, then the way on: CHG Canada or the contact form. */
export function Philosophy({ philosophy }: PhilosophyProps) {
  return (
    <Section id="philosophy" eyebrow={philosophy.eyebrow} title={philosophy.title}>
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
          {philosophy.primaryButton}
        </ButtonLink>
        <ButtonLink href={ROUTES.contact} variant="outline">
          {philosophy.secondaryButton}
        </ButtonLink>
      </div>
    </Section>
  );
}
