import { localConfig } from '@/scripts/local/config.mjs';
import { inboxOf, readContactConfig } from '@/supabase/functions/_shared/config';
import { GENERAL_TEAM } from '@/supabase/functions/_shared/teams';
import { getCanadaPage } from './canada-portfolio';
import { getEstateResidency, getSuites } from './canada-residential';
import { listOfferingProjects } from './current-projects';
import { parseFile } from './read';
import { getOngoingProjectsPage, getPakistanPage } from './pakistan-pages';
import { getTeam, listTeamChoices, listTeams, resolveTeam, teamSchema } from './teams';

describe('contact teams', () => {
  it('lists general enquiries first, then Canada hospitality, the convention centre and restaurant, and Karachi sales', () => {
    expect(listTeams().map((team) => [team.slug, team.name])).toEqual([
      ['general', 'General enquiries'],
      ['canada-hospitality', 'Canada hospitality'],
      ['events-and-dining', 'Convention centre and restaurant'],
      ['karachi-sales', 'Karachi sales'],
    ]);
    expect(listTeamChoices()).toEqual(listTeams().map(({ slug, name }) => ({ slug, name })));
  });

  it('gets a team by slug, with its phone and WhatsApp where it has them', () => {
    expect(getTeam('karachi-sales')).toMatchObject({
      phone: '+92 21 5550 0148',
      whatsapp: { number: '+92 300 555 0149', message: expect.stringContaining('{name}') },
    });
    expect(getTeam('canada-hospitality')).toMatchObject({ phone: '+1 905 555 0143', whatsapp: null });
    expect(getTeam(GENERAL_TEAM)).toMatchObject({ phone: null, whatsapp: null });
    expect(getTeam('nope')).toBeNull();
  });

  it('refuses a real-looking WhatsApp number: fictional ones only', () => {
    const record = { name: 'Sales', position: 1, phone: { discriminant: false } };
    const whatsapp = (number: string) => ({ ...record, whatsapp: { discriminant: true, value: { number, message: 'About {name}' } } });
    expect(() => parseFile('content/teams/x.json', teamSchema, whatsapp('+92 300 1234567'))).toThrow(/field "whatsapp.value.number": must be a fictional mobile/);
    expect(() => parseFile('content/teams/x.json', teamSchema, whatsapp('+92 300 555 0149'))).not.toThrow();
  });

  it('fails the build with the file and field when a page names a team that does not exist', () => {
    expect(() => resolveTeam('karachi-sale', { file: 'content/pages/chg-pakistan.json', field: 'office.team' })).toThrow(
      /content\/pages\/chg-pakistan\.json:\n {2}- field "office.team": no record "karachi-sale"/,
    );
  });

  it('is chosen by the pages that open the form: Karachi offerings, office and Ongoing Projects for sales, the residences and CHG Canada for hospitality', () => {
    expect(listOfferingProjects().map((project) => project.page.team.slug)).toEqual(['karachi-sales', 'karachi-sales', 'karachi-sales']);
    expect(getPakistanPage().office.team.slug).toBe('karachi-sales');
    expect(getPakistanPage().opportunities.items.map((item) => item.team.slug)).toEqual(['general', 'karachi-sales', 'karachi-sales']);
    expect([getSuites().cta.team.slug, getEstateResidency().cta.team.slug]).toEqual(['canada-hospitality', 'canada-hospitality']);
    expect(getOngoingProjectsPage().closing.team.slug).toBe('karachi-sales');
    expect(getCanadaPage().closing.team.slug).toBe('canada-hospitality');
  });
});

describe('the local stack has an inbox for every team', () => {
  const config = readContactConfig(localConfig({}).functionEnv);

  it.each(listTeams().map((team) => team.slug))('%s gets its own inbox', (slug) => {
    expect(Object.hasOwn(config.teamInboxes, slug)).toBe(true);
    if (slug !== GENERAL_TEAM) expect(inboxOf(config, slug)).not.toEqual(inboxOf(config, GENERAL_TEAM));
  });

  it('configures no team that content/teams/ does not have', () => {
    expect(Object.keys(config.teamInboxes).sort()).toEqual(listTeams().map((team) => team.slug).sort());
  });
});
