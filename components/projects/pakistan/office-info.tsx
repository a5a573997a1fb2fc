import { ButtonLink } from '@/components/ui/button';
import type { PakistanPage } from '@/lib/content/pakistan-pages';
import type { Office } from '@/lib/content/settings';
import { ROUTES } from '@/lib/routes';
import { telHref } from '@/lib/tel';

type OfficeInfoProps = { office: Office; email: string; copy: PakistanPage['office'] };

export function OfficeInfo({ office, email, copy }: OfficeInfoProps) {
  const rows = [
    { label: copy.addressLabel, value: <address className="not-italic">{office.address}</address> },
    { label: copy.phoneLabel, value: <a className="underline-offset-4 hover:underline" href={telHref(office.phone)}>{office.phone}</a> },
    { label: copy.emailLabel, value: <a className="break-all underline-offset-4 hover:underline" href={`mailto:${email}`}>{email}</a> },
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
      <ButtonLink href={ROUTES.contact} variant="secondary">
        {copy.contactButton}
      </ButtonLink>
    </div>
  );
}
