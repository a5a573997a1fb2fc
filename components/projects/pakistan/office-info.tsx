import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { Ltr } from '@/components/ui/ltr';
import type { PakistanPage } from '@/lib/content/pakistan';
import type { Office } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { contactHref } from '@/lib/routes';
import { telHref } from '@/lib/tel';
import { teamWhatsappHref } from '../team-contact';

/** `company`: what the office's WhatsApp chat opens about (the builders' name). */
type OfficeInfoProps = { office: Office; email: string; company: string; copy: PakistanPage['office']; locale: Locale };

/** The Karachi office: address, phone with the office team's WhatsApp beside it, email, hours, and Contact Us for that team. */
export async function OfficeInfo({ office, email, company, copy, locale }: OfficeInfoProps) {
  const t = await getTranslations('chrome');
  const whatsapp = teamWhatsappHref(copy.team, company);
  const rows = [
    { label: copy.addressLabel, value: <address className="not-italic">{office.address}</address> },
    {
      label: copy.phoneLabel,
      value: (
        <a className="underline-offset-4 hover:underline" href={telHref(office.phone)}>
          <Ltr>{office.phone}</Ltr>
        </a>
      ),
    },
    ...(whatsapp && copy.team.whatsapp
      ? [
          {
            label: copy.whatsappLabel,
            value: (
              <a
                className="underline-offset-4 hover:underline"
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Ltr>{copy.team.whatsapp.number}</Ltr>
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </a>
            ),
          },
        ]
      : []),
    {
      label: copy.emailLabel,
      value: (
        <a className="break-all underline-offset-4 hover:underline" href={`mailto:${email}`}>
          <Ltr>{email}</Ltr>
        </a>
      ),
    },
    { label: copy.hoursLabel, value: copy.hours },
  ];
  return (
    <div className="grid gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_auto] lg:items-end">
      <dl className="grid gap-6 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{row.label}</dt>
            <dd className="mt-2 text-lg">{row.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink href={contactHref(null, copy.team.slug, false, locale)} variant="secondary">
        {copy.contactButton}
      </ButtonLink>
    </div>
  );
}
