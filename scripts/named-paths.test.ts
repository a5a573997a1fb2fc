/**
 * Every path of the repository that the README, the docs (docs/*.md; not docs/archive/, which is history) and
 * the comments of the code name exists: a doc or a comment that points at a file that is gone misleads the
 * next reader. A path is a name under one of the repository's folders (`lib/security/csp.ts`,
 * `supabase/functions/`); patterns (`*`, `<slug>`) and what the build writes (the git-ignored folders) are
 * not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FOLDERS = [
  'app',
  'components',
  'content',
  'docs',
  'e2e',
  'lib',
  'public',
  'scripts',
  'supabase',
  'tools',
  'packages',
  '.ci',
];
/** What the build, the fonts step or a host writes: named in docs, never in git (.gitignore). */
const GENERATED = ['public/fonts/', 'public/styles/', 'public/_headers', '.next', 'node_modules/'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.next',
  '.git',
  '.data',
  'test-results',
  'playwright-report',
  'archive',
]);
const FROM_ROOT = new RegExp(`^(?:${FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/`);
const PATH = new RegExp(
  `(?<![\\w./@-])(?:${FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w.\\-/()[\\]@*<>{}…]*`,
  'g',
);

/** Every file under `dir` whose name `keep` accepts, skipping build output and history. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.next') ? [] : filesUnder(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

/** The comments of a source file: `// …` to the end of the line and `/* … *\/` blocks (a `//` in a URL counts too: harmless). */
function commentsOf(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map(([comment]) => comment).join('\n');
}

/** The repository paths a text names, as written (a trailing `.`, `,`, `:` or unmatched `)` is punctuation). */
export function namedPaths(text: string): string[] {
  // A Markdown link, `[docs/backend.md](docs/backend.md)`, reads as one run: its text, and its target when that is
  // written from the root too (a target relative to the doc, `(backend.md)`, is not read).
  return [...text.matchAll(PATH)].flatMap(([match]) =>
    match
      .split('](')
      .filter((part, index) => index === 0 || FROM_ROOT.test(part))
      .map((part) => {
        let named = part.replace(/[.,:;]+$/, '');
        const unmatched = (open: string, close: string) =>
          named.endsWith(close) && named.split(open).length < named.split(close).length;
        while (unmatched('(', ')') || unmatched('[', ']')) named = named.slice(0, -1).replace(/[.,:;]+$/, '');
        return named;
      }),
  );
}

/** Whether a named path is one to check: not a pattern, not what the build writes. */
const checkable = (named: string) =>
  !/[*<>{}…]/.test(named) && !GENERATED.some((generated) => named.startsWith(generated));

function missingIn(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    namedPaths(read(file))
      .filter(checkable)
      .filter((named) => !existsSync(path.join(ROOT, named)))
      .map((named) => `${file} names ${named}`),
  );
}

describe('paths named in docs and comments', () => {
  it('reads paths as a reader would', () => {
    expect(
      namedPaths(
        'See lib/security/csp.ts, and (scripts/build.mjs). In app/(site)/page.tsx [app/(site)/[slug]]: e2e/*.spec.ts.',
      ),
    ).toEqual([
      'lib/security/csp.ts',
      'scripts/build.mjs',
      'app/(site)/page.tsx',
      'app/(site)/[slug]',
      'e2e/*.spec.ts',
    ]);
    expect(namedPaths('[docs/backend.md](docs/backend.md).')).toEqual(['docs/backend.md', 'docs/backend.md']);
    expect(namedPaths('[docs/archive/log.md](archive/log.md)')).toEqual(['docs/archive/log.md']);
    expect(namedPaths('https://example.com/lib/x.ts and node_modules/.cache/lib/y')).toEqual([]);
    expect(['content/pages/<slug>.json', 'public/fonts/inter.woff2', 'lib/styles/*'].filter(checkable)).toEqual([]);
  });

  it('every path the README and docs/*.md name exists', () => {
    const docs = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];
    expect(missingIn(docs, (file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('every path a comment of the code names exists', () => {
    const roots = [...FOLDERS.filter((folder) => !['content', 'docs', 'public', '.ci'].includes(folder)), '.'];
    const sources = roots.flatMap((dir) =>
      dir === '.'
        ? readdirSync(ROOT).filter((name) => SOURCE.test(name))
        : filesUnder(dir, (name) => SOURCE.test(name)),
    );
    expect(missingIn(sources, (file) => commentsOf(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
