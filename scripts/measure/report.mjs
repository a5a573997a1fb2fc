// @ts-check
/** Medians and the text tables the bench prints. */

/**
 * @typedef {'ttfb' | 'loadDelay' | 'loadTime' | 'renderDelay'} Phase
 * @typedef {object} Figures One Lighthouse run's figures, or each one's median over runs.
 * @property {Record<string, number | null>} metrics lcp, fcp, tbt, cls, speedIndex…
 * @property {Record<string, number | null>} [scores] performance, accessibility, best-practices, seo
 * @property {string | null} [lcpElement]
 * @property {Partial<Record<Phase, number | null>>} [lcpPhases]
 * @property {Record<string, { bytes: number | null; requests: number | null } | undefined>} [resources]
 * @property {Record<string, number>} [lcpCounted] bytes the LCP's graph counted, by resource type
 * @property {Record<string, number | null>} [mainThread] ms of main-thread work by Lighthouse's group
 * @typedef {{ label: string; runs: Figures[]; timeline: { median: Figures; runs: Figures[] }; median: Figures; firstLoad: { js: { total: number } } }} Row
 */

/**
 * Lighthouse's phases of the LCP, in the order they happen.
 * @type {[Phase, string][]}
 */
const PHASES = [
  ['ttfb', 'TTFB'],
  ['loadDelay', 'load delay'],
  ['loadTime', 'load time'],
  ['renderDelay', 'render delay'],
];

/**
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The value that occurs most often (the first of those, on a tie), or null.
 * @template T
 * @param {T[]} values
 * @returns {T | null}
 */
function mostFrequent(values) {
  /** @type {Map<T, number>} */
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Each figure's median over the runs (figures a run did not measure are left out of theirs).
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medianOf(runs) {
  const pick = (/** @type {(run: Figures) => unknown} */ read) => median(runs.map(read));
  const resourceTypes = Object.keys(runs[0]?.resources ?? {});
  return {
    scores: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, pick((run) => run.scores?.[id])]),
    ),
    metrics: Object.fromEntries(Object.keys(runs[0]?.metrics ?? {}).map((id) => [id, pick((run) => run.metrics[id])])),
    lcpPhases: Object.fromEntries(PHASES.map(([id]) => [id, pick((run) => run.lcpPhases?.[id])])),
    lcpElement: mostFrequent(
      runs.map((run) => run.lcpElement).filter((element) => typeof element === 'string' && element !== ''),
    ),
    mainThread: Object.fromEntries(
      [...new Set(runs.flatMap((run) => Object.keys(run.mainThread ?? {})))].map((group) => [
        group,
        pick((run) => run.mainThread?.[group] ?? 0),
      ]),
    ),
    resources: Object.fromEntries(
      resourceTypes.map((type) => [
        type,
        {
          bytes: pick((run) => run.resources?.[type]?.bytes),
          requests: pick((run) => run.resources?.[type]?.requests),
        },
      ]),
    ),
  };
}

export const kB = (/** @type {number | null | undefined} */ bytes) =>
  bytes === null || bytes === undefined ? '–' : (bytes / 1000).toFixed(1);
const seconds = (/** @type {number | null | undefined} */ ms) =>
  typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–';
const ratio = (/** @type {number} */ value, /** @type {number | null | undefined} */ floor) =>
  floor ? `${(value / floor).toFixed(2)}×` : '';

/** @type {[string, 'left' | 'right'][]} */
const COLUMNS = [
  ['Route', 'left'],
  ['Perf', 'right'],
  ['A11y', 'right'],
  ['BP', 'right'],
  ['SEO', 'right'],
  ['LCP s', 'right'],
  ['TBT ms', 'right'],
  ['LCP ×hero', 'right'],
  ['TBT −hero', 'right'],
  ['Perf −hero', 'right'],
  ['CLS', 'right'],
  ['SI s', 'right'],
  ['JS kB', 'right'],
  ['JS ×floor', 'right'],
  ['CSS kB', 'right'],
  ['Img kB', 'right'],
  ['Font kB', 'right'],
  ['Total kB', 'right'],
  ['Total ×floor', 'right'],
  ['Req', 'right'],
];

