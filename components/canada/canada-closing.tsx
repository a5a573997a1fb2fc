import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { ROUTES } from '@/lib/routes';

type CanadaClosingProps = { title: string; text: string };

export function CanadaClosing({ title, text }: CanadaClosingProps) {
  return (
    <Section id="get-in-touch" eyebrow="Work with CHG Canada" title={title} intro={text} tone="dark">
      <div className="flex flex-wrap gap-4">
        <ButtonLink href={ROUTES.about}>Learn About the Group</ButtonLink>
        <ButtonLink href={ROUTES.contact} variant="ghost-light">
          Contact Us
        </ButtonLink>
      </div>
    </Section>
  );
}
