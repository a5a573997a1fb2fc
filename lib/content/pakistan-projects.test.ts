import { listDeliveredProjects } from './delivered-projects';
import { listOfferingProjects } from './current-projects';
import { getProjectPage, joinProjectPages, listProjectPages } from './pakistan-projects';

describe('project pages', () => {
  it('has the ten project pages', () => {
    expect(listProjectPages().map((p) => p.slug).sort()).toEqual(
      [
        ...['residency', 'villas-cottages', 'arcade', 'bridge-view', 'comfort', 'corner', 'skyline', 'villas-karachi', 'chambers'].map((s) => `cedarline-${s}`),
        'property-rf-collaboration',
      ].sort(),
    );
  });

  it('gives every delivered project its page, built from the same record', () => {
    for (const project of listDeliveredProjects()) {
      const page = getProjectPage(project.slug);
      expect(page?.layout).toBe('delivered');
      expect(page?.project).toBe(project);
    }
  });

  it('uses every slug once', () => {
    const slugs = listProjectPages().map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('fails when a delivered and a current project share a slug', () => {
    const [first] = listOfferingProjects();
    const clash = { ...first!, slug: 'cedarline-corner' };
    expect(() => joinProjectPages(listDeliveredProjects(), [clash])).toThrow(
      /content\/current-projects\/cedarline-corner\.json:\n {2}- file name "cedarline-corner": content\/delivered-projects\/ has a project with this slug/,
    );
  });
});
