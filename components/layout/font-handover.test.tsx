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

describe('laterFaces', () => {
  it('makes each fetched optional face again from the same file, used as soon as it is added', () => {
    expect(laterFaces([INTER, INTER_FALLBACK, URDU], ['inter', '"Urdu Nastaliq"'])).toEqual([
      {
        family: 'inter',
        src: 'url("/_next/static/media/inter.woff2") format("woff2")',
        descriptors: { weight: '400 600', style: 'normal', unicodeRange: 'U+0-10FFFF', display: 'swap' },
      },
      {
        family: 'Urdu Nastaliq',
        src: 'local("Noto Nastaliq Urdu"), url("/_next/static/media/noto-nastaliq-urdu.woff2") format("woff2")',
        descriptors: { weight: 'normal', style: 'normal', unicodeRange: 'U+600-6FF', display: 'swap' },
      },
    ]);
  });

  it('leaves alone a family the page never fetched, so nothing new is downloaded', () => {
    expect(laterFaces([INTER, URDU], ['inter']).map(({ family }) => family)).toEqual(['inter']);
    expect(laterFaces([INTER, URDU], [])).toEqual([]);
  });

  it('leaves alone faces that are not optional (the metric-adjusted fallbacks)', () => {
    expect(laterFaces([INTER_FALLBACK], ['inter Fallback'])).toEqual([]);
  });
});
