import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // e2e/ holds Playwright specs; only e2e/support/'s own unit tests run under Jest.
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/(?!support/)', '\\.deno\\.test\\.ts$'],
};

/**
 * Two projects: browser-side code (components, client islands) runs in jsdom;
 * everything else (content, lib, the edge function's handler, scripts) in Node.
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
    testMatch: ['<rootDir>/{lib,content,supabase,scripts,tools,components}/**/*.test.ts', '<rootDir>/e2e/support/**/*.test.ts'],
  })();
  return { projects: [web, node] };
}
