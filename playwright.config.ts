import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * End-to-end tests run against the production build served by `npm start`
 * (the site plus the whole local backend), in Debian's Chromium, at a desktop
 * and a mobile viewport. The stack keeps its data in a fresh directory per run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
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
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        ...devices['Pixel 7'],
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      RATE_LIMIT_MAX: '1000',
    },
  },
});
