import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import type { CanadaPage } from '@/lib/content/canada-portfolio';
import { ROUTES, contactHref } from '@/lib/routes';

type CanadaClosingProps = { copy: CanadaPage['closing'] };

export function CanadaClosing({ copy }: CanadaClosingProps) {
  return (
    <Section id="get-in-touch" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text} tone="dark">
      <div className="flex flex-wrap gap-4">
        <ButtonLink href={ROUTES.about}>{copy.aboutButton}</ButtonLink>
        <ButtonLink href={contactHref(null, copy.team.slug)} variant="ghost-light">
          {copy.contactButton}
        </ButtonLink>
      </div>
    </Section>
  );
}
