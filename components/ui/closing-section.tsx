import { getLocale } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { PageButtonLink } from '@/components/ui/page-button-link';
import { Section } from '@/components/ui/section';
import { ROUTES, contactHref } from '@/lib/routes';

type ClosingSectionProps = {
  id: string;
  eyebrow: string;
  /** The closing section of a page's record (./closing-section.fields.ts), its team looked up. */
  copy: { title: string; text: string; aboutButton: string; contactButton: string; team: { slug: string } };
};

/**
 * The dark section that ends a portfolio page: the About page (in English, as
 * an Urdu page's button says), or the contact form opened for the page's team.
 */
export async function ClosingSection({ id, eyebrow, copy }: ClosingSectionProps) {
  const locale = await getLocale();
  return (
    <Section id={id} eyebrow={eyebrow} title={copy.title} intro={copy.text} tone="dark">
      <div className="flex flex-wrap gap-4">
        <PageButtonLink href={ROUTES.about}>{copy.aboutButton}</PageButtonLink>
        <ButtonLink href={contactHref(null, copy.team.slug, false, locale)} variant="ghost-light">
          {copy.contactButton}
        </ButtonLink>
      </div>
    </Section>
  );
}
