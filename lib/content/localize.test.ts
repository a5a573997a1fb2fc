/**
 * A record as a page in one language reads it, driven by its schema: each text in both languages
 * becomes the page's language, a record's Urdu name becomes its name on Urdu pages (the English kept
 * as `englishName`), everything else stays as it is. The type follows the same schema: the
 * assertions below are checked by `tsc` (the types step of `npm test`) as well as at run time.
 */
import { fields } from '@keystatic/core';
import { bilingual, name, urdu } from '@/lib/keystatic/fields';
import { localize, type Localized } from './localize';

const schema = fields.object({
  name: name(),
  nameInUrdu: urdu({ label: 'Name', description: 'As the Urdu pages write it' }),
  summary: bilingual({ label: 'Summary' }),
  code: fields.text({ label: 'Code' }),
  // An object of other fields than en and ur alone is a group, not a text in both languages.
  place: fields.object({ en: fields.text({ label: 'English' }), ur: urdu({ label: 'Urdu' }), code: fields.text({ label: 'Code' }) }),
  items: fields.array(bilingual({ label: 'Item' })),
  extra: fields.conditional(fields.checkbox({ label: 'Has a note' }), { true: bilingual({ label: 'Note' }), false: fields.empty() }),
});
type Read = Localized<typeof schema>;

const record = {
  name: 'Cedarline Skyline',
  nameInUrdu: 'سیڈرلائن اسکائی لائن',
  summary: { en: 'Towers by the sea', ur: 'سمندر کے کنارے ٹاورز' },
  code: 'K-1',
  place: { en: 'Karachi', ur: 'کراچی', code: 'KHI' },
  items: [{ en: 'Parking', ur: 'پارکنگ' }],
  extra: { discriminant: true, value: { en: 'Handed over', ur: 'حوالے کر دیا گیا' } },
};

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('localize', () => {
  it('reads each pair in the page’s language and the Urdu name on Urdu pages; plain fields stay as they are', () => {
    const common = { englishName: 'Cedarline Skyline', code: 'K-1', place: { en: 'Karachi', ur: 'کراچی', code: 'KHI' } };
    expect(localize(schema, record, 'ur')).toEqual({
      ...common,
      name: 'سیڈرلائن اسکائی لائن',
      summary: 'سمندر کے کنارے ٹاورز',
      items: ['پارکنگ'],
      extra: { discriminant: true, value: 'حوالے کر دیا گیا' },
    });
    expect(localize(schema, record, 'en')).toEqual({
      ...common,
      name: 'Cedarline Skyline',
      summary: 'Towers by the sea',
      items: ['Parking'],
      extra: { discriminant: true, value: 'Handed over' },
    });
  });

  it('types what a page reads from the schema: a pair is a string, the Urdu name is not a field of its own', () => {
    const typed: [
      Same<Read['summary'], string>,
      Same<Read['code'], string>,
      Same<Read['place'], { readonly en: string; readonly ur: string; readonly code: string }>,
      Same<Read['englishName'], string>,
      Same<Read['items'], readonly string[]>,
      Same<Read['extra'], { readonly discriminant: true; readonly value: string } | { readonly discriminant: false; readonly value: null }>,
      'nameInUrdu' extends keyof Read ? false : true,
    ] = [true, true, true, true, true, true, true];
    expect(typed.every(Boolean)).toBe(true);
  });
});
