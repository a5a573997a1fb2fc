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

/** One row per page: `{ label, firstLoad, median }`; ratios against `floor` (a row of the same shape). */
export function formatTable(rows, floor) {
  const cells = rows.map(({ label, firstLoad, median: m }) => {
    const total = m.resources.total?.bytes ?? null;
    return [
      label,
      m.scores.performance ?? '–',
      m.scores.accessibility ?? '–',
      m.scores['best-practices'] ?? '–',
      m.scores.seo ?? '–',
      seconds(m.metrics.lcp),
      m.metrics.tbt === null ? '–' : Math.round(m.metrics.tbt),
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
