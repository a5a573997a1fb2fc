/**
 * Lighthouse, as PageSpeed Insights runs it on mobile: the default config
 * (Moto G Power class device, slow 4G and 4x CPU slowdown), driving Debian's
 * Chromium through chrome-launcher. One browser serves every run; Lighthouse
 * clears storage and cache before each navigation.
 *
 * Two ways to throttle: Lighthouse's default simulates the slow phone from a
 * trace recorded unthrottled (Lantern); `{ timeline: true }` has Chromium
 * itself throttle the network (562.5 ms per request, 1.47 Mbit/s down, the
 * figures Lighthouse uses for slow 4G on a real timeline) and the CPU (4x), so
 * the figures are what the page did.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What a metrics-only run needs: the five weighted metrics and the two byte tables. */
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'largest-contentful-paint-element',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'resource-summary',
  'network-requests',
  'mainthread-work-breakdown',
];
/** Slow audits that weigh nothing in any category score (bf-cache navigates the page a second time). */
const UNWEIGHTED_SLOW_AUDITS = [
  'bf-cache',
  'screenshot-thumbnails',
  'final-screenshot',
  'script-treemap-data',
  'valid-source-maps',
];

/** Starts Chromium with a fresh profile; `close()` kills it and removes the profile. */
async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'cedarline-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser for Lighthouse runs: `run(url, options)` is `runLighthouse` in it. Lighthouse sometimes
 * loses a trace on a busy machine (NO_NAVSTART); a failed run is tried once more in a fresh
 * browser, and fails for good the second time. `before()` runs ahead of each try (the bench
 * restarts a server someone ended).
 */
export async function lighthouseBrowser() {
  let chrome = await launchChrome();
  return {
    async run(url, options, before = async () => undefined) {
      try {
        await before();
        return await runLighthouse(url, chrome.port, options);
      } catch (error) {
        console.warn(`  retrying ${url} once, in a fresh browser, after: ${error.message}`);
        await chrome.close().catch(() => undefined);
        chrome = await launchChrome();
        await before();
        return runLighthouse(url, chrome.port, options);
      }
    },
    close: () => chrome.close(),
  };
}

/**
 * One Lighthouse run of `url` in the browser on `port`, reduced to the figures
 * the bench and the budgets read. Accessibility, best practices and SEO are
 * deterministic, so repeated runs of a page may pass `{ metricsOnly: true }`:
 * the performance score and metrics only, in about half the time. `{ lcpGraph: true }`
 * adds `lcpCounted` (below), which the bench prints and the budgets do not need
 * (a simulated run's only: on a timeline nothing is left out).
 */
export async function runLighthouse(url, port, { metricsOnly = false, lcpGraph = false, timeline = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableFullPageScreenshot: true,
    ...(timeline ? { throttlingMethod: 'devtools' } : {}),
    ...(metricsOnly
      ? { onlyCategories: ['performance'], onlyAudits: METRIC_AUDITS }
      : { onlyCategories: ALL_CATEGORIES, skipAudits: UNWEIGHTED_SLOW_AUDITS }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { ...summarise(lhr), lcpCounted: lcpGraph && !timeline ? await lcpCounted(result) : null };
}

/**
 * What the simulated LCP of a run counted, in bytes by request type: Lighthouse
 * simulates the load over slow 4G from the trace it recorded on this machine,
 * and its LCP graph holds only the requests that had finished (and the scripts
 * that had started running) before the page painted its LCP element in that
 * trace. A page that paints before its scripts run is simulated without them.
 * Read from the same computation Lighthouse's LCP audit makes (its
 * pessimistic graph, which also holds low-priority images).
 */
async function lcpCounted({ artifacts, lhr }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const lantern = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const counted = {};
  for (const node of lantern.pessimisticEstimate.nodeTimings.keys()) {
    if (node.type !== 'network') continue;
    const type = node.request.resourceType.toLowerCase();
    counted[type] = (counted[type] ?? 0) + node.request.transferSize;
  }
  return counted;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const scores = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
  }
  const resources = {};
  for (const item of audit('resource-summary')?.details?.items ?? []) {
    resources[item.resourceType] = { bytes: item.transferSize, requests: item.requestCount };
  }
  return {
    scores,
    metrics: {
      lcp: audit('largest-contentful-paint')?.numericValue ?? null,
      tbt: audit('total-blocking-time')?.numericValue ?? null,
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      speedIndex: audit('speed-index')?.numericValue ?? null,
      fcp: audit('first-contentful-paint')?.numericValue ?? null,
    },
    lcpPhases: lcpPhases(audit('largest-contentful-paint-element')),
    mainThread: mainThread(audit('mainthread-work-breakdown')),
    lcpElement: lcpElement(audit('largest-contentful-paint-element')),
    resources,
    scripts: (audit('network-requests')?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: new URL(item.url).pathname, transferSize: item.transferSize })),
    failures: failingAudits(lhr),
  };
}

/** Lighthouse's LCP phases in ms: `{ ttfb, loadDelay, loadTime, renderDelay }`, or null. */
function lcpPhases(audit) {
  const table = audit?.details?.items?.find((item) => item.items?.some((row) => row.phase));
  if (!table) return null;
  const timing = (phase) => table.items.find((row) => row.phase === phase)?.timing ?? null;
  return {
    ttfb: timing('TTFB'),
    loadDelay: timing('Load Delay'),
    loadTime: timing('Load Time'),
    renderDelay: timing('Render Delay'),
  };
}

/**
 * Where the main thread's time went during the load, ms by Lighthouse's groups (`scriptEvaluation`,
 * `styleLayout`, `paintCompositeRender`, `scriptParseCompile`, `parseHTML`, `garbageCollection`,
 * `other`): on a timeline, as the throttled CPU spent it. Null when the audit did not run.
 */
function mainThread(audit) {
  const items = audit?.details?.items;
  if (!items) return null;
  return Object.fromEntries(items.map((item) => [item.group, item.duration]));
}

/** The tag name of the page's LCP element (`img`, `h1`…), or null. */
function lcpElement(audit) {
  const snippet = audit?.details?.items?.flatMap((table) => table.items ?? []).find((row) => row.node?.snippet)
    ?.node.snippet;
  return snippet?.match(/^<([a-z][a-z0-9-]*)/i)?.[1].toLowerCase() ?? null;
}

/** Audits that cost a non-performance category points, with the elements they name. */
function failingAudits(lhr) {
  const failures = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    if (categoryId === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details?.items ?? []).slice(0, 5).map(describeItem);
      failures.push({ category: categoryId, id: ref.id, title: audit.title, items });
    }
  }
  return failures;
}

function describeItem(item) {
  const node = item.node ?? item.source;
  if (node?.snippet) return `${node.snippet}${node.explanation ? ` — ${node.explanation.split('\n')[0]}` : ''}`;
  if (item.url) return item.url;
  if (item.description) return String(item.description);
  return JSON.stringify(item).slice(0, 200);
}
