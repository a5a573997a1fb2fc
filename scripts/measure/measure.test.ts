import { blockingStylesheets, cssMarker, firstRequest, headProblems, rangeHasLatin, type Head } from './before-lcp.mjs';
import { formatTimelineTargets, missedTimelineTargets } from './report.mjs';

const PRELOAD_HERO =
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fh.jpg&amp;w=640&amp;q=45 640w" imageSizes="100vw"/>';

describe('what the head asks for first', () => {
  it('is the hero when its preload leads, an inlined stylesheet fetching nothing', () => {
    const html = `<head><meta charSet="utf-8"/><style data-site-stylesheet="">a{}</style>${PRELOAD_HERO}<script src="/app.js" async=""></script></head>`;
    expect(firstRequest(html)).toEqual({ rel: 'preload', as: 'image', href: '/_next/image?url=%2Fh.jpg&w=640&q=45' });
  });

  it('names a font preload, a stylesheet or a script that comes before it', () => {
    expect(
      firstRequest(`<head><link rel="preload" href="/f.woff2" as="font" crossorigin=""/>${PRELOAD_HERO}</head>`),
    ).toMatchObject({ as: 'font', href: '/f.woff2' });
    expect(
      firstRequest(`<head><link rel="stylesheet" href="/a.css" data-precedence="next"/>${PRELOAD_HERO}</head>`),
    ).toMatchObject({ rel: 'stylesheet', href: '/a.css' });
    expect(firstRequest(`<head><script src="/app.js" async=""></script>${PRELOAD_HERO}</head>`)).toMatchObject({
      rel: 'script',
      href: '/app.js',
    });
  });

  it('looks at the head only', () => {
    expect(firstRequest(`<head><meta charSet="utf-8"/></head><body>${PRELOAD_HERO}</body>`)).toBeNull();
  });
});

describe('the stylesheets a first paint waits for', () => {
  it('are the linked ones, but for a disabled one and the print rules', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/off.css" disabled=""/></head>' +
      '<body><link rel="stylesheet" media="print" href="/styles/print-0123456789.css"/></body>';
    expect(blockingStylesheets(html)).toEqual(['/a.css']);
    expect(blockingStylesheets(html.replace('media="print"', 'media="all"'))).toEqual([
      '/a.css',
      '/styles/print-0123456789.css',
    ]);
  });
});

describe('the head budget', () => {
  const HERO_FIRST = { rel: 'preload', as: 'image', href: '/_next/image?url=%2Fh.jpg&w=640&q=45' };
  const head = (changes: Partial<Head> = {}): Head => ({
    stylesheets: { blocking: [], inlined: [{ copies: 1 }] },
    fontPreloads: [],
    firstRequest: HERO_FIRST,
    opener: null,
    ...changes,
  });

  it('passes a head with every lever', () => {
    expect(headProblems(head())).toEqual([]);
    expect(headProblems(head({ opener: 'unsafe-none' }))).toEqual([]);
  });

  it('names each lever a head lacks', () => {
    expect(headProblems(head({ stylesheets: { blocking: ['/a.css'], inlined: [] } }))).toEqual([
      "links /a.css, a stylesheet its first paint waits for; the site's stylesheet is inlined (components/layout/stylesheet.tsx)",
      'carries no inlined stylesheet',
    ]);
    expect(headProblems(head({ stylesheets: { blocking: [], inlined: [{ copies: 3 }] } }))).toEqual([
      'carries the text of its stylesheet 3 times, not once',
    ]);
    expect(headProblems(head({ stylesheets: { blocking: [], inlined: [{ copies: 1 }, { copies: 1 }] } }))).toEqual([
      'carries 2 inlined stylesheets, not one',
    ]);
    expect(headProblems(head({ fontPreloads: ['/f.woff2'] }))).toEqual([
      'preloads the font /f.woff2: no font is preloaded',
    ]);
    expect(headProblems(head({ firstRequest: { rel: 'script', as: 'script', href: '/app.js' } }))).toEqual([
      'its head asks for /app.js (script as script) before the hero image',
    ]);
  });

  it('asks for the hero first', () => {
    expect(headProblems(head({ firstRequest: null }))).toEqual(['its head asks for nothing before the hero image']);
  });

  it('refuses a Cross-Origin-Opener-Policy that isolates the document, with or without parameters', () => {
    for (const opener of [
      'same-origin',
      'same-origin-allow-popups',
      'noopener-allow-popups',
      'Same-Origin; report-to="coop"',
    ]) {
      expect(headProblems(head({ opener }))).toEqual([
        expect.stringContaining(`is sent with Cross-Origin-Opener-Policy: ${opener}`),
      ]);
    }
  });
});

