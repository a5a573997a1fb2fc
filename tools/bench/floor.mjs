/**
 * The framework's floors: bare Next.js apps built with the project's own
 * node_modules (symlinked), so every route of the site can be read as a ratio
 * against what Next.js and React cost on their own.
 * - `text`: one page rendering `<h1>Hello</h1>`;
 * - `hero`: the same page plus one full-bleed photograph through next/image
 *   (`priority`, `sizes="100vw"`, AVIF), no web fonts, no client component of
 *   its own: what a bare Next.js page pays to show the site's hero photograph.
 *   BENCH_HERO_IMAGE (a file of the project, `public/images/…/src.jpg`) shows
 *   another: a route whose largest paint is its own photograph, read against a
 *   bare page showing the same picture, tells the picture's weight from the
 *   page's work.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildInto, NEXT_BUILD } from '../../scripts/measure/server.mjs';

const CONFIG = (images) => `import { fileURLToPath } from 'node:url';
const root = fileURLToPath(new URL('ROOT', import.meta.url));
export default { distDir: '.next', poweredByHeader: false, turbopack: { root }, outputFileTracingRoot: root${images ? ", images: { formats: ['image/avif'] }" : ''} };
`;

const LAYOUT = `export const metadata = { title: 'Hello', description: 'The smallest Next.js page, for comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
`;

const PAGES = {
  text: `export default function Page() {
  return <h1>Hello</h1>;
}
`,
  hero: `import Image from 'next/image';
import hero from '../public/hero.jpg';

export default function Page() {
  return (
    <>
      <h1>Hello</h1>
      <Image src={hero} alt="" priority sizes="100vw" style={{ width: '100%', height: 'auto', display: 'block' }} />
    </>
  );
}
`,
};

/** The photograph the hero floor shows: BENCH_HERO_IMAGE, else the home page's hero, read from its record. */
export function heroFloorImage(projectRoot, chosen = process.env.BENCH_HERO_IMAGE) {
  if (chosen) return resolve(projectRoot, chosen);
  const home = JSON.parse(readFileSync(join(projectRoot, 'content/pages/home.json'), 'utf8'));
  return join(projectRoot, 'public', home.hero.image.src);
}

/**
 * Writes the floor app of `kind` ('text' or 'hero') into `dir` (replacing what
 * was there) and returns `dir`.
 */
export function writeFloorApp(dir, projectRoot, kind = 'text') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  const files = {
    'package.json': JSON.stringify({ name: `cedarline-bench-floor-${kind}`, private: true, type: 'module' }, null, 2),
    // JavaScript, not TypeScript, so `next build` has no tsconfig to write.
    'next.config.mjs': CONFIG(kind === 'hero'),
    'app/layout.jsx': kind === 'hero' ? LAYOUT : LAYOUT.replace(' style={{ margin: 0 }}', ''),
    'app/page.jsx': PAGES[kind],
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text.replace('ROOT', `${relative(dir, dirname(projectRoot))}/`));
  }
  if (kind === 'hero') {
    mkdirSync(join(dir, 'public'), { recursive: true });
    copyFileSync(heroFloorImage(projectRoot), join(dir, 'public', 'hero.jpg'));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Writes the floor app of `kind` into `dir` and builds it there with `next build` (its log in `logFile`). */
export async function buildFloorApp(dir, projectRoot, kind, logFile) {
  writeFloorApp(dir, projectRoot, kind);
  await buildInto({ cwd: dir, distDir: '.next', logFile, ...NEXT_BUILD });
}
