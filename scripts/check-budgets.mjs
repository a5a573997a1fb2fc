#!/usr/bin/env node
/**
 * `npm run check:budgets`: the performance and accessibility budgets, on the
 * production build in .next-perf (built first when missing or older than the
 * sources; `--build` forces it). Deterministic figures gate, noisy ones are
 * only reported:
 * - first-load JavaScript, gzip -9 of the scripts each page's HTML references,
 *   on every route of the sitemap: ≤ 150 kB, ≤ 170 kB where the page carries
 *   the contact form, the gallery or the payment schedule chooser (a delivered
 *   project's page carries none); and never the Supabase client. The contact
 *   form is served as HTML with a small script of its own; react-hook-form and
 *   the form's logic load as the visitor nears it, not in the first load;
 * - bytes before the hero can paint, on every route (scripts/measure/before-lcp.mjs):
 *   the font files the stylesheets declare, the stylesheets (gzip -9) and the
 *   hero image a 390 px phone picks, each under its budget and in total;
 * - the head of every route: the stylesheet inlined once and none linked, no
 *   font preloaded, the hero's preload the first thing it fetches;
 * - DOM size: the elements of each page's pre-rendered HTML;
 * - Lighthouse mobile on seven representative routes (three of them Urdu), one run each:
 *   accessibility, best practices and SEO 100, CLS ≤ 0.05 (the faces' swap). Performance, LCP and
 *   TBT are printed, not gated;
 * - the editor is not in the public build: no Keystatic code in what browsers load, none of the admin
 *   (its interface, its API) anywhere,
 *   no admin route, and /keystatic and /api/keystatic answer 404.
 * That every page's text is in its HTML without JavaScript is checked by
 * e2e/routes.spec.ts. `--no-lighthouse` skips the Lighthouse part (a quick
 * look at the deterministic budgets). How to read the output: docs/performance.md.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PIXEL_RATIO, VIEWPORT_WIDTH, beforeLcp, headProblems } from './measure/before-lcp.mjs';
import { SUPABASE_MARKERS, firstLoad } from './measure/first-load.mjs';
import { lighthouseBrowser } from './measure/lighthouse.mjs';
import { formatChunks, kB, TIMELINE_TARGETS } from './measure/report.mjs';
import { FONT_DIR } from './subset-fonts.mjs';
import { PROJECT_ROOT, buildInto, serve, sitemapPaths, staleReason } from './measure/server.mjs';

const DIST = '.next-perf';
const PORT = Number(process.env.BUDGETS_PORT ?? 3302);
const KB = 1000;
/**
 * Noto Nastaliq Urdu as the Urdu pages get it (112 kB: Nastaliq's joined forms and their positioning
 * tables, which no cut of the characters can shrink much further), with room for the characters of
 * new Urdu text. Why it costs what it does: docs/performance.md.
 */
const URDU_FACE = 120 * KB;
const CONTENT_JS = 150 * KB;
const INTERACTIVE_JS = 170 * KB;
/**
 * Projects on sale (content/current-projects/): their pages carry the gallery and the payment
 * schedule chooser. A delivered project's page is on the same route but carries neither (their
 * code is split off, components/projects/lazy-islands.tsx), so it is held to the content budget.
 */
const CURRENT_PROJECTS = new Map(
  readdirSync(join(PROJECT_ROOT, 'content', 'current-projects')).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'content', 'current-projects', file), 'utf8')),
  ]),
);
/** The record of the project on sale whose page is at `path`, in either language, or undefined. */
const onSaleAt = (path) => CURRENT_PROJECTS.get(path.match(/^(?:\/ur)?\/projects\/([^/]+)$/)?.[1]);
/**
 * Pages whose first load carries an island bigger than a menu: the contact form (home, and the Urdu
 * home), the gallery (hotels), the gallery and the payment schedule chooser (projects on sale).
 */
