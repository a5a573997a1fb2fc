import { templateMessage, templatePattern } from './rules';

describe('templatePattern: one rule for {token} copy, in the build and in the editor', () => {
  it('allows the named tokens and no other {…}', () => {
    const pattern = templatePattern(['name', 'rooms']);
    expect(pattern.test('Welcome to {name}')).toBe(true);
    expect(pattern.test('Plain words')).toBe(true);
    expect(pattern.test('Welcome to {hotel}')).toBe(false);
    expect(pattern.test('A stray { brace')).toBe(false);
  });

  it('with required, each token must appear, on any line', () => {
    const pattern = templatePattern(['year', 'count'], { required: true });
    expect(pattern.test('{count} buildings since\n{year}')).toBe(true);
    expect(pattern.test('Buildings since {year}')).toBe(false);
    expect(templateMessage(['year', 'count'], { required: true })).toBe('must contain {year} and {count}, and no other {…}');
  });
});
