/**
 * The site-wide content: settings, navigation, the home, About, contact and
 * not-found pages, the people of the About page and the teams a contact
 * message can go to. What the Urdu pages show too takes the page's locale.
 */
import type { Locale } from '@/lib/i18n/locales';
import type { COMPANIES } from '@/lib/keystatic/site';
import { linkIn, ROUTES } from '@/lib/routes';
import { URDU_TEAM } from '@/supabase/functions/_shared/teams';
import { listCanadaMenuItems } from './canada';
import { byPosition, readContent, readContentIn, type ContentIn, type RecordOf } from './reader';

export type Settings = ContentIn['settings'] & { yearsOfExperience: string };
export type Office = Settings['offices']['canada'];
export type ImageRef = { src: string; alt: string };

/** Whole decades since the founding, as the site states them: 1985 → 2025 is '40+'. */
export function yearsOfExperience(founded: number, now: number) {
  return `${Math.floor((now - founded) / 10) * 10}+`;
}

export async function getSettings(locale: Locale): Promise<Settings> {
  const settings = (await readContentIn(locale)).settings;
  return { ...settings, yearsOfExperience: yearsOfExperience(settings.founded, settings.copyrightYear) };
}

type Company = (typeof COMPANIES)[number];
/** A link; `english` when an Urdu page links to a page that is only in English. */
export type Link = { label: string; href: string; english?: boolean };
/** A menu entry; one without `href` has no page yet and is shown as under development. `lang` when its words are in English on an Urdu page. */
export type NavItem = { label: string; href?: string; english?: boolean; lang?: 'en' };
export type NavMenu = { id: Company; label: string; items: NavItem[] };

const COMPANY_PAGES: { [C in Company]: string } = { canada: ROUTES.canada, builders: ROUTES.pakistan };

/** A content link as the page in `locale` gives it (lib/routes.ts, `linkIn`). */
function localLink(label: string, href: string, locale: Locale): Link {
  const link = linkIn(href, locale);
  return link.english ? { label, ...link } : { label, href: link.href };
}

/** A company's overview page, named as the settings name the company. */
async function companyLink(company: Company, locale: Locale): Promise<Link> {
  return localLink((await getSettings(locale)).companies[company], COMPANY_PAGES[company], locale);
}

/** The header: its links, the two company menus and the contact button, each leading to the page in `locale` where there is one. */
export async function getNavigation(locale: Locale) {
  const { links, buildersMenu, contact } = (await readContentIn(locale)).navigation;
  // The Canada portfolio is in English only: on an Urdu page its names read as English.
  const english = locale === 'en' ? {} : { lang: 'en' as const };
  const canada = (await listCanadaMenuItems()).map((item) => ({ ...(item.href ? localLink(item.label, item.href, locale) : item), ...english }));
  const menus: NavMenu[] = [
    { id: 'canada', label: (await companyLink('canada', locale)).label, items: canada },
    { id: 'builders', label: (await companyLink('builders', locale)).label, items: buildersMenu.map((link) => localLink(link.label, link.href, locale)) },
  ];
  return {
    links: links.map((link) => localLink(link.label, link.href, locale)),
    menus,
    contact: localLink(contact.label, contact.href, locale),
  };
}
export type Navigation = Awaited<ReturnType<typeof getNavigation>>;

/** The footer's quick links, in order. */
export async function listFooterLinks(locale: Locale): Promise<Link[]> {
  const { quickLinks } = (await readContentIn(locale)).navigation;
  return Promise.all(quickLinks.map((link) => (link.discriminant === 'page' ? localLink(link.value.label, link.value.href, locale) : companyLink(link.value, locale))));
}

/** The home page's copy; each venture card carries its company's name and page. */
export async function getHomePage() {
  const home = (await readContent())['home-page'];
  const cards = await Promise.all(home.ventures.cards.map(async (card) => ({ ...card, name: (await companyLink(card.company, 'en')).label, href: COMPANY_PAGES[card.company] })));
  return { ...home, ventures: { ...home.ventures, cards } };
}
export type HomePage = Awaited<ReturnType<typeof getHomePage>>;
export type VentureCard = HomePage['ventures']['cards'][number];

export type Person = RecordOf<'team'>;

/** Everyone on the About page, in list order. */
async function listPeople(): Promise<Person[]> {
  return byPosition((await readContent()).team);
}

/** One team's members, in list order. */
export async function listTeamMembers(team: Person['team']): Promise<Person[]> {
  return (await listPeople()).filter((person) => person.team === team);
}

/** The About page's copy, with the CEO's message signed by their team record. */
export async function getAboutPage() {
  const about = (await readContent())['about-page'];
  const author = (await listPeople()).find((person) => person.slug === about.ceoMessage.author)!;
  return { ...about, ceoMessage: { ...about.ceoMessage, author } };
}
export type AboutPage = Awaited<ReturnType<typeof getAboutPage>>;
export type Milestone = AboutPage['milestones']['items'][number];

/** The home page's contact section, in `locale` (its form's words are in the message catalogue). */
export const getContactPage = async (locale: Locale) => (await readContentIn(locale))['contact-section'];

/** The pages the contact form without JavaScript lands on: sent, or not sent and how else to reach the team. */
export const getMessagePages = async (locale: Locale) => (await readContentIn(locale))['message-pages'];

/** SPEC §8: the page any unknown path shows. */
export const getNotFoundPage = async (locale: Locale) => (await readContentIn(locale))['not-found-page'];

/** A contact team in `locale`, its phone and WhatsApp read as given or not. */
export type Team = Omit<ContentIn['teams'][number], 'phone' | 'whatsapp'> & {
  phone: string | null;
  whatsapp: { number: string; message: string } | null;
};
/** What the form's team select needs of a team. */
export type TeamChoice = Pick<Team, 'slug' | 'name'>;

/** Every team, in list order (the order of the form's select). */
export async function listTeams(locale: Locale): Promise<Team[]> {
  return byPosition((await readContentIn(locale)).teams).map((team) => ({
    ...team,
    phone: team.phone.discriminant ? team.phone.value : null,
    whatsapp: team.whatsapp.discriminant ? team.whatsapp.value : null,
  }));
}

/**
 * The teams a visitor on a page in `locale` writes to, in list order: every team, or on the Urdu
 * pages Karachi sales alone, who answer in Urdu (the function routes an Urdu message to them too).
 */
export async function listTeamsToWrite(locale: Locale): Promise<Team[]> {
  const teams = await listTeams(locale);
  return locale === 'ur' ? teams.filter((team) => team.slug === URDU_TEAM) : teams;
}

/** The teams as the form offers them: a select of every team, or the one it writes to. */
export async function listTeamChoices(locale: Locale): Promise<TeamChoice[]> {
  return (await listTeamsToWrite(locale)).map(({ slug, name }) => ({ slug, name }));
}

/** `value` with its `team` slug swapped for the team record, so the page shows the team's name, phone and WhatsApp. */
export async function withTeam<T extends { team: string }>(value: T, locale: Locale): Promise<Omit<T, 'team'> & { team: Team }> {
  const team = (await listTeams(locale)).find((candidate) => candidate.slug === value.team)!;
  return { ...value, team };
}
