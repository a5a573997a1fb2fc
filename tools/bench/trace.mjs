#!/usr/bin/env node
/**
 * `npm run bench:trace -- /ur/projects/cedarline-chambers …`: the main thread of one page load, task by task, on the bench's
 * phone (390 × 844, CPU 4× slower, slow 4G, a cold cache): a Chrome trace through the DevTools
 * protocol, and for every task of 50 ms and more (the ones Total Blocking Time counts) when it
 * started, how long it ran and what filled it: script (evaluation, compilation, garbage collection),
 * style and layout (style recalculation, layout, text shaping happens in layout), paint (pre-paint,
 * paint, layerize, raster and composite on the main thread) and the rest, and each layout of 5 ms or more in it
 * (how many of the page's layout objects it laid out, and the script function that forced it). Then the whole load's
 * totals the same way, and the blocking time (what each long task ran over 50 ms): in all, and after the
 * first contentful paint, which is what Total Blocking Time counts (a long task before it delays the paint instead).
 * BENCH_TRACE_RUNS (default 3) loads per URL; the table is the median run by blocking time.
 * A path is served from the site's build in .next-perf (as `npm run bench -- --reuse` leaves it) on
 * BENCH_PORT (default 3300); a full URL is loaded as it is.
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/measure/server.mjs';
import { tasksOf } from './main-thread.mjs';
import { PHONE, onThePhone } from './phone.mjs';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);

async function traceOnce(browser, url) {
  return onThePhone(browser, PHONE, async (page) => {
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
    const navigation = events.find(
      (event) => event.name === 'navigationStart' || event.name === 'TracingStartedInBrowser',
    );
    const tasks = tasksOf(events);
    const origin = navigation?.ts ?? tasks[0]?.ts ?? 0;
    const total = {};
    for (const task of tasks)
      for (const [group, us] of Object.entries(task.self)) total[group] = (total[group] ?? 0) + us / 1000;
    const long = tasks
      .filter((task) => task.dur >= 50_000)
      .map((task) => ({
        at: (task.ts - origin) / 1000,
        ms: task.dur / 1000,
        layouts: task.layouts.filter((layout) => layout.dur >= 5000),
        ...Object.fromEntries(Object.entries(task.self).map(([group, us]) => [group, us / 1000])),
      }));
    const blocking = long.reduce((sum, task) => sum + task.ms - 50, 0);
    // TBT counts only the long tasks after the first contentful paint: a task before it delays the paint instead.
    const painted = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= origin);
    const firstPaint = painted ? (painted.ts - origin) / 1000 : null;
    const blockingAfterPaint = long
      .filter((task) => firstPaint !== null && task.at >= firstPaint)
      .reduce((sum, task) => sum + task.ms - 50, 0);
    return { total, long, blocking, firstPaint, blockingAfterPaint };
  });
}

const ms = (value) => String(Math.round(value ?? 0));
const targets = process.argv.slice(2);
const site = targets.some((target) => target.startsWith('/'))
  ? await serve({ distDir: '.next-perf', port: Number(process.env.BENCH_PORT ?? 3300) })
  : null;
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  for (const target of targets) {
    const url = target.startsWith('/') ? site.origin + target : target;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await traceOnce(browser, url));
    runs.sort((a, b) => a.blocking - b.blocking);
    const chosen = runs[Math.floor(runs.length / 2)];
    console.log(
      `\n${url}: blocking ${runs.map((run) => ms(run.blocking)).join(' · ')} ms over ${RUNS} loads, after the first paint (as TBT counts) ${runs.map((run) => ms(run.blockingAfterPaint)).join(' · ')}; the median load (first paint at ${ms(chosen.firstPaint)} ms):`,
    );
    console.log(
      `  whole load, ms: script ${ms(chosen.total.script)}, style & layout ${ms(chosen.total.styleLayout)}, paint ${ms(chosen.total.paint)}, HTML ${ms(chosen.total.parseHTML)}, other ${ms(chosen.total.other)}`,
    );
    for (const task of chosen.long) {
      console.log(
        `  task at ${ms(task.at)} ms${chosen.firstPaint !== null && task.at < chosen.firstPaint ? ' (before the first paint)' : ''}, ${ms(task.ms)} ms: script ${ms(task.script)}, style & layout ${ms(task.styleLayout)}, paint ${ms(task.paint)}, HTML ${ms(task.parseHTML)}, other ${ms(task.other)}`,
      );
      for (const layout of task.layouts)
        console.log(
          `    layout ${ms(layout.dur / 1000)} ms: ${layout.dirty} of ${layout.total} objects${layout.forcedBy ? `, forced by ${layout.forcedBy}` : ''}`,
        );
    }
    console.log(
      `  medians of the ${RUNS} loads, ms: script ${ms(median(runs.map((run) => run.total.script)))}, style & layout ${ms(median(runs.map((run) => run.total.styleLayout)))}, paint ${ms(median(runs.map((run) => run.total.paint)))}`,
    );
  }
} finally {
  await browser.close();
  site?.stop();
}

function median(values) {
  const sorted = values.map((value) => value ?? 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
