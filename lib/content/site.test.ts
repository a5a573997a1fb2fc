import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { localConfig } from '@/scripts/local/config.mjs';
import { inboxOf, readContactConfig } from '@/supabase/functions/_shared/config';
import { GENERAL_TEAM } from '@/supabase/functions/_shared/teams';
import { ABOUT_TEAMS } from '@/lib/keystatic/site';
import { URDU_LETTER } from '@/lib/i18n/locales';
import { getAboutPage, getHomePage, getNavigation, getSettings, listCanonicalPaths, listFooterLinks, listTeamMembers, listTeams } from './site';

const settings = await getSettings('en');

describe('the home and About pages', () => {
  it('name each venture card after its company in the settings and link it to the company page', async () => {
    expect((await getHomePage()).ventures.cards.map(({ name, href, anchor }) => ({ name, href, anchor }))).toEqual([
      { name: settings.companies.canada, href: '/chg-canada', anchor: 'chg-canada' },
      { name: settings.companies.builders, href: '/chg-pakistan', anchor: 'cedarline-builders' },
    ]);
  });

  it('count the years of experience from the founding year', () => {
    expect([settings.founded, settings.yearsOfExperience]).toEqual([1985, '40+']);
  });

  it('sign the CEO message with a team record, and list each team in position order', async () => {
    expect((await getAboutPage()).ceoMessage.author).toMatchObject({ slug: 'sameer-siddiqui', name: 'Sameer Siddiqui', role: 'Chief Executive Officer' });
    expect(await Promise.all(ABOUT_TEAMS.map(async (team) => (await listTeamMembers(team)).map((person) => person.name)))).toEqual([
      ['Haroon Siddiqui', 'Sameer Siddiqui'],
      ['Laura Bennett', 'Michael Okafor', 'Priya Raman'],
      ['Adnan Qureshi', 'Farah Naqvi', 'Imran Baig'],
    ]);
  });
});

describe('the header and footer', () => {
  it('name the two menus after the companies and end the header with the contact button', async () => {
    const navigation = await getNavigation('en');
    expect(navigation.menus.map((menu) => menu.label)).toEqual([settings.companies.canada, settings.companies.builders]);
    expect(navigation.menus[1]?.items).toEqual([
      { label: 'Delivered Projects', href: '/delivered-projects' },
      { label: 'Ongoing Projects', href: '/ongoing-projects' },
    ]);
    expect(navigation.contact).toEqual({ label: 'Contact Us', href: '/#contact' });
  });

  it('lead an Urdu page to the Urdu pages, and say of the others that they are in English', async () => {
    const urdu = await getSettings('ur');
    const navigation = await getNavigation('ur');
    expect(navigation.menus.map((menu) => menu.label)).toEqual([urdu.companies.canada, urdu.companies.builders]);
    expect(navigation.menus[1]?.items.map((item) => [item.href, item.english])).toEqual([
      ['/ur/delivered-projects', undefined],
      ['/ur/ongoing-projects', undefined],
    ]);
    // The Canada portfolio is English only: its names read as English, its pages say so.
    expect(navigation.menus[0]?.items.every((item) => item.lang === 'en' && (item.href === undefined || item.english))).toBe(true);
    expect(navigation.links.map((link) => [link.href, link.english])).toEqual([
      ['/ur', undefined],
      ['/about', true],
    ]);
    expect(navigation.contact.href).toBe('/ur#contact');
    expect(await listFooterLinks('ur')).toEqual([
      { label: expect.stringMatching(URDU_LETTER), href: '/ur' },
      { label: expect.stringMatching(URDU_LETTER), href: '/about', english: true },
      { label: urdu.companies.canada, href: '/chg-canada', english: true },
      { label: urdu.companies.builders, href: '/ur/chg-pakistan' },
    ]);
  });

  it('link the footer’s pages, then each company overview under its name', async () => {
    expect(await listFooterLinks('en')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: settings.companies.canada, href: '/chg-canada' },
      { label: settings.companies.builders, href: '/chg-pakistan' },
    ]);
  });
});

describe('contact teams', () => {
  it('lists general enquiries first, with each team’s phone and WhatsApp where it has them', async () => {
    const teams = await listTeams('en');
    expect(teams.map((team) => [team.slug, team.name])).toEqual([
      ['general', 'General enquiries'],
      ['canada-hospitality', 'Canada hospitality'],
      ['events-and-dining', 'Events and dining office'],
      ['karachi-sales', 'Karachi sales'],
    ]);
    expect(teams.find((team) => team.slug === 'karachi-sales')).toMatchObject({ phone: '+92 21 5550 0148', whatsapp: { number: '+92 300 555 0149', message: expect.stringContaining('{name}') } });
    expect(teams.find((team) => team.slug === GENERAL_TEAM)).toMatchObject({ phone: null, whatsapp: null });
  });

  it('each get an inbox of their own in the local stack, and the stack configures no other team', async () => {
    const config = readContactConfig(localConfig({}).functionEnv);
    const slugs = (await listTeams('en')).map((team) => team.slug);
    expect(Object.keys(config.teamInboxes).sort()).toEqual([...slugs].sort());
    for (const slug of slugs.filter((slug) => slug !== GENERAL_TEAM)) expect(inboxOf(config, slug)).not.toEqual(inboxOf(config, GENERAL_TEAM));
  });
});

/** Every string in a content file that looks like an internal link. */
function internalLinks(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/(?!\/)/.test(value) && !/^\/(images|documents)\//.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => internalLinks(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => internalLinks(item, found));
  }
  return found;
}

describe('content links', () => {
  const files = readdirSync('content', { recursive: true }).map(String).filter((file) => file.endsWith('.json'));

  it.each(files)('every internal link in content/%s points at a page of the sitemap', async (file) => {
    const canonical = new Set(await listCanonicalPaths());
    for (const link of internalLinks(JSON.parse(readFileSync(path.join('content', file), 'utf8')))) {
      expect({ link, exists: canonical.has(new URL(link, 'http://x').pathname) }).toEqual({ link, exists: true });
    }
  });

  it('the sitemap lists every page once', async () => {
    const paths = await listCanonicalPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(22);
  });
});
