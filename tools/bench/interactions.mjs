#!/usr/bin/env node
/**
 * `npm run bench:interactions`: how long each control a visitor uses takes to answer a tap on a
 * slow phone, as INP counts it. Serves the site's build in .next-perf (built first when a source is
 * newer; `--reuse` as `npm run bench`) and the bench's hero floor, and for every control opens its
 * page in Chromium at 390 × 844 (a 1280 px screen for the desktop dropdown) with the CPU 4× slower
 * and the network at the bench's slow 4G, then taps it (or presses a key in it) once:
 *
 * - while the page hydrates: as soon as the control is there and the framework's scripts have
 *   started running (Turbopack's first chunk), so the tap waits for what they do and, where React
 *   has not taken the control over yet, has it hydrate the page at once to answer;
 * - idle: after the load event and a second and a half without a long task.
 *
 * The figure is the Event Timing API's longest event duration of that interaction (its
 * `interactionId`), which is what INP takes for it: input delay, handlers and the next paint.
 * Median of BENCH_INTERACTION_RUNS (default 3) page loads per control and state. The floor's row
 * taps the hero floor's `<h1>` (a bare Next.js page): what a tap costs with nothing to do.
 * Results also go to .data/bench/interactions.json. How to read it: docs/performance.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { buildFloorApp } from './floor.mjs';
import { DESKTOP, PHONE, chosenRoute, onThePhone } from './phone.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { median } from '../../scripts/measure/report.mjs';
import { PROJECT_ROOT, buildInto, serve, sitemapPaths, staleReason } from '../../scripts/measure/server.mjs';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SITE_DIST = '.next-perf';
const BENCH_DIR = join(PROJECT_ROOT, '.data', 'bench');
const HERO_FLOOR_DIR = join(BENCH_DIR, '.floor', 'hero');
/** INP's "good": an interaction answered within this many ms. */
export const INTERACTION_TARGET_MS = 100;

/**
 * Each control: the page, how to find it (a CSS selector, the first match that is shown), and what
 * the visitor does: `tap` it, or `key`: focus it and press the key (a select's ArrowDown chooses its
 * next option, as a keyboard or a phone's picker does).
 */
export const CONTROLS = [
  { label: "floor: tap on the hero floor's <h1>", floor: true, path: '/', selector: 'h1', action: 'tap' },
  { label: 'phone menu button, /', path: '/', selector: 'button[aria-controls="mobile-menu"]', action: 'tap' },
  { label: 'phone menu button, /ur', path: '/ur', selector: 'button[aria-controls="mobile-menu"]', action: 'tap' },
  {
    label: 'phone menu button, /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: 'button[aria-controls="mobile-menu"]',
    action: 'tap',
  },
  {
    label: 'desktop dropdown (1280 px), /',
    path: '/',
    selector: 'header nav button[aria-expanded]',
    action: 'tap',
    viewport: DESKTOP,
  },
  {
    label: 'desktop dropdown (1280 px), /ur',
    path: '/ur',
    selector: 'header nav button[aria-expanded]',
    action: 'tap',
    viewport: DESKTOP,
  },
  {
    label: 'language switch, /projects/cedarline-chambers',
    path: '/projects/cedarline-chambers',
    selector: 'header a[hreflang]',
    action: 'tap',
  },
  {
    label: 'language switch, /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: 'header a[hreflang]',
    action: 'tap',
  },
  { label: 'form field (first name), /', path: '/', selector: 'input[name="firstName"]', action: 'tap' },
  {
    label: 'form field, a letter typed, /ur',
    path: '/ur',
    selector: 'input[name="firstName"]',
    action: 'key',
    key: 'KeyA',
  },
  {
    label: 'form field (first name), /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: 'input[name="firstName"]',
    action: 'tap',
  },
  {
    label: 'schedule size select, /projects/cedarline-chambers',
    path: '/projects/cedarline-chambers',
    selector: '#schedule select',
    action: 'key',
    key: 'ArrowDown',
  },
  {
    label: 'schedule size select, /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: '#schedule select',
    action: 'key',
    key: 'ArrowDown',
  },
  {
    label: 'schedule size select, /ur/projects/cedarline-villas-karachi',
    path: '/ur/projects/cedarline-villas-karachi',
    selector: '#schedule select',
    action: 'key',
    key: 'ArrowDown',
  },
  {
    label: 'gallery Next, /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: '#gallery [role="region"] > div:last-child > button:last-child',
    action: 'tap',
  },
  {
    label: 'gallery Next, /hotels/oshawa',
    path: '/hotels/oshawa',
    selector: '[aria-roledescription][role="region"] > div:last-child > button:last-child',
    action: 'tap',
  },
  {
    label: 'map button, /ur/projects/cedarline-chambers',
    path: '/ur/projects/cedarline-chambers',
    selector: '.h-80 button',
    action: 'tap',
  },
  { label: 'map button, /hotels/oshawa', path: '/hotels/oshawa', selector: '.h-80 button', action: 'tap' },
  {
    label: 'booking bar guests, /hotels/oshawa',
    path: '/hotels/oshawa',
    selector: '#booking-guests',
    action: 'key',
    key: 'ArrowDown',
  },
  {
    label: 'booking bar check-in, /hotels/oshawa',
    path: '/hotels/oshawa',
    selector: '#booking-check-in',
    action: 'tap',
  },
];

