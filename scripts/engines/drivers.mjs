/**
 * One small driver per engine, each doing the same few things a journey
 * needs (open an address, run a function in the page, click, type, report
 * what the page reported), so the journeys are written once:
 *
 * - Chromium and Firefox through puppeteer-core: Chromium over CDP, Debian's
 *   Firefox ESR over WebDriver BiDi. Both see the console and uncaught errors
 *   themselves, and get the CSP collector as a preload script, so they see
 *   everything from the page's first byte.
 * - WebKit: Debian's WebKitGTK, its `WebKitWebDriver` (W3C WebDriver, no BiDi)
 *   driving `MiniBrowser` through selenium-webdriver. MiniBrowser has no
 *   headless mode, so each viewport gets an X server of its own (xvfb-run)
 *   the size of the viewport, and a full-screen window (without its toolbar,
 *   which keeps a window at least 447 px wide) sized to it. It sees what the
 *   collector the proxy adds to each page notes (proxy.mjs).
 *
 * Profiles and caches go to the system's temporary folder and are removed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, By } from 'selenium-webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { freePort, waitForPort } from '../local/ports.mjs';
import { collectorSource, PROBLEMS_KEY } from './proxy.mjs';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** What Chromium logs for the 404 the not-found page answers with, which is what it is for. */
const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;

/**
 * @typedef {{ width: number, height: number }} Viewport
 * @typedef {object} Driver
 * @property {(url: string) => Promise<void>} goto  opens `url` and waits for its load event
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} evaluate  runs `fn` in the page, returns its result
 * @property {(selector: string) => Promise<void>} click  the engine's own pointer click at the element's centre
 * @property {(selector: string, text: string) => Promise<void>} type  keystrokes into the element
 * @property {() => Promise<string[]>} problems  CSP violations and console errors since the last call
 * @property {() => Promise<void>} close
 * @typedef {{ name: string, collector: boolean, needs: string[], open: (viewport: Viewport) => Promise<Driver> }} Engine
 */

/** Runs in the page: the collector's notes, emptied. */
function takeNotes(key) {
  try {
    const notes = JSON.parse(sessionStorage.getItem(key) || '[]');
    sessionStorage.removeItem(key);
    return notes;
  } catch {
    return [];
  }
}

/** @returns {Promise<Driver>} */
async function puppeteerDriver(launchOptions, viewport) {
  const browser = await puppeteer.launch({ headless: true, ...launchOptions });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const reported = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_404.test(message.text()))
      reported.push(`${where()}: console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => reported.push(`${where()}: uncaught: ${error.message}`));
  await page.evaluateOnNewDocument(collectorSource(false));
  const evaluate = (fn, ...args) => page.evaluate(fn, ...args);
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate,
    click: async (selector) => {
      const element = await page.waitForSelector(selector, { timeout: 5000 });
      await element.click();
      await element.dispose();
    },
    type: (selector, text) => page.type(selector, text),
    problems: async () => [...reported.splice(0), ...(await evaluate(takeNotes, PROBLEMS_KEY))],
    close: () => browser.close(),
  };
}

/** @returns {Promise<Driver>} */
async function webkitDriver({ width, height }) {
  const port = await freePort('127.0.0.1');
  const home = await mkdtemp(path.join(os.tmpdir(), 'cedarline-webkit-'));
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', `-screen 0 ${width}x${height}x24`, WEBKIT_DRIVER_PATH, `--port=${port}`],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        HOME: home,
        XDG_CACHE_HOME: path.join(home, 'cache'),
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
      },
    },
  );
  let log = '';
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-2000)));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    await rm(home, { recursive: true, force: true });
  };
  let session;
  try {
    await waitForPort(port, '127.0.0.1', { timeoutMs: 30_000, gaveUp: () => server.exitCode !== null });
    session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen'] },
      })
      .build();
    await session.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
    // Full screen, the window has no toolbar; sized then, its page is exactly the viewport.
    await session.manage().window().setRect({ x: 0, y: 0, width, height });
  } catch (error) {
    await stop();
    throw new Error(`WebKitWebDriver did not start a session: ${error.message}\n${log}`);
  }
  const evaluate = (fn, ...args) => session.executeScript(`return (${fn}).apply(null, arguments);`, ...args);
  return {
    goto: (url) => session.get(url),
    evaluate,
    click: async (selector) => session.findElement(By.css(selector)).click(),
    type: async (selector, text) => session.findElement(By.css(selector)).sendKeys(text),
    problems: () => evaluate(takeNotes, PROBLEMS_KEY),
    close: async () => {
      await session.quit().catch(() => {});
      await stop();
    },
  };
}

/** @type {Record<string, Engine>} */
export const ENGINES = {
  chromium: {
    name: 'Chromium',
    collector: false,
    needs: [CHROMIUM_PATH],
    open: (viewport) =>
      puppeteerDriver({ browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }, viewport),
  },
  firefox: {
    name: 'Firefox',
    collector: false,
    needs: [FIREFOX_PATH],
    open: (viewport) =>
      puppeteerDriver({ browser: 'firefox', executablePath: FIREFOX_PATH, protocol: 'webDriverBiDi' }, viewport),
  },
  webkit: {
    name: 'WebKit',
    collector: true,
    needs: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/xvfb-run'],
    open: webkitDriver,
  },
};

/** The programs an engine needs that are not on this machine. */
export const missingFor = (engine) => engine.needs.filter((file) => !existsSync(file));
