import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests run against the production build served by `npm start`
 * (the site plus the whole local backend), in Debian's Chromium, at a desktop
 * and a mobile viewport. The stack keeps its data in a fresh directory per run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The editor (`npm run edit`: development mode with the admin), for e2e/editor.spec.ts. */
const EDIT_PORT = Number(process.env.E2E_EDIT_PORT ?? 3001);
const EDITOR_URL = `http://127.0.0.1:${EDIT_PORT}`;
const EDITOR_SPEC = /editor\.spec\.ts$/;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  // Specs only: e2e/support/ holds their helpers and the helpers' own Jest tests.
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // Tests tagged @desktop or @mobile run only at that viewport; the rest at both.
    {
      name: 'desktop',
      testIgnore: EDITOR_SPEC,
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: EDITOR_SPEC,
      grepInvert: /@desktop/,
      use: {
        // A phone at the width the site is checked at (docs): Pixel 7's touch and scale, 390 × 844.
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      name: 'editor',
      testMatch: EDITOR_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: EDITOR_URL, launchOptions },
    },
  ],
  // Checking another host (e2e/hosts.spec.ts with HOST_ORIGIN, npm run check:hosts): nothing of the local stack to start.
  webServer: process.env.HOST_ORIGIN
    ? undefined
    : [
        {
          command: 'node scripts/start.mjs',
          url: `${BASE_URL}/`,
          timeout: 15 * 60_000,
          // Ctrl-C's path: npm start stops the site, the function and the database it started.
          gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
          reuseExistingServer: !process.env.CI,
          stdout: 'pipe',
          env: {
            PORT: String(PORT),
            DATA_DIR: E2E_DATA_DIR,
            NEXT_TELEMETRY_DISABLED: '1',
            RATE_LIMIT_MAX: '1000',
          },
        },
        {
          command: 'node scripts/edit.mjs',
          url: `${EDITOR_URL}/keystatic`,
          timeout: 5 * 60_000,
          gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
          reuseExistingServer: !process.env.CI,
          stdout: 'pipe',
          env: { EDIT_PORT: String(EDIT_PORT), NEXT_TELEMETRY_DISABLED: '1' },
        },
      ],
});
