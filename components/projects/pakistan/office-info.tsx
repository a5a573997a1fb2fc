import { ButtonLink } from '@/components/ui/button';
import type { PakistanDivision } from '@/lib/content/pakistan-projects';
import { ROUTES } from '@/lib/routes';
import { telHref } from '@/lib/tel';

type OfficeInfoProps = { office: PakistanDivision['office']; hours: string; email: string };

export function OfficeInfo({ office, hours, email }: OfficeInfoProps) {
  const rows = [
    { label: 'Address', value: <address className="not-italic">{office.address}</address> },
    { label: 'Phone', value: <a className="underline-offset-4 hover:underline" href={telHref(office.phone)}>{office.phone}</a> },
    { label: 'Email', value: <a className="break-all underline-offset-4 hover:underline" href={`mailto:${email}`}>{email}</a> },
    { label: 'Hours', value: hours },
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
        Contact Us
      </ButtonLink>
    </div>
  );
}
