/**
 * The framework's floor: a bare Next.js app whose only page renders
 * `<h1>Hello</h1>`, built with the project's own node_modules (symlinked), so
 * every route of the site can be read as a ratio against what Next.js and
 * React cost on their own.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const FLOOR_PATHS = ['/'];

const FILES = {
  'package.json': JSON.stringify({ name: 'cedarline-bench-floor', private: true, type: 'module' }, null, 2),
  // JavaScript, not TypeScript, so `next build` has no tsconfig to write.
  'next.config.mjs': `import { fileURLToPath } from 'node:url';
const root = fileURLToPath(new URL('ROOT', import.meta.url));
export default { distDir: '.next', poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root };
`,
  'app/layout.jsx': `export const metadata = { title: 'Hello', description: 'The smallest Next.js page, for comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Hello</h1>;
}
`,
};

/** Writes the floor app into `dir` (replacing what was there) and returns `dir`. */
export function writeFloorApp(dir, projectRoot) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) {
    writeFileSync(join(dir, name), text.replace('ROOT', `${relative(dir, dirname(projectRoot))}/`));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}
