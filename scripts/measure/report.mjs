/** Medians and the text table the bench prints. */

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs (figures a run did not measure are left out of theirs). */
export function medianOf(runs) {
  const pick = (read) => median(runs.map(read));
  const resourceTypes = Object.keys(runs[0]?.resources ?? {});
  return {
    scores: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, pick((run) => run.scores[id])])),
    metrics: Object.fromEntries(Object.keys(runs[0]?.metrics ?? {}).map((id) => [id, pick((run) => run.metrics[id])])),
    resources: Object.fromEntries(
      resourceTypes.map((type) => [
        type,
        { bytes: pick((run) => run.resources[type]?.bytes), requests: pick((run) => run.resources[type]?.requests) },
      ]),
    ),
  };
}

export const kB = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const seconds = (ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));
const ratio = (value, floor) => (floor ? `${(value / floor).toFixed(2)}×` : '');

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

const signed = (value) => (value === null ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}`);

/** The hero floor comparison of one row: LCP ratio, TBT and performance differences (null where unmeasured). */
export function againstHero(m, hero) {
  const h = hero.median;
  const known = (a, b) => typeof a === 'number' && typeof b === 'number';
  return {
    lcpRatio: known(m.metrics.lcp, h.metrics.lcp) && h.metrics.lcp ? m.metrics.lcp / h.metrics.lcp : null,
    tbtDelta: known(m.metrics.tbt, h.metrics.tbt) ? m.metrics.tbt - h.metrics.tbt : null,
    perfDelta: known(m.scores.performance, h.scores.performance) ? m.scores.performance - h.scores.performance : null,
  };
}

/**
 * The issue-10 targets against the hero floor measured in the same run: LCP ≤ 1.00× the hero floor's
 * (and ≤ 2.5 s when its LCP is under 1.2 s), TBT ≤ its TBT + 100 ms, performance ≥ its score.
 */
export function missedTargets(m, hero) {
  const { lcpRatio, tbtDelta, perfDelta } = againstHero(m, hero);
  const missed = [];
  if (lcpRatio === null || lcpRatio > 1) missed.push(`LCP ${lcpRatio?.toFixed(2) ?? '–'}× the hero floor's`);
  if (hero.median.metrics.lcp < 1200 && m.metrics.lcp > 2500) missed.push(`LCP ${(m.metrics.lcp / 1000).toFixed(2)} s > 2.5 s`);
  if (tbtDelta === null || tbtDelta > 100) missed.push(`TBT ${signed(tbtDelta)} ms against the hero floor (allowed +100)`);
  if (perfDelta === null || perfDelta < 0) missed.push(`performance ${signed(perfDelta)} against the hero floor`);
  return missed;
}

/** One line per route that misses a target, or the news that none does. */
export function formatTargets(routeRows, hero) {
  const misses = routeRows.map((row) => [row.label, missedTargets(row.median, hero)]).filter(([, missed]) => missed.length);
  if (misses.length === 0) return `Every route meets the hero-floor targets (LCP ≤ 1.00×, TBT ≤ +100 ms, performance ≥ the hero floor's).`;
  return [`${misses.length} of ${routeRows.length} routes miss a hero-floor target:`, ...misses.map(([label, missed]) => `  ${label}: ${missed.join('; ')}`)].join('\n');
}

/**
 * One row per page: `{ label, firstLoad, median }`; byte ratios against `floor`, LCP, TBT and
 * performance against `hero` (rows of the same shape).
 */
export function formatTable(rows, floor, hero) {
  const cells = rows.map(({ label, firstLoad, median: m }) => {
    const total = m.resources.total?.bytes ?? null;
    const vsHero = hero ? againstHero(m, hero) : { lcpRatio: null, tbtDelta: null, perfDelta: null };
    return [
      label,
      m.scores.performance ?? '–',
      m.scores.accessibility ?? '–',
      m.scores['best-practices'] ?? '–',
      m.scores.seo ?? '–',
      seconds(m.metrics.lcp),
      m.metrics.tbt === null ? '–' : Math.round(m.metrics.tbt),
      vsHero.lcpRatio === null ? '–' : `${vsHero.lcpRatio.toFixed(2)}×`,
      signed(vsHero.tbtDelta),
      signed(vsHero.perfDelta),
      m.metrics.cls === null ? '–' : m.metrics.cls.toFixed(3),
      seconds(m.metrics.speedIndex),
      kB(firstLoad.js.total),
      ratio(firstLoad.js.total, floor?.firstLoad.js.total),
      kB(m.resources.stylesheet?.bytes),
      kB(m.resources.image?.bytes),
      kB(m.resources.font?.bytes),
      kB(total),
      ratio(total, floor?.median.resources.total?.bytes),
      m.resources.total?.requests ?? '–',
    ].map(String);
  });
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (COLUMNS[i][1] === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(COLUMNS.map(([title]) => title)), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

/** `name.js 71.4` for each chunk, largest first. */
export function formatChunks(chunks) {
  return chunks.map((chunk) => `${chunk.path.split('/').pop()} ${kB(chunk.gzip)}`).join(', ');
}

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
 */
export function formatLcpCounted(rows) {
  const phase = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–');
  const lines = [];
  for (const row of rows) {
    lines.push(`  ${row.label}`);
    for (const [index, run] of row.runs.entries()) {
      const p = run.lcpPhases;
      const phases = p ? `TTFB ${phase(p.ttfb)} + load delay ${phase(p.loadDelay)} + load ${phase(p.loadTime)} + render delay ${phase(p.renderDelay)}` : 'phases –';
      const counted = COUNTED_TYPES.map(([type, label]) => `${label} ${kB(run.lcpCounted?.[type] ?? 0)}`).join(' · ');
      lines.push(`    run ${index + 1}: LCP ${seconds(run.metrics.lcp)} s = ${phases}; counted kB: ${counted}`);
    }
  }
  return lines.join('\n');
}
