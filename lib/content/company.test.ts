import { getAboutPage, getHomePage } from './company';
import { getSettings } from './settings';
import { TEAMS } from './site-rules';
import { listPeople, listTeamMembers } from './team';

describe('the home page', () => {
  it('names each venture card after its company in the settings and links it to the company page', () => {
    const { companies } = getSettings();
    expect(getHomePage().ventures.cards.map(({ name, href, anchor }) => ({ name, href, anchor }))).toEqual([
      { name: companies.canada, href: '/chg-canada', anchor: 'chg-canada' },
      { name: companies.builders, href: '/chg-pakistan', anchor: 'cedarline-builders' },
    ]);
  });

  it('says what the settings say where its prose names the founding year or the years of experience', () => {
    const { founded, yearsOfExperience } = getSettings();
    const home = getHomePage();
    const about = getAboutPage();
    expect(home.title).toContain(String(founded));
    expect(home.hero.lead).toContain(`${yearsOfExperience} years`);
    expect(home.about.paragraphs.join(' ')).toContain(`began in ${founded}`);
    expect(about.description).toContain(`Founded in ${founded}, ${getSettings().shortName} has ${yearsOfExperience} years`);
    expect(about.hero.lead).toContain(`in ${founded}`);
    expect(about.milestones.items[0]?.year).toBe(founded);
  });
});

describe('the About page', () => {
  it('signs the CEO message with a team record: its role is the eyebrow, its name the signature', () => {
    expect(getAboutPage().ceoMessage.author).toMatchObject({ slug: 'sameer-siddiqui', name: 'Sameer Siddiqui', role: 'Chief Executive Officer' });
  });

  it('lists milestones in the order the editor put them, oldest first', () => {
    const years = getAboutPage().milestones.items.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });
});

describe('the team', () => {
  it('shows every team, each person once, in their position order', () => {
    expect(TEAMS.map((team) => listTeamMembers(team).map((person) => person.name))).toEqual([
      ['Haroon Siddiqui', 'Sameer Siddiqui'],
      ['Laura Bennett', 'Michael Okafor', 'Priya Raman'],
      ['Adnan Qureshi', 'Farah Naqvi', 'Imran Baig'],
    ]);
    expect(listPeople()).toHaveLength(8);
  });
});