const signed = (/** @type {number | null} */ value) =>
  value === null ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}`;

/**
 * One row's medians `m` against the hero floor's `h` from the same run (simulated or timeline):
 * LCP ratio, and the differences in TBT, performance score and the LCP's load and render delays
 * (null where either side did not measure it).
 * @param {Figures} m
 * @param {Figures} h
 */
function againstHero(m, h) {
  const delta = (/** @type {unknown} */ a, /** @type {unknown} */ b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : null;
  return {
    lcpRatio: typeof m.metrics.lcp === 'number' && h.metrics.lcp ? m.metrics.lcp / h.metrics.lcp : null,
    tbtDelta: delta(m.metrics.tbt, h.metrics.tbt),
    perfDelta: delta(m.scores?.performance, h.scores?.performance),
    loadDelayDelta: delta(m.lcpPhases?.loadDelay, h.lcpPhases?.loadDelay),
    renderDelayDelta: delta(m.lcpPhases?.renderDelay, h.lcpPhases?.renderDelay),
  };
}

/**
 * One row per page: `{ label, firstLoad, median }`; byte ratios against `floor`, LCP, TBT and
 * performance against `hero` (rows of the same shape).
 * @param {Row[]} rows
 * @param {Row | undefined} floor
 * @param {Row | undefined} hero
 */
export function formatTable(rows, floor, hero) {
  const cells = rows.map(({ label, firstLoad, median: m }) => {
    const resources = m.resources ?? {};
    const scores = m.scores ?? {};
    const total = resources.total?.bytes ?? null;
    const vsHero = hero ? againstHero(m, hero.median) : { lcpRatio: null, tbtDelta: null, perfDelta: null };
    return [
      label,
      scores.performance ?? '–',
      scores.accessibility ?? '–',
      scores['best-practices'] ?? '–',
      scores.seo ?? '–',
      seconds(m.metrics.lcp),
      typeof m.metrics.tbt === 'number' ? Math.round(m.metrics.tbt) : '–',
      vsHero.lcpRatio === null ? '–' : `${vsHero.lcpRatio.toFixed(2)}×`,
      signed(vsHero.tbtDelta),
      signed(vsHero.perfDelta),
      typeof m.metrics.cls === 'number' ? m.metrics.cls.toFixed(3) : '–',
      seconds(m.metrics.speedIndex),
      kB(firstLoad.js.total),
      ratio(firstLoad.js.total, floor?.firstLoad.js.total),
      kB(resources.stylesheet?.bytes),
      kB(resources.image?.bytes),
      kB(resources.font?.bytes),
      kB(total),
      total === null ? '' : ratio(total, floor?.median.resources?.total?.bytes),
      resources.total?.requests ?? '–',
    ].map(String);
  });
  return alignTable(COLUMNS, cells);
}

/**
 * Columns `[[title, 'left' | 'right'], …]` and rows of strings, as aligned text.
 * @param {[string, 'left' | 'right'][]} columns
 * @param {string[][]} cells
 */
function alignTable(columns, cells) {
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (columns[i]?.[1] === 'left' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [
    line(columns.map(([title]) => title)),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...cells.map(line),
  ].join('\n');
}

/**
 * How far a route's timeline may be from the hero floor's (docs/performance.md). CLS: what the
 * faces' swap may move (their fallbacks are metric-matched), half of Chromium's "good" 0.1.
 */
export const TIMELINE_TARGETS = { lcpRatio: 1, loadDelayMs: 100, renderDelayMs: 100, tbtMs: 100, cls: 0.05 };

/** Whether the largest paint of a route is text (an element other than an image); unknown counts as an image. */
const paintsText = (/** @type {Figures} */ m) => Boolean(m.lcpElement) && m.lcpElement !== 'img';

/**
 * What a route misses of the timeline targets, one phrase each.
 * @param {Figures} m
 * @param {{ timeline: { median: Figures } }} hero
 * @returns {string[]}
 */
export function missedTimelineTargets(m, hero) {
  const { lcpRatio, loadDelayDelta, renderDelayDelta, tbtDelta } = againstHero(m, hero.timeline.median);
  const t = TIMELINE_TARGETS;
  /** @type {string[]} */
  const missed = [];
  if (lcpRatio === null || lcpRatio > t.lcpRatio) missed.push(`LCP ${lcpRatio?.toFixed(2) ?? '–'}× the hero floor's`);
  // The phases compare the page's image with the floor's: a page whose largest paint is text has
  // no image to load (Lighthouse gives it no load phases), so only its LCP is compared.
  if (!paintsText(m)) {
    if (loadDelayDelta === null || loadDelayDelta > t.loadDelayMs)
      missed.push(`load delay ${signed(loadDelayDelta)} ms (allowed +${t.loadDelayMs})`);
    if (renderDelayDelta === null || renderDelayDelta > t.renderDelayMs)
      missed.push(`render delay ${signed(renderDelayDelta)} ms (allowed +${t.renderDelayMs})`);
  }
  if (tbtDelta === null || tbtDelta > t.tbtMs) missed.push(`TBT ${signed(tbtDelta)} ms (allowed +${t.tbtMs})`);
  const cls = m.metrics.cls;
  if (typeof cls !== 'number' || cls > t.cls) missed.push(`CLS ${cls?.toFixed(3) ?? '–'} (allowed ${t.cls})`);
  return missed;
}

