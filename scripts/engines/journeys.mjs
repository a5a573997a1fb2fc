/**
 * The site's main journeys, written once against the driver of drivers.mjs,
 * run in every engine at a phone's and a desktop's width. Each throws on the
 * first thing that is not as a visitor should find it; the runner then asks
 * the page for what it reported (CSP violations, console errors), and any
 * report fails the journey too. `playwright` names the specs that hold the
 * same journey, in more detail, for Chromium.
 */
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8'));
const ENGLISH = read('messages/en.json');
const URDU = read('messages/ur.json');
const HOTEL = read('pages/hotel.json');
const CANADA_LABELS = read('pages/canada-labels.json');

const VILLAS = '/projects/cedarline-villas-karachi';
/** Oshawa's booking engine (content/canada-hotels/oshawa.json, `bookingTemplate`). */
const OSHAWA_ENGINE = 'https://www.lakeshoreinnoshawa.com/book';

/** A page of each type, the not-found page included. */
export const PAGES = [
  '/',
  '/ur',
  '/hotels/oshawa',
  VILLAS,
  `/ur${VILLAS}`,
  '/about',
  '/chg-canada',
  '/delivered-projects',
  '/no-such-page',
];

/**
 * @typedef {import('./drivers.mjs').Driver} Driver
 * @typedef {{ driver: Driver, width: number, phone: boolean, url: (path: string) => string, mailbox: string }} Visit
 * @typedef {{ name: string, playwright: string, run: (visit: Visit) => Promise<void> }} Journey
 */

// ---------------------------------------------------------------- in the page

/** React attaches its fiber to an element it has hydrated (as e2e/support/csp.ts checks). */
const hydrated = () => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber'));

/**
 * Marks the first element matching `css` whose label (aria-label, else its text) is `name` (any
 * element when `name` is null), and returns a selector for it alone, or null when there is none.
 */
