import nextJest from 'next/jest.js';
import { LOCAL_ORIGIN } from './lib/site-origin.mjs';

// The address the pages under test are built on: the site names its origin everywhere (lib/site-origin.mjs).
process.env.NEXT_PUBLIC_SITE_URL ||= LOCAL_ORIGIN;

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // e2e/ holds Playwright specs; only e2e/support/'s own unit tests run under Jest.
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/(?!support/)', '\\.deno\\.test\\.ts$'],
  // A build's standalone server is a copy of the project's package: not a module to map.
  modulePathIgnorePatterns: ['<rootDir>/\\.(next|open-next|vercel|netlify)', '<rootDir>/tools/hosts/node_modules'],
};

/**
 * Tests that run as ES modules: those that read content/, through Keystatic's reader, and the fonts'
 * (HarfBuzz and Capsize), all of which ship ES modules only.
 */
const CONTENT_TESTS = [
  '<rootDir>/lib/content/**/*.test.ts',
  '<rootDir>/lib/structured-data.test.ts',
  '<rootDir>/components/**/*.test.ts',
  '<rootDir>/scripts/subset-fonts.test.ts',
];

/**
 * Three projects: browser-side code (components, client islands) runs in
 * jsdom; what reads content/ runs in Node as ES modules; everything else (lib,
 * the edge function's handler, scripts, tools, the artwork package) in Node.
 */
export default async function config() {
  const web = await createJestConfig({
    ...shared,
    displayName: 'web',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    testMatch: ['<rootDir>/components/**/*.test.tsx', '<rootDir>/app/**/*.test.tsx'],
  })();
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,supabase,scripts,tools,packages}/**/*.test.ts', '<rootDir>/e2e/support/**/*.test.ts'],
    testPathIgnorePatterns: [
      ...shared.testPathIgnorePatterns,
      '/lib/content/',
      '/lib/structured-data\\.test\\.ts$',
      '/scripts/subset-fonts\\.test\\.ts$',
    ],
  })();
  const content = await createJestConfig({
    ...shared,
    displayName: 'content',
    testEnvironment: 'node',
    // Each reads the whole of content/ through Keystatic's reader and every rule: seconds, more on a busy machine.
    testTimeout: 30_000,
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    testMatch: CONTENT_TESTS,
  })();
  // ES modules as they are, TypeScript compiled to ES modules: no CommonJS between them.
  content.transform = Object.fromEntries(
    Object.values(content.transform).map((transformer) => ['^.+\\.tsx?$', transformer]),
  );
  return { projects: [web, node, content] };
}