/**
 * One line per route that misses a timeline target, or the news that none does.
 * @param {{ label: string; timeline: { median: Figures } }[]} routeRows
 * @param {{ timeline: { median: Figures } }} hero
 * @returns {string}
 */
export function formatTimelineTargets(routeRows, hero) {
  const misses = routeRows
    .map((row) => /** @type {const} */ ([row.label, missedTimelineTargets(row.timeline.median, hero)]))
    .filter(([, missed]) => missed.length);
  if (misses.length === 0) {
    const t = TIMELINE_TARGETS;
    return `On the timeline every route meets the hero-floor targets (LCP ≤ ${t.lcpRatio.toFixed(2)}×, load delay within +${t.loadDelayMs} ms, render delay within +${t.renderDelayMs} ms, TBT within +${t.tbtMs} ms, CLS ≤ ${t.cls}).`;
  }
  return [
    `On the timeline ${misses.length} of ${routeRows.length} routes miss a hero-floor target:`,
    ...misses.map(([label, missed]) => `  ${label}: ${missed.join('; ')}`),
  ].join('\n');
}

/** @type {[string, 'left' | 'right'][]} */
const TIMELINE_COLUMNS = [
  ['Route', 'left'],
  ['FCP s', 'right'],
  ['LCP s', 'right'],
  ['LCP ×hero', 'right'],
  ['LCP element', 'left'],
  ['TTFB ms', 'right'],
  ['Load delay', 'right'],
  ['−hero', 'right'],
  ['Load time', 'right'],
  ['Render delay', 'right'],
  ['−hero', 'right'],
  ['TBT ms', 'right'],
  ['−hero', 'right'],
  ['CLS', 'right'],
  ['LCP range s', 'right'],
];

/**
 * The devtools-throttled runs, one row per page: each figure the median of its runs, the LCP phases
 * in ms (each phase's own median, so they need not add up to the LCP) and the differences from the
 * hero floor's row of the same run.
 * @param {Row[]} rows
 * @param {Row} hero
 */
