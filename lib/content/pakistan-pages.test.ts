import { getPakistanPage, getProjectCopy, projectCopySchema } from './pakistan-pages';
import { parseFile } from './read';

describe('Karachi page copy', () => {
  it('has three investment opportunities, the joint ventures one pointing at the Property.rf page', () => {
    const { items } = getPakistanPage().opportunities;
    expect(items.map((o) => o.title)).toEqual(['Hotel development', 'Residential projects', 'Joint ventures']);
    expect(items[2]?.example?.project.slug).toBe('property-rf-collaboration');
  });

  it('rejects a template that lost its blank', () => {
    const copy = { ...getProjectCopy(), delivered: { ...getProjectCopy().delivered, yearLabel: 'Delivered' } };
    expect(() => parseFile('content/pages/project.json', projectCopySchema, copy)).toThrow(/field "delivered.yearLabel": must contain \{year\}/);
  });
});
