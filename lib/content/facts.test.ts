import { fields } from '@keystatic/core';
import { filled, sentence, urdu } from '@/lib/keystatic/fields';
import { knowSiteFacts, restatementsIn, type Fact } from '@/lib/keystatic/facts';
import { readFacts } from './facts';

/** Two facts as the admin reads them from /api/editor/facts: a delivered project's year, and the group's founding year. */
const SKYLINE: Fact = {
  value: 2013, what: 'Cedarline Skyline’s year delivered', file: 'content/delivered-projects/cedarline-skyline.json', figure: 'year',
  names: ['Cedarline Skyline', 'سیڈرلائن اسکائی لائن'], source: { key: 'delivered-projects', slug: 'cedarline-skyline' },
};
const FOUNDED: Fact = { value: 1985, what: 'the group’s founding year', file: 'content/settings.json', figure: 'year', names: [], source: { key: 'settings' } };

/** What the form says under a field for `value`: its message, or null when it takes it. */
function said(field: { validate(value: string, extra: undefined): unknown }, value: string) {
  try {
    field.validate(value, undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
/** The editor open at `path`, as its fields read it. */
function openAt(path: string | null) {
  Object.assign(globalThis, { window: path === null ? undefined : { location: { pathname: path } } });
}
afterEach(() => openAt(null));

describe('a figure another file holds, typed in a text, is refused under the field in the editor', () => {
  const paragraph = fields.text({ label: 'Text', multiline: true, validation: sentence() });
  const urduLine = urdu({ label: 'Text', validation: filled() });

  it('takes any text until the admin has read the facts (as the build reads every field)', () => {
    expect(said(paragraph, 'Cedarline Skyline owners have seen their homes rise in value since its delivery in 2013.')).toBeNull();
  });

  it('then refuses a record’s figure where the text names the record, in English and in Urdu, with the file that holds it', () => {
    knowSiteFacts([SKYLINE, FOUNDED], 2026);
    openAt('/keystatic/singleton/pakistan-page');
    expect(said(paragraph, 'Cedarline Skyline owners have seen their homes rise in value since its delivery in 2013.')).toContain(
      '“2013” is Cedarline Skyline’s year delivered, held in content/delivered-projects/cedarline-skyline.json',
    );
    expect(said(urduLine, 'سیڈرلائن اسکائی لائن دو ہزار تیرہ میں حوالے کی گئی۔')).toContain('“دو ہزار تیرہ” is Cedarline Skyline’s year delivered');
    expect(said(paragraph, 'Towers handed over in 2013 still hold their value in North Nazimabad.')).toBeNull();
    expect(said(paragraph, 'A family firm since nineteen eighty-five, building across Karachi.')).toContain('write {founded} where the text offers it');
  });

  it('leaves the open record its own figures: its own fields’ rules speak for them', () => {
    knowSiteFacts([SKYLINE], 2026);
    openAt('/keystatic/collection/delivered-projects/item/cedarline-skyline');
    expect(said(paragraph, 'Cedarline Skyline has stood in North Nazimabad since 2013, well kept.')).toBeNull();
  });

  it('restates nothing in a text without a figure, or without a space (an approval number)', () => {
    expect(restatementsIn('SBCA/BP/2013/0561', [SKYLINE], 2026, 'Cedarline Skyline')).toEqual([]);
    expect(restatementsIn('Cedarline Skyline is well kept.', [SKYLINE], 2026)).toEqual([]);
  });
});

describe('the facts the editor reads', () => {
  it('are every record’s figures and the settings’, each with the file that holds it', async () => {
    const facts = await readFacts();
    expect(facts).toContainEqual({ ...SKYLINE, names: ['Cedarline Skyline', 'سیڈرلائن اسکائی لائن'] });
    expect(facts).toContainEqual(FOUNDED);
    expect(facts).toContainEqual(expect.objectContaining({ figure: 'phone', value: '9055550150', file: 'content/canada-ventures/oshawa-convention-center.json' }));
  });
});
