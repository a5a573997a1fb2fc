import { ButtonLink } from '@/components/ui/button';
import { fillNodes, Ltr } from '@/components/ui/ltr';
import type { ProjectCopy } from '@/lib/content/pakistan';
import type { Team } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import { whatsappHref } from '@/lib/routes';
import { telHref } from '@/lib/tel';

/** A WhatsApp chat with the team, its first message naming what the page is about; null if the team has no WhatsApp. */
export function teamWhatsappHref(team: Team, name: string) {
  return team.whatsapp ? whatsappHref(team.whatsapp.number, fillTemplate(team.whatsapp.message, { name })) : null;
}

type TeamContactButtonsProps = { team: Team; name: string; copy: ProjectCopy['offering'] };

/** The team's phone and WhatsApp, as buttons beside a page's contact buttons (each only if the team has one). */
export function TeamContactButtons({ team, name, copy }: TeamContactButtonsProps) {
  const whatsapp = teamWhatsappHref(team, name);
  return (
    <>
      {team.phone ? (
        <ButtonLink href={telHref(team.phone)} variant="ghost-light">
          {fillNodes(copy.callButton, { phone: <Ltr>{team.phone}</Ltr> })}
        </ButtonLink>
      ) : null}
      {whatsapp ? (
        <ButtonLink href={whatsapp} variant="ghost-light" className="print:hidden">
          {copy.whatsappButton}
        </ButtonLink>
      ) : null}
    </>
  );
}
