import { Section } from '@/components/ui/section';
import { getContactPage, getSettings, listTeamChoices } from '@/lib/content/site';
import { telHref } from '@/lib/tel';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { ContactForm } from './contact-form';
import { Toaster } from './toaster';

/** The home page's contact block (anchor `contact`): the group's details and the form. */
export async function ContactSection() {
  const contact = await getContactPage();
  const { email, offices } = await getSettings();
  return (
    <Section id="contact" tone="sand" eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="space-y-8">
          <div>
            <h3 className="text-xl">{contact.emailHeading}</h3>
            <p className="mt-2">
              <a href={`mailto:${email}`} className="text-cedar-700 underline underline-offset-4 hover:text-cedar-900">
                {email}
              </a>
            </p>
          </div>
          {[offices.canada, offices.pakistan].map((office) => (
            <div key={office.label}>
              <h3 className="text-xl">{office.label}</h3>
              <address className="mt-2 text-muted not-italic">
                {office.address}
                <br />
                <a href={telHref(office.phone)} className="inline-flex min-h-11 items-center text-cedar-700 underline underline-offset-4">
                  {office.phone}
                </a>
              </address>
            </div>
          ))}
        </div>
        {/* On small screens the form comes first, so 'Contact Us' lands on it. */}
        <div className="order-first rounded-card border border-line bg-white p-6 shadow-card sm:p-10 lg:order-none">
          <ContactForm limits={CONTACT_LIMITS} honeypotField={HONEYPOT_FIELD} copy={contact.form} teams={await listTeamChoices()} />
        </div>
      </div>
      <Toaster />
    </Section>
  );
}
