import { getLocale, getMessages } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { getCopy, listTeamChoices } from '@/lib/content/site';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { ContactDetails } from './contact-details';
import { ContactFormWhenNear } from './contact-form-when-near';
import { contactFunctionUrl } from './send-contact-message';
import { Toaster } from './toaster';

/**
 * The home page's contact block (anchor `contact`): the group's details and
 * the form; in Urdu it is a page of its own (/ur). There the form writes to Karachi sales, whom the Urdu
 * pages sell for, and says so instead of offering a choice of team.
 */
export async function ContactSection({ page = false }: { page?: boolean }) {
  const locale = await getLocale();
  const [contact, { form }, teams] = await Promise.all([
    getCopy('contact-section', locale),
    getMessages(),
    listTeamChoices(locale),
  ]);
  return (
    <Section
      id="contact"
      tone="sand"
      eyebrow={contact.eyebrow}
      title={contact.title}
      intro={contact.intro}
      // As a page of its own (/ur), its heading is the page's, below the fixed header.
      level={page ? 1 : 2}
      className={page ? 'pt-28 sm:pt-32' : ''}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <ContactDetails locale={locale} as={page ? 'h2' : 'h3'} />
        {/* On small screens the form comes first, so 'Contact Us' lands on it. */}
        <div className="order-first rounded-card border border-line bg-white p-6 shadow-card sm:p-10 lg:order-none">
          <ContactFormWhenNear
            limits={CONTACT_LIMITS}
            honeypotField={HONEYPOT_FIELD}
            copy={form}
            teams={teams}
            locale={locale}
            action={contactFunctionUrl()}
          />
        </div>
      </div>
      <Toaster labels={{ region: form.notifications, close: form.closeNotification }} />
    </Section>
  );
}
