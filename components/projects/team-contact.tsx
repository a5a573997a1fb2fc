import type { Team } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import { whatsappHref } from '@/lib/routes';

/** A WhatsApp chat with the team, its first message naming what the page is about; null if the team has no WhatsApp. */
export function teamWhatsappHref(team: Pick<Team, 'whatsapp'>, name: string) {
  return team.whatsapp ? whatsappHref(team.whatsapp.number, fillTemplate(team.whatsapp.message, { name })) : null;
}