describe('a face cut to another script', () => {
  it('is one whose unicode-range has no Latin letter', () => {
    expect(rangeHasLatin('U+20-7E, U+A0-FF')).toBe(true);
    expect(rangeHasLatin('U+41')).toBe(true);
    expect(rangeHasLatin('U+0-FF')).toBe(true);
    expect(rangeHasLatin('U+60C, U+61B, U+621-624, U+6??')).toBe(false);
    expect(rangeHasLatin('U+20-40, U+42-7E')).toBe(false);
  });
});

describe('the marker that counts a stylesheet in a document', () => {
  it('is a long stretch without quotes or markup, found in a <style> and in a JSON string alike', () => {
    const css =
      '@font-face{font-family:"inter";src:url(/f.woff2)}.grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem}a[href^="/"]{color:red}';
    const marker = cssMarker(css);
    expect(marker).toBe(
      ';src:url(/f.woff2)}.grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem}a[href^=',
    );
    const document = `<style>${css}</style><script>self.__next_f.push([1,${JSON.stringify(css)}])</script>`;
    expect(document.split(marker!)).toHaveLength(3);
  });
});

describe('the timeline targets against the hero floor', () => {
  const figures = (lcp: number, loadDelay: number, renderDelay: number, tbt = 80, cls = 0) => ({
    metrics: { lcp, tbt, cls },
    lcpPhases: { ttfb: 15, loadDelay, loadTime: 700, renderDelay },
  });
  const hero = { timeline: { median: figures(1370, 600, 20) } };

  it('holds a route that paints no later than the floor, its delays and TBT within 100 ms and CLS within 0.05', () => {
    expect(missedTimelineTargets(figures(1360, 690, 110, 170, 0.05), hero)).toEqual([]);
  });

  it('names each target a route misses', () => {
    expect(missedTimelineTargets(figures(1640, 701, 271, 181, 0.051), hero)).toEqual([
      "LCP 1.20× the hero floor's",
      'load delay +101 ms (allowed +100)',
      'render delay +251 ms (allowed +100)',
      'TBT +101 ms (allowed +100)',
      'CLS 0.051 (allowed 0.05)',
    ]);
  });

  it('sums a run up in one line when every route meets them, and lists each route that misses', () => {
    const meets = { label: '/about', timeline: { median: figures(1300, 610, 40) } };
    const misses = { label: '/hotels/oshawa', timeline: { median: figures(1400, 610, 40) } };
    expect(formatTimelineTargets([meets], hero)).toBe(
      'On the timeline every route meets the hero-floor targets (LCP ≤ 1.00×, load delay within +100 ms, render delay within +100 ms, TBT within +100 ms, CLS ≤ 0.05).',
    );
    expect(formatTimelineTargets([meets, misses], hero)).toBe(
      "On the timeline 1 of 2 routes miss a hero-floor target:\n  /hotels/oshawa: LCP 1.02× the hero floor's",
    );
  });
});

describe('a route whose largest paint is text', () => {
  const text = {
    metrics: { lcp: 910, tbt: 85, cls: 0 },
    lcpElement: 'p',
    lcpPhases: { ttfb: 16, loadDelay: 0, loadTime: 0, renderDelay: 887 },
  };
  const hero = {
    timeline: {
      median: {
        metrics: { lcp: 1350, tbt: 75, cls: 0 },
        lcpElement: 'img',
        lcpPhases: { ttfb: 12, loadDelay: 602, loadTime: 718, renderDelay: 21 },
      },
    },
  };

  it('is held to the LCP only: it has no image to load', () => {
    expect(missedTimelineTargets(text, hero)).toEqual([]);
    expect(missedTimelineTargets({ ...text, metrics: { ...text.metrics, lcp: 1400 } }, hero)).toEqual([
      "LCP 1.04× the hero floor's",
    ]);
  });

  it('is not a route whose image LCP had no phases measured', () => {
    expect(missedTimelineTargets({ ...text, lcpElement: 'img' }, hero)).toEqual([
      'render delay +866 ms (allowed +100)',
    ]);
  });
});
