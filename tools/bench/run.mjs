#!/usr/bin/env node
/**
 * `npm run bench`: builds the site into .next-perf and two bare Next.js pages
 * (the framework's floors: `<h1>` only, and `<h1>` plus the hero photograph
 * through next/image) into .data/bench/.floor/, serves the three on 127.0.0.1, and
 * for both floors and every route of the sitemap measures Lighthouse mobile two
 * ways: simulated (Lantern, median of BENCH_RUNS, default 3) and on a real
 * throttled timeline (median of BENCH_TIMELINE_RUNS, default 5), with the first-load
 * bytes; prints both tables with each route's figures against the hero floor's and
 * writes .data/bench/results.json. `--reuse` skips the site's build when .next-perf is
 * newer than every source. How to read it: docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { buildFloorApp } from './floor.mjs';
import { chosenRoute } from './phone.mjs';
import { firstLoad } from '../../scripts/measure/first-load.mjs';
import { lighthouseBrowser } from '../../scripts/measure/lighthouse.mjs';
import {
  formatChunks,
  formatLcpCounted,
  formatMainThreadTable,
  formatTable,
  formatTimelineTable,
  formatTimelineTargets,
  medianOf,
} from '../../scripts/measure/report.mjs';
import { PROJECT_ROOT, buildInto, serve, sitemapPaths, staleReason } from '../../scripts/measure/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMELINE_RUNS = Number(process.env.BENCH_TIMELINE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SITE_DIST = '.next-perf';
const BENCH_DIR = join(PROJECT_ROOT, '.data', 'bench');
const FLOOR_DIR = join(BENCH_DIR, '.floor', 'text');
const HERO_FLOOR_DIR = join(BENCH_DIR, '.floor', 'hero');

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
const say = (message) => console.log(`[${elapsed().padStart(4)}] ${message}`);

mkdirSync(BENCH_DIR, { recursive: true });
const stops = [];
let browser;
try {
  const stale = staleReason(SITE_DIST);
  if (process.argv.includes('--reuse') && !stale) {
    say(`reusing the build in ${SITE_DIST} (--reuse; it is newer than every source)`);
  } else {
    say(`building the site into ${SITE_DIST} (npm run build; log: .data/bench/site-build.log)`);
    await buildInto({ distDir: SITE_DIST, logFile: join(BENCH_DIR, 'site-build.log') });
  }
  say('building the floors: bare Next.js pages in .data/bench/.floor/text and .data/bench/.floor/hero');
  await buildFloorApp(FLOOR_DIR, PROJECT_ROOT, 'text', join(BENCH_DIR, 'floor-build.log'));
  await buildFloorApp(HERO_FLOOR_DIR, PROJECT_ROOT, 'hero', join(BENCH_DIR, 'hero-floor-build.log'));

  const site = await serve({ distDir: SITE_DIST, port: PORT });
  stops.push(site.stop);
  const floor = await serve({ cwd: FLOOR_DIR, distDir: '.next', port: PORT + 1 });
  stops.push(floor.stop);
  const heroFloor = await serve({ cwd: HERO_FLOOR_DIR, distDir: '.next', port: PORT + 3 }); // 3302 is the budgets' port
  stops.push(heroFloor.stop);
  say(`serving the site on ${site.origin}, the floor on ${floor.origin} and the hero floor on ${heroFloor.origin}`);

  // BENCH_ROUTES=/,/about measures only those routes of the sitemap (the floors always run): a quick look at one lever;
  // an entry ending in * takes every route it begins (BENCH_ROUTES=/ur,/ur/*: the Urdu pages).
  const paths = (await sitemapPaths(site.origin)).filter((path) => chosenRoute(path));
  const targets = [
    { label: 'floor: <h1>Hello</h1>', server: floor, path: '/' },
    {
      label: `hero floor: <h1> + next/image${process.env.BENCH_HERO_IMAGE ? ` of ${process.env.BENCH_HERO_IMAGE}` : ''}`,
      server: heroFloor,
      path: '/',
    },
    ...paths.map((path) => ({ label: path, server: site, path })),
  ];
  browser = await lighthouseBrowser();
  const rows = [];
  for (const [index, target] of targets.entries()) {
    await target.server.ensure();
    const load = await firstLoad(target.server.origin, target.path);
    const url = target.server.origin + target.path;
    const measure = (options) => browser.run(url, options, target.server.ensure);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      say(`[${index + 1}/${targets.length}] ${target.label} simulated run ${run}/${RUNS}`);
      // The first run scores all four categories; the others re-measure performance only.
      runs.push(await measure({ metricsOnly: run > 1, lcpGraph: true }));
    }
    const timelineRuns = [];
    for (let run = 1; run <= TIMELINE_RUNS; run += 1) {
      say(`[${index + 1}/${targets.length}] ${target.label} timeline run ${run}/${TIMELINE_RUNS}`);
      timelineRuns.push(await measure({ metricsOnly: true, timeline: true }));
    }
    rows.push({
      label: target.label,
      path: target.path,
      firstLoad: load,
      runs,
      median: medianOf(runs),
      timeline: { runs: timelineRuns, median: medianOf(timelineRuns) },
    });
  }

  const [floorRow, heroRow, ...routeRows] = rows;
  const failures = routeRows.flatMap((row) =>
    (row.runs[0]?.failures ?? []).map((failure) => ({ path: row.path, ...failure })),
  );
  const results = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length },
    lighthouse: {
      formFactor: 'mobile',
      simulated: { runsPerPage: RUNS, throttlingMethod: 'simulate (the default)' },
      timeline: { runsPerPage: TIMELINE_RUNS, throttlingMethod: 'devtools' },
    },
    units: {
      bytes: 'bytes; JS and CSS first-load figures are gzip level 9 of the files the HTML references',
      times: 'ms',
    },
    floor: floorRow,
    heroFloor: heroRow,
    routes: routeRows,
    failingAudits: failures,
  };
  writeFileSync(join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  if (TIMELINE_RUNS > 0) {
    console.log(
      `\nOn a timeline: Lighthouse mobile with Chromium throttled (slow 4G, 4× CPU), median of ${TIMELINE_RUNS} run(s); LCP phases in ms, each against the hero floor's\n`,
    );
    console.log(formatTimelineTable(rows, heroRow));
    console.log(`\n${formatTimelineTargets(routeRows, heroRow)}`);
    console.log(
      "\nWhere the main thread's time went on the timeline (Lighthouse's mainthread-work-breakdown, ms at 4× CPU, median of the runs):\n",
    );
    console.log(formatMainThreadTable(rows, heroRow));
  }
  if (RUNS > 0) {
    console.log(
      `\nSimulated (Lantern), reported, not targeted: Lighthouse mobile, median of ${RUNS} run(s); JS = first-load JavaScript from the HTML, gzip -9; other bytes as transferred (kB = 1000 bytes)\n`,
    );
    console.log(formatTable(rows, floorRow, heroRow));
    console.log(
      "\nWhere each simulated run's LCP went (seconds), and the bytes its simulation counted: what had arrived, and the scripts that had run, before the page painted in the recorded trace:",
    );
    console.log(formatLcpCounted(rows));
  }
  console.log('\nFirst-load JavaScript chunks (gzip kB):');
  for (const row of rows) console.log(`  ${row.label}: ${formatChunks(row.firstLoad.js.chunks)}`);
  for (const row of routeRows) {
    if (row.firstLoad.supabaseChunks.length)
      console.log(
        `  ✖ ${row.path} loads the Supabase client at first load: ${row.firstLoad.supabaseChunks.join(', ')}`,
      );
  }
  if (failures.length) {
    console.log('\nAudits that cost points (accessibility, best practices, SEO):');
    for (const failure of failures)
      console.log(
        `  ${failure.path} [${failure.category}] ${failure.id}: ${failure.title}\n    ${failure.items.join('\n    ')}`,
      );
  }
  console.log(`\nWrote .data/bench/results.json in ${elapsed()}.`);
} finally {
  await browser?.close();
  for (const stop of stops) stop();
}
