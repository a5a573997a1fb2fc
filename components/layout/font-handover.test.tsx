import { laterFaces } from './font-handover';

const rule = (descriptors: Record<string, string>) => ({
  style: { getPropertyValue: (name: string) => descriptors[name] ?? '' },
});

const INTER = rule({
  'font-family': 'inter',
  src: 'url("/_next/static/media/inter.woff2") format("woff2")',
  'font-weight': '400 600',
  'font-display': 'optional',
});
const INTER_FALLBACK = rule({ 'font-family': '"inter Fallback"', src: 'local("Arial")', 'size-adjust': '107%' });
const URDU = rule({
  'font-family': '"Urdu Nastaliq"',
  src: 'local("Noto Nastaliq Urdu"), url("/_next/static/media/noto-nastaliq-urdu.woff2") format("woff2")',
  'font-display': 'optional',
  'unicode-range': 'U+600-6FF',
});

function made(rules: Parameters<typeof laterFaces>[0], fetched: string[]) {
  const calls: unknown[][] = [];
  const faces = laterFaces(rules, fetched, (...args) => {
    calls.push(args);
    return {} as FontFace;
  });
  expect(faces).toHaveLength(calls.length);
  return calls;
}

describe('laterFaces', () => {
  it('makes each fetched optional face again from the same file, used as soon as it is added', () => {
    expect(made([INTER, INTER_FALLBACK, URDU], ['inter', '"Urdu Nastaliq"'])).toEqual([
      ['inter', 'url("/_next/static/media/inter.woff2") format("woff2")', { weight: '400 600', style: 'normal', unicodeRange: 'U+0-10FFFF', display: 'swap' }],
      [
        'Urdu Nastaliq',
        'local("Noto Nastaliq Urdu"), url("/_next/static/media/noto-nastaliq-urdu.woff2") format("woff2")',
        { weight: 'normal', style: 'normal', unicodeRange: 'U+600-6FF', display: 'swap' },
      ],
    ]);
  });

  it('leaves alone a family the page never fetched, so nothing new is downloaded', () => {
    expect(made([INTER, URDU], ['inter']).map(([family]) => family)).toEqual(['inter']);
    expect(made([INTER, URDU], [])).toEqual([]);
  });

  it('leaves alone faces that are not optional (the metric-adjusted fallbacks)', () => {
    expect(made([INTER_FALLBACK], ['inter Fallback'])).toEqual([]);
  });
});