const isOnSale = (path) => onSaleAt(path) !== undefined;
const isInteractive = (path) => /^\/(ur)?$/.test(path) || path.startsWith('/hotels/') || isOnSale(path);
/**
 * Lighthouse runs here: home (form), a hotel (gallery), a card grid and a project page; in Urdu,
 * the contact section (form), a card grid and a project page with its gallery and schedule.
 */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/hotels/oshawa',
  '/ongoing-projects',
  '/projects/cedarline-skyline',
  '/ur',
  '/ur/ongoing-projects',
  '/ur/projects/cedarline-villas-karachi',
];
const PERFECT = ['accessibility', 'best-practices', 'seo'];
/**
 * What may stand between a phone and the hero photograph (kB = 1000 bytes). Document: 11–20.3 kB
 * today (Villas Karachi, with its sizes, plans, approvals and gallery, is the largest); fonts: Inter and Playfair Display cut to the site's
 * characters (27 + 14 kB, scripts/subset-fonts.mjs); CSS: the one Tailwind sheet's screen rules, inlined into every page
 * (its print rules are a file of their own, linked for paper: scripts/print-stylesheet.mjs); hero: a
 * 750 px AVIF, quality 45 under a page hero's scrim, 75 for a project photograph, with room for
 * photographs that compress worse than today's artwork.
 */
const BEFORE_LCP = { document: 22 * KB, fonts: 48 * KB, css: 10 * KB, hero: 40 * KB, total: 95 * KB };
/**
 * Every page also carries, in its head, the script that marks it drawn after its first frame, so
 * that what is away from the screen is skipped when a face arrives (lib/below-fold.ts), and the
 * attributes that let its parts be marked: 0.27 kB and 0.05 kB gzipped in the document (measured
 * on /hotels/oshawa, 27 November 2026; builds differ by some 0.05 kB), which saves an Urdu page
 * 100–250 ms of main thread (docs/performance.md). The allowance is added to every page's.
 */
const DRAWN_MARK = 400;
/**
 * Every picture's srcset also lists the container's widths on common phones (680 and 980 px,
 * next.config.mjs), each a fifth fewer pixels than the next width up for the phones it fits:
 * 0.16–0.60 kB gzipped more in a document (measured on /hotels/oshawa, /, /ur, /ongoing-projects
 * and Chambers, 28 November 2026). The allowance is added to every page's.
 */
const PICTURE_WIDTHS = 600;
/**
 * An Urdu page's document is larger: a letter of Urdu is two bytes of UTF-8, and the RSC payload
 * repeats the text (13.4–23.0 kB today, the English page's plus 1.5–2.7 kB). Its Nastaliq face is
 * not preloaded and the first paint does not wait for it, so it is not counted before the hero;
 * its file has a budget of its own (URDU_FACE). The rest is the English pages' budget.
 */
const BEFORE_LCP_URDU = { ...BEFORE_LCP, document: 25 * KB, total: BEFORE_LCP.total + 3 * KB };
/**
 * A project on sale's page also carries its enquiry form, served whole so it works without a script
 * (its code loads when it comes near): its fields, and the form's words in the RSC payload, add
 * 1.9–2.6 kB to the document (Chambers 23.9 kB, 27.4 kB in Urdu) and 55–60 elements (`DOM_FORM`).
 */
const FORM_EXTRA = 3 * KB;
/**
 * A project page under construction also shows its progress (components/projects/progress-section.tsx): the latest update
 * with its picture, the earlier ones one item each. Chambers' four updates add 2.2 kB to the document (2.4 kB in Urdu) and
 * 24 elements; an update more adds about 0.3 kB and 2 elements.
 */
const isUnderWay = (path) => {
  const record = onSaleAt(path);
  return Boolean(record?.page?.discriminant && record.progress?.length);
};
const PROGRESS_EXTRA = 3 * KB;
const DOM_PROGRESS = 30;
/**
 * A project on sale's steps to book (components/projects/booking-steps.tsx) grow with its steps: each is a heading, a
 * paragraph, its lists of documents and of what the buyer receives, in the HTML and again in the RSC payload. Measured on
 * 27 November 2026: the section has 59 elements on Chambers and Villas Karachi (5 steps; 63 in Urdu) and 67 on Property.rf
 * (6 steps), and adds 2.4–3.0 kB to the document. The allowance is that rate, a step at a time.
 */
const BOOKING_STEP = { elements: 13, bytes: 600 };
const stepsAllowance = (path, what) => (onSaleAt(path)?.page?.value?.booking?.steps?.length ?? 0) * BOOKING_STEP[what];
/**
 * A project on sale's floor plans (components/projects/floor-plans.tsx), drawn on the server, grow with its rooms: each
 * room is a rectangle with one or two labels in its level's drawing and a row of four cells in the table; each size a
 * disclosure, its drawings' frames and dimensions, its table's head. Measured on 27 November 2026: the plans' section has
 * 604 elements on Villas Karachi (3 sizes, 65 rooms; 586 in Urdu), 181 on Chambers (4 sizes, 12 rooms), 61 on Property.rf
 * (1 size, 5 rooms); the documents are 31.7 kB (Urdu 35.1), 27.1 (30.7) and 21.7 (24.8), from 19.7–23.3 kB (Urdu
 * 22.6–26.9) without plans. The allowance is that rate, a room and a size at a time; the rest of the page keeps its budget.
 */