function mark(css, name) {
  const label = (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  const found = [...document.querySelectorAll(css)].find((element) => name === null || label(element) === name);
  if (!found) return null;
  const id = String(Math.random()).slice(2);
  found.setAttribute('data-engines-pick', id);
  return `[data-engines-pick="${id}"]`;
}

/**
 * Brings the element to the middle of the screen; what a tap at its centre would reach instead of it, or null when it is
 * reached. A part skipped while away from the screen is drawn at the frame after the jump (lib/below-fold.ts), as a reader's
 * scroll draws it before it is on screen: the tap is tried once it is.
 */
async function coveredBy(selector) {
  const element = document.querySelector(selector);
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const box = element.getBoundingClientRect();
  const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return found && element.contains(found) ? null : (found?.outerHTML.slice(0, 120) ?? 'nothing: it is off screen');
}

/** Sets a control's value as a choice in it does, so React hears it: a date picker and a select are drawn by each engine its own way. */
function choose(selector, value, index = 0) {
  const element = document.querySelectorAll(selector)[index];
  const prototype = Object.getPrototypeOf(element);
  Object.getOwnPropertyDescriptor(prototype, 'value').set.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether the element is drawn with a size (not `hidden`, not display: none). */
function shown(selector) {
  const element = document.querySelector(selector);
  return Boolean(element) && element.getBoundingClientRect().height > 0;
}

// ---------------------------------------------------------------- steps

/** Calls `check` until it returns something truthy, and returns that; fails saying `what` after `timeout` ms. */
async function poll(what, check, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    let problem = '';
    try {
      const found = await check();
      if (found) return found;
    } catch (error) {
      problem = ` (${error.message})`;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout / 1000} s${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `fn` in the page until it returns something truthy, and returns that. */
const waitFor = (driver, what, fn, args = [], timeout = 10_000) =>
  poll(what, () => driver.evaluate(fn, ...args), timeout);

/** Opens `path` and waits (up to `timeout` ms) until the page has hydrated and its fonts are in. */
export async function open(visit, path, timeout = 10_000) {
  await visit.driver.goto(visit.url(path));
  await waitFor(visit.driver, `${path} hydrates`, hydrated, [], timeout);
  await waitFor(visit.driver, `${path} has its fonts`, () => document.fonts.status === 'loaded');
  const width = await visit.driver.evaluate(() => innerWidth);
  if (width !== visit.width) throw new Error(`the window is ${width} px wide, not ${visit.width}`);
}

/** Taps the element (`css`, labelled `name`) where a finger or pointer meets it: it must be what a tap at its centre reaches. */
async function tap({ driver }, css, name = null) {
  const selector = await driver.evaluate(mark, css, name);
  if (!selector) throw new Error(`no ${css}${name ? ` named “${name}”` : ''}`);
  const cover = await driver.evaluate(coveredBy, selector);
  if (cover) throw new Error(`${css}${name ? ` “${name}”` : ''} is covered at its centre by ${cover}`);
  await driver.click(selector);
}

/** Waits for the address to be `path` on a hydrated page. */
async function arriveAt(visit, path) {
  await waitFor(visit.driver, `arrives at ${path}`, (want) => location.pathname === want, [path]);
  await waitFor(visit.driver, `${path} hydrates`, hydrated);
}

// ---------------------------------------------------------------- journeys

/**
 * A journey that starts on `path`, hydrated, and goes on with `steps`.
 * @returns {Journey}
 */
const journey = (name, playwright, path, steps) => ({
  name,
  playwright,
  async run(visit) {
    await open(visit, path);
    await steps(visit);
  },
});

const pageJourneys = PAGES.map((path) =>
  journey(`hydrates: ${path}`, 'security.spec.ts, hosts.spec.ts', path, async () => {}),
);

const menu = journey(
  'menu (phone menu at 390, desktop menu at 1280)',
  'navigation.spec.ts, urdu.spec.ts',
  '/',
  async (visit) => {
    const toggle = 'header button[aria-controls="mobile-menu"]';
    if (visit.phone) {
      await tap(visit, toggle);
      await waitFor(visit.driver, 'the phone menu opens', shown, ['#mobile-menu']);
      await tap(visit, '#mobile-menu button[aria-expanded="false"]');
      await tap(visit, '#mobile-menu a[href="/hotels/oshawa"]');
      await arriveAt(visit, '/hotels/oshawa');
      if (await visit.driver.evaluate(shown, '#mobile-menu'))
        throw new Error('the phone menu stays open after its link was followed');
      await tap(visit, toggle);
      await waitFor(visit.driver, 'the phone menu opens again', shown, ['#mobile-menu']);
      await tap(visit, toggle);
      await waitFor(
        visit.driver,
        'the phone menu closes',
        (selector) => !document.querySelector(selector).getBoundingClientRect().height,
        ['#mobile-menu'],
      );
    } else {
      if (await visit.driver.evaluate(shown, toggle)) throw new Error('the phone menu button is shown at 1280 px');
      await tap(visit, 'nav[aria-label="Main"] button[aria-expanded]');
      await waitFor(visit.driver, 'the dropdown opens', shown, ['nav[aria-label="Main"] a[href="/hotels/oshawa"]']);
      await tap(visit, 'nav[aria-label="Main"] a[href="/hotels/oshawa"]');
      await arriveAt(visit, '/hotels/oshawa');
    }
  },
);

const languageSwitch = journey(
  'language switch to the counterpart page and back',
  'language-switch.spec.ts',
  VILLAS,
  async (visit) => {
    // Named as a screen reader hears it: “Read this page in اردو”, then “… English” in Urdu.
    for (const [to, lang, words, other] of [
      [`/ur${VILLAS}`, 'ur', ENGLISH, URDU],
      [VILLAS, 'en-CA', URDU, ENGLISH],
    ]) {
      await tap(visit, 'header a[hreflang]', `${words.language.switchLabel} ${other.language.name}`);
      await arriveAt(visit, to);
      const found = await visit.driver.evaluate(() => document.documentElement.lang);
      if (found !== lang) throw new Error(`${to} is in ${found}, not ${lang}`);
    }
  },
);

const schedule = journey(
  'schedule chooser: size and plan change the figures and the WhatsApp link',
  'buyer.spec.ts',
  VILLAS,
  async (visit) => {
    const whatsapp = () => document.querySelector('#schedule a[href^="https://wa.me/?text="]')?.getAttribute('href');
    const before = await visit.driver.evaluate(whatsapp);
    // The size's select, then the plan's.
    await visit.driver.evaluate(choose, '#schedule select', '120-sq-yd-villa', 0);
    await visit.driver.evaluate(choose, '#schedule select', '36-month-plan', 1);
    const figures = ['PKR 1,800,000', 'PKR 150,000', 'PKR 7,200,000'];
    await waitFor(
      visit.driver,
      'the 36-month plan’s table for the 120 sq yd villa, with its figures',
      (caption, wanted) => {
        const table = [...document.querySelectorAll('#schedule table')].find(
          (candidate) => candidate.caption?.textContent?.trim() === caption,
        );
        return (
          Boolean(table) &&
          table.getBoundingClientRect().height > 0 &&
          wanted.every((figure) => table.textContent.includes(figure))
        );
      },
      ['36-month plan, 120 sq yd villa', figures],
    );
    const after = await visit.driver.evaluate(whatsapp);
    const text = new URL(after).searchParams.get('text') ?? '';
    if (after === before || !['120 sq yd villa', '36-month plan', ...figures].every((part) => text.includes(part))) {
      throw new Error(`the WhatsApp message does not carry the choice: ${text}`);
    }
    const search = await visit.driver.evaluate(() => location.search);
    if (search !== '?size=120-sq-yd-villa&plan=36-month-plan')
      throw new Error(`the address keeps ${search}, not the choice`);
  },
);

/** A project page in `language`: a size's floor plan opens from its summary, and How to book's button takes the buyer to the enquiry. */
function salesOffice(language, path, words) {
  return journey(
    `a plan opens, and how to book leads to the enquiry, in ${language}`,
    'floor-plans.spec.ts, how-to-book.spec.ts',
    path,
    async (visit) => {
      const plans = '#floor-plans details';
      const second = `${plans}:nth-of-type(2)`;
      if (await visit.driver.evaluate((css) => document.querySelector(css)?.open !== false, second))
        throw new Error('the second size’s plan is open before it is asked for, or missing');
      await tap(visit, `${second} > summary`);
      await waitFor(visit.driver, 'the second size’s plan opens with its drawing', shown, [`${second}[open] svg`]);
      await tap(visit, '#how-to-book a', words.project.booking.enquiryButton);
      await waitFor(visit.driver, 'the enquiry form is on screen', () => {
        const form = document.querySelector('#enquire form');
        const box = form?.getBoundingClientRect();
        return location.hash === '#enquire' && Boolean(box) && box.top < innerHeight && box.bottom > 0;
      });
    },
  );
}

const gallery = journey('gallery: next picture', 'hotel-detail.spec.ts', '/hotels/oshawa', async (visit) => {
  const region = '[aria-roledescription="carousel"]';
  /** Where each slide's picture starts, from the start of the carousel's viewport, and that viewport's width. */
  const starts = (css) => {
    const carousel = document.querySelector(css);
    const viewport = carousel.firstElementChild.getBoundingClientRect();
    const slides = [...carousel.querySelectorAll('[role="group"]')];
    return slides.map((slide) => ({
      label: slide.getAttribute('aria-label'),
      offset: slide.firstElementChild.getBoundingClientRect().left - viewport.left,
      width: viewport.width,
    }));
  };
  /** The label of the first slide whose picture starts inside the viewport (as e2e/fixtures.ts's firstVisibleSlide). */
  const first = async () => {
    const shown = (await visit.driver.evaluate(starts, region)).filter(
      ({ offset, width }) => offset >= -2 && offset < width - 2,
    );
    return shown.sort((a, b) => a.offset - b.offset)[0]?.label ?? null;
  };
  const count = (await visit.driver.evaluate(starts, region)).length;
  const label = (index) => HOTEL.gallery.slide.replace('{index}', String(index)).replace('{count}', String(count));
  const before = await first();
  if (before !== label(1)) throw new Error(`the gallery opens on ${before}, not ${label(1)}`);
  await tap(visit, `${region} button`, HOTEL.gallery.next);
  await poll(`the gallery moves on to ${label(2)}`, async () => (await first()) === label(2));
});

const map = journey(
  'map button loads the map',
  'hotel-detail.spec.ts, security.spec.ts',
  '/hotels/oshawa',
  async (visit) => {
    const frame = '#location iframe[src^="https://www.google.com/maps"]';
    if (await visit.driver.evaluate((css) => Boolean(document.querySelector(css)), frame))
      throw new Error('the map loads before it is asked for');
    await tap(visit, '#location button', CANADA_LABELS.location.showMap);
    await waitFor(visit.driver, 'the map’s frame is shown', shown, [frame]);
  },
);

/** The contact form on `path`, sent, with its toast in `words`' language; the email reaches the local mailbox. */
function contact(language, path, words) {
  return journey(
    `contact form and its toast, in ${language}`,
    'contact-form.spec.ts, urdu.spec.ts',
    path,
    async (visit) => {
      const email = `engines-${visit.width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      const form = 'form[action$="/send-contact-email"]';
      // Brought near, the running form takes the served one's place (components/contact/contact-form-when-near.tsx): it checks its fields itself.
      await waitFor(
        visit.driver,
        'the form runs once near',
        (css) => {
          const near = document.querySelector(css);
          near?.scrollIntoView({ block: 'center' });
          return near?.noValidate === true;
        },
        [form],
      );
      for (const [field, text] of [
        ['firstName', 'Amina'],
        ['lastName', 'Khan'],
        ['email', email],
        ['subject', 'Wedding enquiry'],
        ['message', 'Do you have a Saturday in June for 300 guests?'],
      ]) {
        const control = `${form} [name="${field}"]`;
        await tap(visit, control);
        await visit.driver.type(control, text);
      }
      await tap(visit, `${form} button[type="submit"]`, words.form.send);
      await waitFor(
        visit.driver,
        `the toast “${words.form.success}”`,
        (text) =>
          [...document.querySelectorAll('[data-sonner-toast]')].some((toast) => toast.textContent.includes(text)),
        [words.form.success],
      );
      await poll(`an email from ${email} in the local mailbox`, async () => {
        const { data } = await (await fetch(`${visit.mailbox}/emails`)).json();
        return data.some((sent) => [sent.reply_to].flat().includes(email));
      });
    },
  );
}

const booking = journey(
  'booking bar: dates and guests go to the engine',
  'hotel-detail.spec.ts',
  '/hotels/oshawa',
  async (visit) => {
    const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [arrive, depart] = [day(10), day(13)];
    // The bar opens the engine in a new tab, which leaves this machine: the page's window.open notes the address instead.
    await visit.driver.evaluate(() => {
      window.__opened = [];
      window.open = (url) => void window.__opened.push(String(url));
    });
    await visit.driver.evaluate(choose, '#booking-check-in', arrive);
    await visit.driver.evaluate(choose, '#booking-check-out', depart);
    await visit.driver.evaluate(choose, '#booking-guests', '3');
    await tap(visit, 'form#booking button[type="submit"]');
    const opened = await waitFor(
      visit.driver,
      'the engine is opened',
      () => window.__opened.length > 0 && window.__opened,
    );
    const want = `${OSHAWA_ENGINE}?arrive=${arrive}&depart=${depart}&adults=3`;
    if (opened.length !== 1 || opened[0] !== want) throw new Error(`opened ${JSON.stringify(opened)}, not ${want}`);
  },
);

/** @type {Journey[]} */
export const JOURNEYS = [
  ...pageJourneys,
  menu,
  languageSwitch,
  schedule,
  salesOffice('English', VILLAS, ENGLISH),
  salesOffice('Urdu', `/ur${VILLAS}`, URDU),
  gallery,
  map,
  contact('English', '/#contact', ENGLISH),
  contact('Urdu', '/ur#contact', URDU),
  booking,
];

/** What a page broken on purpose must make each engine report (proxy.mjs): a journey that passes there proves nothing. */
export const BROKEN = [
  { breaks: 'csp', name: 'broken page: a blocked inline script is seen', expect: /CSP violation/ },
  { breaks: 'error', name: 'broken page: a console error is seen', expect: /deliberate console error/ },
];
