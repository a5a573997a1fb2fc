/**
 * The site-wide content: settings, navigation, interface words, the home,
 * About, contact and not-found pages, the people of the About page and the
 * teams a contact message can go to.
 */
import type { COMPANIES } from '@/lib/keystatic/site';
import { ROUTES } from '@/lib/routes';
import { listCanadaMenuItems } from './canada';
import { byPosition, readContent, type RecordOf, type SingletonOf } from './reader';

export type Settings = SingletonOf<'settings'> & { yearsOfExperience: string };
export type Office = Settings['offices']['canada'];
export type ImageRef = { src: string; alt: string };

/** Whole decades since the founding, as the site states them: 1985 → 2025 is '40+'. */
export function yearsOfExperience(founded: number, now: number) {
  return `${Math.floor((now - founded) / 10) * 10}+`;
}

export async function getSettings(): Promise<Settings> {
  const settings = (await readContent()).settings;
  return { ...settings, yearsOfExperience: yearsOfExperience(settings.founded, settings.copyrightYear) };
}

/** The interface words every page shares: skip link, new-tab notice, logo, footer headings, copyright. */
export const getUi = async () => (await readContent())['interface-words'];

type Company = (typeof COMPANIES)[number];
export type Link = { label: string; href: string };
/** A menu entry; one without `href` has no page yet and is shown as under development. */
export type NavItem = { label: string; href?: string };
export type NavMenu = { id: Company; label: string; items: NavItem[] };

const COMPANY_PAGES: { [C in Company]: string } = { canada: ROUTES.canada, builders: ROUTES.pakistan };

/** A company's overview page, named as the settings name the company. */
async function companyLink(company: Company): Promise<Link> {
  return { label: (await getSettings()).companies[company], href: COMPANY_PAGES[company] };
}

/** The header: its links, the two company menus and the contact button, with the words of the mobile menu. */
export async function getNavigation() {
  const { label, links, buildersMenu, underDevelopment, contact, mobile } = (await readContent()).navigation;
  const menus: NavMenu[] = [
    { id: 'canada', label: (await companyLink('canada')).label, items: await listCanadaMenuItems() },
    { id: 'builders', label: (await companyLink('builders')).label, items: [...buildersMenu] },
  ];
  return { label, links, menus, underDevelopment, contact, mobile };
}
export type Navigation = Awaited<ReturnType<typeof getNavigation>>;

/** The footer's quick links, in order. */
export async function listFooterLinks(): Promise<Link[]> {
  const { quickLinks } = (await readContent()).navigation;
  return Promise.all(quickLinks.map((link) => (link.discriminant === 'page' ? link.value : companyLink(link.value))));
}

/** The home page's copy; each venture card carries its company's name and page. */
export async function getHomePage() {
  const home = (await readContent())['home-page'];
  const cards = await Promise.all(home.ventures.cards.map(async (card) => ({ ...card, name: (await companyLink(card.company)).label, href: COMPANY_PAGES[card.company] })));
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

/** The home page's contact section and the words of its form. */
export const getContactPage = async () => (await readContent())['contact-section'];
export type ContactPage = SingletonOf<'contact-section'>;
export type ContactFormCopy = ContactPage['form'];

/** SPEC §8: the page any unknown path shows. */
export const getNotFoundPage = async () => (await readContent())['not-found-page'];
export type NotFoundPage = SingletonOf<'not-found-page'>;

/** A contact team, its phone and WhatsApp read as given or not. */
export type Team = Omit<RecordOf<'teams'>, 'phone' | 'whatsapp'> & {
  phone: string | null;
  whatsapp: { number: string; message: string } | null;
};
/** What the form's team select needs of a team. */
export type TeamChoice = Pick<Team, 'slug' | 'name'>;

/** Every team, in list order (the order of the form's select). */
export async function listTeams(): Promise<Team[]> {
  return byPosition((await readContent()).teams).map((team) => ({ ...team, phone: team.phone.discriminant ? team.phone.value : null, whatsapp: team.whatsapp.discriminant ? team.whatsapp.value : null }));
}

/** The teams as the form's select lists them. */
export async function listTeamChoices(): Promise<TeamChoice[]> {
  return (await listTeams()).map(({ slug, name }) => ({ slug, name }));
}

/** `value` with its `team` slug swapped for the team record, so the page shows the team's name, phone and WhatsApp. */
export async function withTeam<T extends { team: string }>(value: T): Promise<Omit<T, 'team'> & { team: Team }> {
  const team = (await listTeams()).find((candidate) => candidate.slug === value.team)!;
  return { ...value, team };
}