/**
 * Put into every page before its own scripts: collects Event Timing entries (durations of 16 ms and
 * more, the API's finest) by interaction, and keeps a followed link (the language switch) from
 * leaving the page, after the page's own handlers have run, so the interaction can be read.
 */
function observeInteractions() {
  window.__interactions = new Map();
  window.__longTasks = [];
  window.__shift = 0;
  window.__shifts = [];
  // An element as a reader of the report finds it: its tag, id or classes, and the start of its text.
  const describe = (node) => {
    if (node instanceof Text) return `text "${node.data.trim().slice(0, 30)}" in ${node.parentElement?.localName}`;
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const name = node.id ? `#${node.id}` : node.classList.length ? `.${[...node.classList].slice(0, 3).join('.')}` : '';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.localName}${name}${text ? ` "${text}"` : ''}`;
  };
  const box = (rect) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift += entry.value;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) => `${describe(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId);
      if (!longest || entry.duration > longest.duration) {
        window.__interactions.set(entry.interactionId, {
          name: entry.name,
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  });
}

/** Whether React has hydrated `element` (it keeps its props on the node), and whether the framework's scripts have started. */
function stateOf(selector) {
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) => candidate.checkVisibility?.() ?? candidate.offsetParent !== null,
  );
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return {
    hydrated: Object.keys(element).some((key) => key.startsWith('__reactProps')),
    // The framework's first chunk has run (Turbopack's chunk list), or Next.js has started.
    started: Boolean(window.TURBOPACK || window.next),
    loaded: document.readyState === 'complete',
    lastLongTaskEnd: Math.max(0, ...window.__longTasks),
    now: performance.now(),
    inView: rect.top >= 0 && rect.bottom <= innerHeight,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page load and one interaction with `control` in `state` ('hydrating' or 'idle'): its duration and what it found. */
async function measureOnce(browser, origin, control, state) {
  return onThePhone(browser, control.viewport ?? PHONE, async (page) => {
    await page.evaluateOnNewDocument(observeInteractions);
    page.goto(origin + control.path, { waitUntil: 'load', timeout: 120_000 }).catch(() => undefined);
    const deadline = Date.now() + 120_000;
    let found = null;
    while (Date.now() < deadline) {
      found = await page.evaluate(stateOf, control.selector).catch(() => null);
      const ready =
        state === 'hydrating'
          ? found && (found.started || found.hydrated)
          : found && found.loaded && found.hydrated && found.now - found.lastLongTaskEnd > 1500;
      if (ready) break;
      if (state === 'idle') await sleep(250);
    }
    if (!found) throw new Error(`${control.path}: nothing matches ${control.selector}`);
    const shown = async () => {
      const index = await page.$$eval(control.selector, (elements) =>
        elements.findIndex((element) => element.checkVisibility()),
      );
      if (index < 0) throw new Error(`${control.path}: no ${control.selector} is shown`);
      return (await page.$$(control.selector))[index];
    };
    let element = await shown();
    if (state === 'idle' && !found.inView) {
      await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await sleep(1500);
      // Near the screen, an island may take its served markup's place (the contact form): the control is its own now.
      element = await shown();
    } else if (state === 'hydrating' && !found.inView) {
      // Scrolling is not an interaction: the control is brought on screen without waiting.
      await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    }
    const hydratedBefore = await element.evaluate((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactProps')),
    );
    if (control.action === 'tap') {
      const box = await element.boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if ((control.viewport ?? PHONE).hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    } else {
      await element.evaluate((node) => node.focus());
      await page.keyboard.press(control.key);
    }
    // The entry is reported after the next paint; a long task may hold it.
    let interactions = [];
    for (let tries = 0; tries < 40 && interactions.length === 0; tries += 1) {
      await sleep(100);
      interactions = await page.evaluate(() => [...window.__interactions.values()]).catch(() => []);
    }
    await sleep(300);
    interactions = await page.evaluate(() => [...window.__interactions.values()]).catch(() => interactions);
    const longest = interactions.sort((a, b) => b.duration - a.duration)[0] ?? null;
    return {
      duration: longest?.duration ?? null,
      event: longest?.name ?? null,
      inputDelay: longest?.inputDelay ?? null,
      hydratedBefore,
    };
  });
}

/**
 * The layout shift of a first visit to `path` at `viewport` (slow 4G, CPU 4×, nothing cached): the
 * sum of Chromium's layout-shift entries from the navigation to the load event and two seconds
 * after it (the faces have arrived by then), as the bench's phone sees it.
 */
async function firstVisitShift(browser, origin, path, viewport) {
  return onThePhone(browser, viewport, async (page) => {
    await page.evaluateOnNewDocument(observeInteractions);
    await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
    await page.evaluate(() => document.fonts.ready);
    await sleep(2000);
    return await page.evaluate(() => ({
      total: window.__shift,
      shifts: window.__shifts,
      // When each face's file arrived: a shift at that moment is the swap's.
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/fonts/'))
        .map((entry) => `${entry.name.split('/').pop()} at ${Math.round(entry.responseEnd)} ms`),
    }));
  });
}

const started = Date.now();
const say = (message) => console.log(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)}s] ${message}`);

mkdirSync(BENCH_DIR, { recursive: true });
const stops = [];
let browser;
try {
  const stale = staleReason(SITE_DIST);
  if (process.argv.includes('--reuse') && !stale) say(`reusing the build in ${SITE_DIST}`);
  else {
    say(`building the site into ${SITE_DIST} (log: .data/bench/site-build.log)`);
    await buildInto({ distDir: SITE_DIST, logFile: join(BENCH_DIR, 'site-build.log') });
  }
  if (!existsSync(join(HERO_FLOOR_DIR, '.next', 'BUILD_ID')) || !process.argv.includes('--reuse')) {
    say('building the hero floor into .data/bench/.floor/hero');
    await buildFloorApp(HERO_FLOOR_DIR, PROJECT_ROOT, 'hero', join(BENCH_DIR, 'hero-floor-build.log'));
  }
  const site = await serve({ distDir: SITE_DIST, port: PORT });
  stops.push(site.stop);
  const heroFloor = await serve({ cwd: HERO_FLOOR_DIR, distDir: '.next', port: PORT + 3 });
  stops.push(heroFloor.stop);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

  if (process.argv.includes('--cls')) {
    // `--cls`: the first-visit layout shift of every route of the sitemap (BENCH_ROUTES as the bench's) at 390 and 412 px.
    const paths = (await sitemapPaths(site.origin)).filter((path) => chosenRoute(path));
    const widths = [390, 412];
    const shifts = [];
    for (const [index, path] of paths.entries()) {
      const row = { path };
      for (const width of widths) {
        say(`[${index + 1}/${paths.length}] ${path} at ${width} px`);
        await site.ensure();
        row[width] = await firstVisitShift(browser, site.origin, path, { ...PHONE, width });
      }
      shifts.push(row);
    }
    console.log('\nLayout shift of a first visit (slow 4G, CPU 4×, cold cache), to the load event and 2 s after:\n');
    const over = (row) => widths.some((width) => row[width].total > 0.05);
    for (const row of shifts)
      console.log(
        `  ${row.path.padEnd(48)} ${widths.map((width) => `${width} px ${row[width].total.toFixed(4)}`).join('   ')}${over(row) ? '  ✖ over 0.05' : ''}`,
      );
    // What moved, on every route with a shift of 0.005 or more: each entry's time, value and the elements it names.
    console.log("\nWhat moved (entries of 0.001 or more; the faces' arrival beside them):");
    for (const row of shifts)
      for (const width of widths) {
        const { shifts: entries, fonts } = row[width];
        if (row[width].total < 0.005) continue;
        console.log(`\n  ${row.path} at ${width} px (${fonts.join(', ') || 'no face fetched'})`);
        for (const entry of entries.filter((shift) => shift.value >= 0.001))
          console.log(`    ${entry.at} ms  ${entry.value.toFixed(4)}  ${entry.sources.join('; ')}`);
      }
    writeFileSync(join(BENCH_DIR, 'shifts.json'), `${JSON.stringify(shifts, null, 2)}\n`);
    process.exitCode = shifts.some(over) ? 1 : 0;
  }
  // BENCH_CONTROLS: only the controls whose label has one of these (comma-separated) in it, and the floor.
  const only = process.env.BENCH_CONTROLS?.split(',').map((part) => part.trim());
  const controls = process.argv.includes('--cls')
    ? []
    : CONTROLS.filter((control) => control.floor || !only || only.some((part) => control.label.includes(part)));
  const rows = [];
  for (const [index, control] of controls.entries()) {
    const server = control.floor ? heroFloor : site;
    const row = { label: control.label };
    for (const state of ['hydrating', 'idle']) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        say(`[${index + 1}/${controls.length}] ${control.label}, ${state}, run ${run}/${RUNS}`);
        await server.ensure();
        runs.push(await measureOnce(browser, server.origin, control, state));
      }
      row[state] = {
        runs,
        median: median(runs.map((run) => run.duration)),
        beforeReact: runs.filter((run) => !run.hydratedBefore).length,
      };
    }
    rows.push(row);
  }
  if (controls.length === 0) process.exit();
  writeFileSync(
    join(BENCH_DIR, 'interactions.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runsPerState: RUNS, rows }, null, 2)}\n`,
  );

  // The API reports events of 16 ms and more: an interaction with none was shorter.
  const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : '<16');
  const header = ['Control', 'Hydrating ms', 'taps before React', 'Idle ms', 'Longest run ms'];
  const cells = rows.map((row) => [
    row.label,
    ms(row.hydrating.median),
    `${row.hydrating.beforeReact}/${RUNS}`,
    ms(row.idle.median),
    ms(Math.max(...[...row.hydrating.runs, ...row.idle.runs].map((run) => run.duration ?? 0))),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i].length)));
  const line = (cell) =>
    cell.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  console.log(
    `\nInteractions at 4× CPU and slow 4G, 390 px (the dropdown 1280 px): Event Timing's longest event per interaction, median of ${RUNS}\n`,
  );
  console.log([line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.map(line)].join('\n'));
  const slow = rows.filter((row) =>
    [row.hydrating.median, row.idle.median].some((value) => value > INTERACTION_TARGET_MS),
  );
  console.log(
    slow.length
      ? `\n${slow.length} control(s) over ${INTERACTION_TARGET_MS} ms: ${slow.map((row) => row.label).join('; ')}`
      : `\nEvery control answers within ${INTERACTION_TARGET_MS} ms, hydrating and idle.`,
  );
  console.log('\nWrote .data/bench/interactions.json.');
} finally {
  await browser?.close();
  for (const stop of stops) stop();
}