const PLAN_ROOM = { elements: 9, bytes: 100 };
const PLAN_SIZE = { elements: 21, bytes: 700 };
const planAllowance = ({ rooms, sizes }, what) => rooms * PLAN_ROOM[what] + sizes * PLAN_SIZE[what];
const budgetFor = (path, lang, plans) => {
  const base = lang === 'ur' ? BEFORE_LCP_URDU : BEFORE_LCP;
  const extra =
    DRAWN_MARK +
    PICTURE_WIDTHS +
    (isOnSale(path) ? FORM_EXTRA + planAllowance(plans, 'bytes') + stepsAllowance(path, 'bytes') : 0) +
    (isUnderWay(path) ? PROGRESS_EXTRA : 0);
  return { ...base, document: base.document + extra, total: base.total + extra };
};
/** Where scripts/subset-fonts.mjs writes the Urdu face, which app/globals.css names. */
const URDU_FACE_FILE = `${FONT_DIR}/noto-nastaliq-urdu.woff2`;
/** The widest hero a 390 px phone may be sent: the next/image width that covers 390 px at a pixel ratio of 2. */
const HERO_MAX_WIDTH = 828;
/**
 * Elements in a page's HTML: hydration and style work grow with it. Chambers in Urdu has the most
 * (566: sizes, plans and every schedule, whose installments are split at possession, approvals,
 * gallery, map, enquiry, and a wrapper for each Latin run, which keeps its face and spaces; 518 in
 * English, where a Latin run needs none); the hotel pages 516. Lighthouse warns from 800.
 */
const DOM_ELEMENTS = 580;
/**
 * The same page with its enquiry form (Chambers in Urdu 625, 577 in English) and its contact written out for print (13);
 * its steps to book have their allowance (BOOKING_STEP).
 */
const DOM_FORM = 640;
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
/**
 * Strings only Keystatic's admin and its API handler contain (declared before the checks below run):
 * the server build reads content through Keystatic's reader, so only the browser's files must hold none of it.
 */
const ADMIN_MARKERS = ['@keystar/ui', 'makeRouteHandler', 'KeystaticApp', 'lib/keystatic/inputs'];
const KEYSTATIC_MARKERS = [...ADMIN_MARKERS, '@keystatic/', 'keystatic-core'];

const problems = [];
const fail = (message) => {
  problems.push(message);
  return '✖';
};

