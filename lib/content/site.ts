/**
 * The site-wide content: any page's copy, settings, navigation, the home and About pages, the people of the
 * About page and the teams a contact message can go to. What the Urdu pages show too takes the page's locale.
 */
import { BUILD_YEAR, yearsSince } from '@/lib/build-date';
import type { Locale } from '@/lib/i18n/locales';
import type { COMPANIES } from '@/lib/keystatic/site';
import { linkIn, ROUTES } from '@/lib/routes';
import { URDU_TEAM } from '@/supabase/functions/_shared/teams';
import { getCatalogue, getCopy, listTeams, type Team } from './base';
import { listCanadaMenuItems, listHotels, listRecordPages } from './canada';
import { listProjectPages } from './pakistan';
import { byPosition, readContent, type ContentIn, type RecordOf } from './reader';

// The shared helpers, for the pages and the interface words, which read content through this module.
export { getCatalogue, getCopy, listTeams, type Messages, type Team } from './base';

export type Settings = ContentIn['settings'] & { yearsOfExperience: string; copyrightYear: number };
export type Office = Settings['offices']['canada'];
export type ImageRef = { src: string; alt: string };

/** The settings, with what the day of the build makes of them: the whole decades since the founding ('40+') and the copyright year. */
export async function getSettings(locale: Locale): Promise<Settings> {
  const settings = await getCopy('settings', locale);
  return { ...settings, yearsOfExperience: yearsSince(settings.founded), copyrightYear: BUILD_YEAR };
}

type Company = (typeof COMPANIES)[number];
const COMPANY_PAGES: { [C in Company]: string } = { canada: ROUTES.canada, builders: ROUTES.pakistan };
/** A link; `english` when an Urdu page links to a page that is only in English. */
type Link = { label: string; href: string; english?: boolean };
/** A menu entry; one without `href` has no page yet and is flagged with its `status`. `lang` when its words are in English on an Urdu page. */
export type NavItem = { label: string; href?: string; status?: string; english?: boolean; lang?: 'en' };
export type NavMenu = { id: Company; label: string; items: NavItem[] };

/** A content link as the page in `locale` gives it (lib/routes.ts, `linkIn`). */
function localLink(label: string, href: string, locale: Locale): Link {
  const link = linkIn(href, locale);
  return link.english ? { label, ...link } : { label, href: link.href };
}

/** The header: its links, the two company menus and the contact button, each leading to the page in `locale` where there is one. */
export async function getNavigation(locale: Locale) {
  const [{ links, buildersMenu, contact }, { companies }, { chrome }] = await Promise.all([getCopy('navigation', locale), getSettings(locale), getCatalogue(locale)]);
  // The Canada portfolio is in English only: on an Urdu page its names read as English, its statuses in Urdu.
  const english = locale === 'en' ? {} : { lang: 'en' as const };
  const canada: NavItem[] = (await listCanadaMenuItems()).map((item) =>
    ({ ...('href' in item ? localLink(item.label, item.href, locale) : { label: item.label, status: chrome.statuses[item.status] }), ...english }));
  const builders = buildersMenu.map((link) => localLink(link.label, link.href, locale));
  const menus: NavMenu[] = [{ id: 'canada', label: companies.canada, items: canada }, { id: 'builders', label: companies.builders, items: builders }];
  return { links: links.map((link) => localLink(link.label, link.href, locale)), menus, contact: localLink(contact.label, contact.href, locale) };
}
export type Navigation = Awaited<ReturnType<typeof getNavigation>>;

/** Every canonical page of the English site, in the order the sitemap lists them. */
export const listCanonicalPaths = async (): Promise<string[]> => [
  ROUTES.home, ROUTES.about, ROUTES.canada,
  ...(await listHotels()).map((hotel) => ROUTES.hotel(hotel.slug)),
  ...(await listRecordPages()).map((record) => ROUTES.record(record.slug)),
  ROUTES.pakistan, ROUTES.deliveredProjects, ROUTES.ongoingProjects,
  ...(await listProjectPages('en')).map((project) => ROUTES.project(project.slug)),
];

/** The footer's quick links, in order: pages, and company overviews named as the settings name the company. */
export async function listFooterLinks(locale: Locale): Promise<Link[]> {
  const [{ quickLinks }, { companies }] = await Promise.all([getCopy('navigation', locale), getSettings(locale)]);
  return quickLinks.map(({ discriminant, value }) => (discriminant === 'page' ? localLink(value.label, value.href, locale) : localLink(companies[value], COMPANY_PAGES[value], locale)));
}

/** `copy` with the group's founding year and years of experience written into its {founded} and {experience}. */
function withStory<T>(copy: T, { founded, yearsOfExperience }: Settings): T {
  return JSON.parse(JSON.stringify(copy), (_, value: unknown) =>
    typeof value === 'string' && /\{(founded|experience)\}/.test(value) ? value.replaceAll('{founded}', String(founded)).replaceAll('{experience}', yearsOfExperience) : value) as T;
}

/** The home page's copy, the group's story filled in; each venture card carries its company's name and page. */
export async function getHomePage() {
  const [story, settings] = await Promise.all([getCopy('home-page'), getSettings('en')]);
  const home = withStory(story, settings);
  const { companies } = settings;
  const cards = home.ventures.cards.map((card) => ({ ...card, name: companies[card.company], href: COMPANY_PAGES[card.company] }));
  return { ...home, ventures: { ...home.ventures, cards } };
}
export type HomePage = Awaited<ReturnType<typeof getHomePage>>;

/** Everyone on the About page, in list order; one team of them. */
export type Person = RecordOf<'team'>;
const listPeople = async (): Promise<Person[]> => byPosition((await readContent()).team);
export const listTeamMembers = async (team: Person['team']) => (await listPeople()).filter((person) => person.team === team);

/** The About page's copy, with the CEO's message signed by their team record. */
export async function getAboutPage() {
  const [story, people, settings] = await Promise.all([getCopy('about-page'), listPeople(), getSettings('en')]);
  const about = withStory(story, settings);
  return { ...about, ceoMessage: { ...about.ceoMessage, author: people.find((person) => person.slug === about.ceoMessage.author)! } };
}
export type AboutPage = Awaited<ReturnType<typeof getAboutPage>>;
export type Milestone = AboutPage['milestones']['items'][number];

/** What the form's team select needs of a team. */
export type TeamChoice = Pick<Team, 'slug' | 'name'>;

/**
 * The teams a visitor on a page in `locale` writes to: every team, or on the Urdu pages Karachi sales alone, who answer in Urdu
 * (the function routes an Urdu message to them too).
 */
export const listTeamsToWrite = async (locale: Locale) => (await listTeams(locale)).filter((team) => locale !== 'ur' || team.slug === URDU_TEAM);
/** The teams as the form offers them: a select of every team, or the one it writes to. */
export const listTeamChoices = async (locale: Locale): Promise<TeamChoice[]> => (await listTeamsToWrite(locale)).map(({ slug, name }) => ({ slug, name }));
