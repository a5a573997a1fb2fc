import { checkContent } from './checks';
import { loadContent, type Content, type RecordOf } from './reader';

type Project = RecordOf<'current-projects'>;
/** A record as a test edits it: Keystatic's reader gives it read-only. */
type Editable<T> = { -readonly [K in keyof T]: Editable<T[K]> };
type Page = Editable<Extract<Project['page'], { discriminant: true }>['value']>;
const CHAMBERS = 'content/current-projects/cedarline-chambers.json';
const PROPERTY_RF = 'content/current-projects/property-rf-collaboration.json';

let content: Content;
beforeAll(async () => {
  content = await loadContent();
});

/** The problems the checks find once `change` has edited the page of the project `slug`. */
function problemsAfter(slug: string, change: (page: Page) => void) {
  const projects = content['current-projects'].map((project) => {
    if (project.slug !== slug) return project;
    const edited = structuredClone(project);
    if (edited.page.discriminant) change(edited.page.value as Page);
    return edited;
  });
  return checkContent({ ...content, 'current-projects': projects }, process.cwd());
}

describe('a project sold with prices has the NOC for sale the site promises', () => {
  const message =
    'a project with prices needs its NOC for sale and advertisement among its approvals: the site promises buyers that every unit it sells has one; add it, or untick "Has its own project page"';

  it('refuses Property.rf as it was, with no approvals', () => {
    expect(problemsAfter('property-rf-collaboration', (page) => (page.approvals = []))).toEqual([
      { file: PROPERTY_RF, field: 'Has its own project page › Approvals', message },
    ]);
  });

  it('refuses approvals that leave the NOC out', () => {
    expect(problemsAfter('cedarline-chambers', (page) => (page.approvals = page.approvals.filter(({ approval }) => approval !== 'noc-sale')))).toEqual([
      { file: CHAMBERS, field: 'Has its own project page › Approvals', message },
    ]);
  });
});
