'use client';

import { buttonClasses } from '@/components/ui/button-classes';
import { fillTemplate } from '@/lib/format';
import { teamWhatsappHref } from './team-contact';
import { useUnitChoice } from './schedule/unit-choice';

type UnitWhatsappProps = {
  /** The team's WhatsApp number and first message, whose {name} is filled with the unit. */
  whatsapp: { number: string; message: string };
  /** How the message names the unit: "{project} ({size}, {plan})". */
  unitText: string;
  project: string;
  sizes: readonly { slug: string; name: string }[];
  plans: readonly { slug: string; name: string }[];
  label: string;
  /** Read after the label by screen readers: the chat opens in a new tab. */
  opensInNewTab: string;
};

/** A WhatsApp chat with the project's team, whose first message names the size and plan chosen on the page, as they change. */
export function UnitWhatsapp({ whatsapp, unitText, project, sizes, plans, label, opensInNewTab }: UnitWhatsappProps) {
  const nameOf = (list: UnitWhatsappProps['sizes'], slug: string) => list.find((item) => item.slug === slug)?.name;
  const { shown, named } = useUnitChoice(sizes, plans);
  const size = nameOf(sizes, shown.size);
  const plan = nameOf(plans, shown.plan);
  // The unit once the buyer has chosen one; until then (and without a script), the project.
  const name = named && size && plan ? fillTemplate(unitText, { project, size, plan }) : project;
  return (
    <a
      href={teamWhatsappHref({ whatsapp }, name)!}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('ghost-light', 'print:hidden')}
    >
      {label}
      <span className="sr-only"> {opensInNewTab}</span>
    </a>
  );
}
