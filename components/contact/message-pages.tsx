import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { teamWhatsappHref } from '@/components/projects/team-contact';
import { Ltr } from '@/components/ui/ltr';
import { PageButtonLink } from '@/components/ui/page-button-link';
import { Section } from '@/components/ui/section';
import { getCopy, getSettings, listTeamsToWrite } from '@/lib/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { unlistedPageMetadata } from '@/lib/seo';
import { telHref } from '@/lib/tel';
import type { MessageOutcome } from '@/supabase/functions/_shared/form-post';
import { ContactDetails } from './contact-details';

/** A page a form post lands on is the answer to one visitor's post: kept out of search results. */
export async function messagePageMetadata(outcome: MessageOutcome, locale: Locale): Promise<Metadata> {
  return unlistedPageMetadata((await getCopy('message-pages', locale))[outcome].title, locale);
}

const PAGE = 'min-h-[60vh] pt-28 sm:pt-32';

/** Where the form without JavaScript lands once its message is stored: it went, the team will answer. */
export async function MessageSentView() {
  const { sent } = await getCopy('message-pages', await getLocale());
  return (
    <Section level={1} id="message" title={sent.title} intro={sent.text} className={PAGE}>
      <PageButtonLink href={ROUTES.home} variant="secondary">
        {sent.homeButton}
      </PageButtonLink>
    </Section>
  );
}

/**
 * Where the form without JavaScript lands when its message could not be taken
 * (refused, limited, or the backend down): what to do, and every other way to
 * the teams this page writes to, their phones and WhatsApp, then the group's
 * email and offices.
 */
export async function MessageNotSentView() {
  const locale = await getLocale();
  const [{ notSent }, settings, teams, chrome] = await Promise.all([
    getCopy('message-pages', locale),
    getSettings(locale),
    listTeamsToWrite(locale),
    getTranslations('chrome'),
  ]);
  const reachable = teams.filter((team) => team.phone || team.whatsapp);
  return (
    <Section level={1} id="message" title={notSent.title} intro={notSent.text} className={PAGE}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-2">
        <div>
          <h2 className="text-xl">{notSent.teamsHeading}</h2>
          <ul className="mt-4 space-y-5">
            {reachable.map((team) => {
              const whatsapp = teamWhatsappHref(team, settings.name);
              return (
                <li key={team.slug}>
                  <h3 className="font-sans text-base font-semibold text-ink">{team.name}</h3>
                  <p className="flex flex-wrap gap-x-6">
                    {team.phone ? (
                      <a
                        href={telHref(team.phone)}
                        className="inline-flex min-h-11 items-center text-cedar-700 underline underline-offset-4"
                      >
                        <Ltr>{team.phone}</Ltr>
                      </a>
                    ) : null}
                    {whatsapp && team.whatsapp ? (
                      <a
                        href={whatsapp}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-1.5 text-cedar-700 underline underline-offset-4"
                      >
                        {notSent.whatsappLabel} <Ltr>{team.whatsapp.number}</Ltr>
                        <span className="sr-only"> {chrome('opensInNewTab')}</span>
                      </a>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
        <ContactDetails locale={locale} as="h2" />
      </div>
    </Section>
  );
}
