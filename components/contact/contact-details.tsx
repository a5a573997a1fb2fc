import { Ltr } from '@/components/ui/ltr';
import { getCopy, getSettings } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { telHref } from '@/lib/tel';

type ContactDetailsProps = {
  locale: Locale;
  /** Their headings' element: one level under the heading of what they stand in. */
  as: 'h2' | 'h3';
};

/** The group's email and its offices (address and phone): beside the form, and where a message could not be sent. */
export async function ContactDetails({ locale, as: Heading }: ContactDetailsProps) {
  const [contact, { email, offices }] = await Promise.all([getCopy('contact-section', locale), getSettings(locale)]);
  return (
    <div className="space-y-8">
      <div>
        <Heading className="text-xl">{contact.emailHeading}</Heading>
        <p className="mt-2">
          <a href={`mailto:${email}`} className="text-cedar-700 underline underline-offset-4 hover:text-cedar-900">
            <Ltr>{email}</Ltr>
          </a>
        </p>
      </div>
      {[offices.canada, offices.pakistan].map((office, index) => (
        <div key={office.label}>
          <Heading className="text-xl">{office.label}</Heading>
          {/* The Canada office's address is in English on every page. */}
          <address className="mt-2 text-muted not-italic" lang={index === 0 && locale !== 'en' ? 'en' : undefined}>
            {index === 0 && locale !== 'en' ? <Ltr>{office.address}</Ltr> : office.address}
            <br />
            <a
              href={telHref(office.phone)}
              className="inline-flex min-h-11 items-center text-cedar-700 underline underline-offset-4"
            >
              <Ltr>{office.phone}</Ltr>
            </a>
          </address>
        </div>
      ))}
    </div>
  );
}