export function formatTimelineTable(rows, hero) {
  const ms = (/** @type {unknown} */ value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
  const cells = rows.map(({ label, timeline }) => {
    const m = timeline.median;
    const vs = againstHero(m, hero.timeline.median);
    const lcps = timeline.runs.map((run) => run.metrics.lcp).filter((value) => typeof value === 'number');
    const phases = m.lcpPhases ?? {};
    return [
      label,
      seconds(m.metrics.fcp),
      seconds(m.metrics.lcp),
      vs.lcpRatio === null ? '–' : `${vs.lcpRatio.toFixed(2)}×`,
      m.lcpElement ?? '–',
      ms(phases.ttfb),
      ms(phases.loadDelay),
      signed(vs.loadDelayDelta),
      ms(phases.loadTime),
      ms(phases.renderDelay),
      signed(vs.renderDelayDelta),
      ms(m.metrics.tbt),
      signed(vs.tbtDelta),
      typeof m.metrics.cls === 'number' ? m.metrics.cls.toFixed(3) : '–',
      lcps.length ? `${seconds(Math.min(...lcps))}–${seconds(Math.max(...lcps))}` : '–',
    ];
  });
  return alignTable(TIMELINE_COLUMNS, cells);
}

/** Lighthouse's main-thread groups the bench prints, in this order. @type {[string, string][]} */
const MAIN_THREAD_COLUMNS = [
  ['scriptEvaluation', 'Script'],
  ['scriptParseCompile', 'Parse & compile'],
  ['styleLayout', 'Style & layout'],
  ['paintCompositeRender', 'Paint'],
  ['parseHTML', 'HTML'],
  ['garbageCollection', 'GC'],
  ['other', 'Other'],
];

/**
 * Where each page's main-thread time went on the timeline (Lighthouse's mainthread-work-breakdown,
 * ms as the throttled CPU spent them, each group's median over the runs), and the hero floor's
 * difference in the last columns for script and for style and layout.
 * @param {{ label: string; timeline: { median: Figures } }[]} rows
 * @param {{ timeline: { median: Figures } }} hero
 */
export function formatMainThreadTable(rows, hero) {
  const ms = (/** @type {unknown} */ value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
  const floor = hero.timeline.median.mainThread ?? {};
  /** @type {[string, 'left' | 'right'][]} */
  const columns = [
    ['Route', 'left'],
    ...MAIN_THREAD_COLUMNS.map(([, title]) => /** @type {[string, 'right']} */ ([title, 'right'])),
    ['Script −hero', 'right'],
    ['Style & layout −hero', 'right'],
  ];
  const cells = rows.map(({ label, timeline }) => {
    const groups = timeline.median.mainThread ?? {};
    const delta = (/** @type {string} */ group) =>
      typeof groups[group] === 'number' && typeof floor[group] === 'number'
        ? signed(groups[group] - floor[group])
        : '–';
    return [
      label,
      ...MAIN_THREAD_COLUMNS.map(([group]) => ms(groups[group])),
      delta('scriptEvaluation'),
      delta('styleLayout'),
    ];
  });
  return alignTable(columns, cells);
}

/**
 * `name.js 71.4` for each chunk, largest first.
 * @param {{ path: string; gzip: number }[]} chunks
 */
export function formatChunks(chunks) {
  return chunks.map((chunk) => `${chunk.path.split('/').pop()} ${kB(chunk.gzip)}`).join(', ');
}

/** @type {[string, string][]} */
const COUNTED_TYPES = [
  ['script', 'JS'],
  ['font', 'fonts'],
  ['stylesheet', 'CSS'],
  ['image', 'img'],
  ['document', 'doc'],
];

/**
 * Per run: the simulated LCP, Lighthouse's phases of it, and the bytes its graph counted by type
 * (what had arrived, and the scripts that had run, before the page painted in the recorded trace).
 * This is where a page's LCP goes, and why one build's LCP changes from run to run.
 * @param {Row[]} rows
 */
export function formatLcpCounted(rows) {
  const phase = (/** @type {unknown} */ ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–');
  /** @type {string[]} */
  const lines = [];
  for (const row of rows) {
    lines.push(`  ${row.label}`);
    for (const [index, run] of row.runs.entries()) {
      const p = run.lcpPhases;
      const phases = p
        ? `TTFB ${phase(p.ttfb)} + load delay ${phase(p.loadDelay)} + load ${phase(p.loadTime)} + render delay ${phase(p.renderDelay)}`
        : 'phases –';
      const counted = COUNTED_TYPES.map(([type, label]) => `${label} ${kB(run.lcpCounted?.[type] ?? 0)}`).join(' · ');
      lines.push(`    run ${index + 1}: LCP ${seconds(run.metrics.lcp)} s = ${phases}; counted kB: ${counted}`);
    }
  }
  return lines.join('\n');
}
