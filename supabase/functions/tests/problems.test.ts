/**
 * Problem keys, what the function answers for a bad field and the form looks
 * up in its catalogue: written and read back without loss, and anything else
 * read as `invalid`.
 */
import fc from 'fast-check';
import { CONTACT_PROBLEMS, parseProblem, problemKey } from '../_shared/problems.ts';

describe('problemKey', () => {
  it('is the code alone without parameters', () => {
    expect(CONTACT_PROBLEMS.map((code) => problemKey(code))).toEqual(CONTACT_PROBLEMS);
    expect(problemKey('required', {})).toBe('required');
  });

  it('adds the parameters as a query, in the order given', () => {
    expect(problemKey('tooLong', { max: 100 })).toBe('tooLong?max=100');
    expect(problemKey('visitDayRange', { first: '2025-06-03', last: '2025-08-01' })).toBe(
      'visitDayRange?first=2025-06-03&last=2025-08-01',
    );
  });

  it('escapes what would end a parameter or the key', () => {
    expect(problemKey('tooLong', { 'a&b': 'c=d?e#f' })).toBe('tooLong?a%26b=c%3Dd%3Fe%23f');
  });
});

describe('parseProblem', () => {
  it('reads a key the schema writes', () => {
    expect(parseProblem('required')).toEqual({ code: 'required', params: {} });
    expect(parseProblem('tooLong?max=100')).toEqual({ code: 'tooLong', params: { max: '100' } });
    expect(parseProblem('visitDayRange?first=2025-06-03&last=2025-08-01')).toEqual({
      code: 'visitDayRange',
      params: { first: '2025-06-03', last: '2025-08-01' },
    });
  });

  it('gives back what problemKey wrote, for every code and any parameters', () => {
    const params = fc.dictionary(
      fc.string({ unit: 'grapheme', minLength: 1 }),
      fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_PROBLEMS), params, (code, given) => {
        const read = parseProblem(problemKey(code, given));
        expect(read.code).toBe(code);
        expect(read.params).toEqual(
          Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)])),
        );
      }),
    );
  });

  it.each([
    ['an empty key', ''],
    ['a code it does not know', 'tooShort?min=1'],
    ['a code in other letters', 'Required'],
    ['a code with a space', 'required '],
    ['the words the function used to answer', 'First name is required.'],
    ['a query without a code', '?max=100'],
    ['a name every object inherits', 'toString'],
    ['__proto__', '__proto__?max=1'],
  ])('reads %s as invalid, without parameters', (_what, key) => {
    expect(parseProblem(key)).toEqual({ code: 'invalid', params: {} });
  });
});