const stale = process.argv.includes('--build') ? 'asked to build (--build)' : staleReason(DIST);
if (stale) {
  console.log(`Building into ${DIST}: ${stale}. Log: .data/budgets-build.log`);
  await buildInto({ distDir: DIST, logFile: join(PROJECT_ROOT, '.data', 'budgets-build.log') });
}
checkSupabaseMarkers();
checkNoAdminInBuild();
checkUrduFace();
const site = await serve({ distDir: DIST, port: PORT });
let browser;
try {
  await checkNoAdminServed(site.origin);
  const paths = await sitemapPaths(site.origin);
  for (const path of LIGHTHOUSE_ROUTES)
    if (!paths.includes(path)) fail(`${path} is not in the sitemap any more; pick another representative route`);

  console.log("\nFirst-load JavaScript: gzip -9 of the <script src> files in each page's HTML (kB = 1000 bytes)");
  for (const path of paths) {
    const load = await firstLoad(site.origin, path);
    const budget = isInteractive(path) ? INTERACTIVE_JS : CONTENT_JS;
    let mark =
      load.js.total <= budget
        ? '✔'
        : fail(`${path}: first-load JavaScript ${kB(load.js.total)} kB is over its ${kB(budget)} kB budget`);
    if (load.supabaseChunks.length)
      mark = fail(
        `${path}: the Supabase client is in the first load (${load.supabaseChunks.join(', ')}); it must load on the first submit`,
      );
    console.log(
      `  ${mark} ${path.padEnd(44)} ${kB(load.js.total).padStart(6)} kB of ${kB(budget)} kB  (${load.js.chunks.length} chunks)`,
    );
    if (mark === '✖') console.log(`      ${formatChunks(load.js.chunks)}`);
  }

  console.log(
    `\nBefore the hero paints, at ${VIEWPORT_WIDTH} px × ${PIXEL_RATIO}: document + fonts + CSS (gzip -9) + hero image (AVIF) ≤ ${kB(BEFORE_LCP.total)} kB (document ≤ ${kB(BEFORE_LCP.document)}, fonts ≤ ${kB(BEFORE_LCP.fonts)}, CSS ≤ ${kB(BEFORE_LCP.css)}, hero ≤ ${kB(BEFORE_LCP.hero)} and ≤ ${HERO_MAX_WIDTH} w); on an Urdu page document ≤ ${kB(BEFORE_LCP_URDU.document)} and in all ≤ ${kB(BEFORE_LCP_URDU.total)} kB; ${DRAWN_MARK} bytes more on every page for the script that marks it drawn and ${PICTURE_WIDTHS} for its pictures' phone widths; ${kB(FORM_EXTRA)} kB more for a project on sale's page, with its enquiry form, and ${kB(PROGRESS_EXTRA)} kB more with its construction progress; DOM ≤ ${DOM_ELEMENTS} elements (${DOM_FORM} with the form, ${DOM_PROGRESS} more with the progress); a page's floor plans ${PLAN_ROOM.elements} elements and ${kB(PLAN_ROOM.bytes)} kB more a room, ${PLAN_SIZE.elements} and ${kB(PLAN_SIZE.bytes)} kB a size; its steps to book ${BOOKING_STEP.elements} elements and ${kB(BOOKING_STEP.bytes)} kB a step; in the head the stylesheet inlined once and none linked, no font preloaded, the hero's preload first, no Cross-Origin-Opener-Policy`,
  );
  for (const path of paths) {
    const bytes = await beforeLcp(site.origin, path);
    const budget = budgetFor(path, bytes.lang, bytes.plans);
    const domBudget =
      (isOnSale(path)
        ? DOM_FORM + planAllowance(bytes.plans, 'elements') + stepsAllowance(path, 'elements')
        : DOM_ELEMENTS) + (isUnderWay(path) ? DOM_PROGRESS : 0);
    let mark = '✔';
    const over = (what, value, budget) => {
      if (value > budget)
        mark = fail(`${path}: ${what} ${kB(value)} kB before the hero paints, over its ${kB(budget)} kB budget`);
    };
    over('document', bytes.document, budget.document);
    over('fonts', bytes.fonts.total, budget.fonts);
    over('CSS', bytes.css.total, budget.css);
    if (!bytes.hero) {
      // Every page, the Urdu home included: without a hero, its first project's picture is its largest paint, preloaded.
      mark = fail(`${path}: no image preload in the HTML; every page's hero must be preloaded`);
    } else {
      over(`hero image (${bytes.hero.descriptor})`, bytes.hero.bytes, budget.hero);
      if (bytes.hero.width === null || bytes.hero.width > HERO_MAX_WIDTH)
        mark = fail(
          `${path}: a ${VIEWPORT_WIDTH} px phone gets the ${bytes.hero.descriptor} hero, wider than ${HERO_MAX_WIDTH} px: check the image's sizes`,
        );
    }
    over('document + fonts + CSS + hero', bytes.total, budget.total);
    if (bytes.dom > domBudget) mark = fail(`${path}: ${bytes.dom} elements in the HTML, over the ${domBudget} budget`);
    for (const problem of headProblems(bytes.head)) mark = fail(`${path}: ${problem}`);
    const hero = bytes.hero ? `hero ${kB(bytes.hero.bytes).padStart(5)} (${bytes.hero.descriptor})` : 'no hero';
    console.log(
      `  ${mark} ${path.padEnd(44)} ${kB(bytes.total).padStart(6)} kB = document ${kB(bytes.document).padStart(4)} + fonts ${kB(bytes.fonts.total)} + CSS ${kB(bytes.css.total)} + ${hero}   DOM ${bytes.dom}${bytes.plans.rooms ? ` (plans: ${bytes.plans.sizes} sizes, ${bytes.plans.rooms} rooms, ${bytes.plans.elements} elements)` : ''}`,
    );
    if (mark === '✖')
      console.log(
        `      fonts: ${bytes.fonts.files.map((file) => `${file.path.split('/').pop()} ${kB(file.bytes)}`).join(', ')}`,
      );
  }

  if (!LIGHTHOUSE) console.log('\nLighthouse skipped (--no-lighthouse).');
  else
    console.log(
      `\nLighthouse mobile, one run each: accessibility, best practices, SEO must be 100 and CLS at most ${TIMELINE_TARGETS.cls}; performance, LCP, TBT reported only`,
    );
  if (LIGHTHOUSE) browser = await lighthouseBrowser();
  for (const path of LIGHTHOUSE ? LIGHTHOUSE_ROUTES : []) {
    const { scores, metrics, failures } = await browser.run(site.origin + path);
    let mark = '✔';
    for (const category of PERFECT)
      if (scores[category] !== 100) mark = fail(`${path}: ${category} ${scores[category]}, not 100`);
    if (metrics.cls > TIMELINE_TARGETS.cls)
      mark = fail(`${path}: CLS ${metrics.cls.toFixed(3)}, over ${TIMELINE_TARGETS.cls}`);
    const gated = PERFECT.map((category) => `${category} ${scores[category]}`).join('  ');
    const reported = `performance ${scores.performance}  LCP ${(metrics.lcp / 1000).toFixed(2)} s  TBT ${Math.round(metrics.tbt)} ms`;
    console.log(`  ${mark} ${path.padEnd(30)} ${gated}  CLS ${metrics.cls.toFixed(2)}  | ${reported}`);
    for (const failure of failures)
      console.log(
        `      [${failure.category}] ${failure.id}: ${failure.title}\n        ${failure.items.join('\n        ')}`,
      );
  }
} finally {
  await browser?.close();
  site.stop();
}

