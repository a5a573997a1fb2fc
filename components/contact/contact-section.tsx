import { getLocale, getMessages } from 'next-intl/server';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Ltr } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import { getContactPage, getSettings, listTeamChoices } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';
import { telHref } from '@/lib/tel';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { URDU_TEAM } from '@/supabase/functions/_shared/teams';
import { ContactForm } from './contact-form';
import { Toaster } from './toaster';

/**
 * The home page's contact block (anchor `contact`): the group's details and
 * the form; in Urdu it is a page of its own (/ur). There the form writes to Karachi sales, whom the Urdu
 * pages sell for, and says so instead of offering a choice of team.
 */
export async function ContactSection({ page = false }: { page?: boolean }) {
  const locale = await getLocale();
  const [contact, { email, offices }, { form }, teams] = await Promise.all([getContactPage(locale), getSettings(locale), getMessages(), listTeamChoices(locale)]);
  const offered = locale === 'ur' ? teams.filter((team) => team.slug === URDU_TEAM) : teams;
  // Its own headings are one level under the section's.
  const Subheading = page ? 'h2' : 'h3';
  return (
    <Section
      id="contact"
      tone="sand"
      eyebrow={contact.eyebrow}
      title={contact.title}
      intro={contact.intro}
      aside={<LanguageSwitch path={ROUTES.contact} tone="light" />}
      // As a page of its own (/ur), its heading is the page's, below the fixed header.
      level={page ? 1 : 2}
      className={page ? 'pt-28 sm:pt-32' : ''}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="space-y-8">
          <div>
            <Subheading className="text-xl">{contact.emailHeading}</Subheading>
            <p className="mt-2">
              <a href={`mailto:${email}`} className="text-cedar-700 underline underline-offset-4 hover:text-cedar-900">
                <Ltr>{email}</Ltr>
              </a>
            </p>
          </div>
          {[offices.canada, offices.pakistan].map((office, index) => (
            <div key={office.label}>
              <Subheading className="text-xl">{office.label}</Subheading>
              {/* The Canada office's address is in English on every page. */}
              <address className="mt-2 text-muted not-italic" lang={index === 0 && locale !== 'en' ? 'en' : undefined}>
                {index === 0 && locale !== 'en' ? <Ltr>{office.address}</Ltr> : office.address}
                <br />
                <a href={telHref(office.phone)} className="inline-flex min-h-11 items-center text-cedar-700 underline underline-offset-4">
                  <Ltr>{office.phone}</Ltr>
                </a>
              </address>
            </div>
          ))}
        </div>
        {/* On small screens the form comes first, so 'Contact Us' lands on it. */}
        <div className="order-first rounded-card border border-line bg-white p-6 shadow-card sm:p-10 lg:order-none">
          <ContactForm limits={CONTACT_LIMITS} honeypotField={HONEYPOT_FIELD} copy={form} teams={offered} locale={locale} />
        </div>
      </div>
      <Toaster />
    </Section>
  );
}