console.log('\nText without JavaScript: every sitemap route is checked by e2e/routes.spec.ts (npm run test:e2e).');
if (problems.length) {
  console.error(`\n✖ ${problems.length} budget(s) broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ All budgets met.');

/** The Supabase check is only worth something if the markers still find the client in the build. */
function checkSupabaseMarkers() {
  const chunks = join(PROJECT_ROOT, DIST, 'static', 'chunks');
  const found = readdirSync(chunks, { recursive: true })
    .filter((name) => String(name).endsWith('.js'))
    .filter((name) =>
      SUPABASE_MARKERS.some((marker) => readFileSync(join(chunks, String(name)), 'utf8').includes(marker)),
    );
  if (found.length === 0)
    fail(
      `no chunk of the build contains ${SUPABASE_MARKERS.join(' / ')}: update SUPABASE_MARKERS so the Supabase check still means something`,
    );
  else
    console.log(
      `The Supabase client is in ${found.join(', ')} (loaded on the first submit, must not be in any first load).`,
    );
}

/** The Urdu face, which an Urdu page fetches once it is laid out (the first paint does not wait for it). */
function checkUrduFace() {
  const bytes = statSync(join(PROJECT_ROOT, URDU_FACE_FILE)).size;
  const mark =
    bytes <= URDU_FACE ? '✔' : fail(`${URDU_FACE_FILE} is ${kB(bytes)} kB, over its ${kB(URDU_FACE)} kB budget`);
  console.log(`  ${mark} the Urdu face: ${kB(bytes)} kB of ${kB(URDU_FACE)} kB (${URDU_FACE_FILE})`);
}

/** The public build has no admin: the `*.admin.tsx` routes exist only under `npm run edit`. */
function checkNoAdminInBuild() {
  const root = join(PROJECT_ROOT, DIST);
  const files = ['static', 'server'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map(String)
      .filter((name) => /\.(js|html|rsc)$/.test(name))
      .map((name) => join(dir, name)),
  );
  const markersOf = (name) => (name.startsWith('static') ? KEYSTATIC_MARKERS : ADMIN_MARKERS);
  const withAdmin = files.filter((name) =>
    markersOf(name).some((marker) => readFileSync(join(root, name), 'utf8').includes(marker)),
  );
  if (withAdmin.length) fail(`Keystatic code is in the public build: ${withAdmin.slice(0, 5).join(', ')}`);
  else
    console.log(
      `No Keystatic code for browsers and none of the admin in the ${files.length} files of the public build.`,
    );
}

async function checkNoAdminServed(origin) {
  for (const path of ['/keystatic', '/keystatic/singleton/settings', '/api/keystatic/tree']) {
    const status = (await fetch(origin + path, { redirect: 'manual' })).status;
    if (status !== 404) fail(`${path} answered ${status} in the public build, not 404`);
    else console.log(`  ✔ ${path} answers 404`);
  }
}
