import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No two modules of the site import each other, directly or around a loop
 * (type imports included): each folder reads as layers, a module's imports
 * all below it. Modules are read and resolved as the type checker resolves
 * them (tsconfig.json: the `@/` paths, package.json's "imports", Deno's `.ts`
 * extensions); a `.d.mts` stands for its `.mjs`.
 */
const ROOT = process.cwd();
const SCOPE = ['app', 'components', 'lib', 'proxy.ts', 'scripts', 'supabase/functions'];
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourcesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) && !entry.endsWith('.d.mts') ? [entry] : [];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => sourcesUnder(path.posix.join(entry, name)));
}

function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  const files = new Set(SCOPE.flatMap(sourcesUnder));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, path.join(ROOT, file), config.options, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      const target =
        resolved &&
        path
          .relative(ROOT, resolved)
          .split(path.sep)
          .join('/')
          .replace(/\.d\.mts$/, '.mjs');
      return target && files.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's strongly connected components of more than one module (Tarjan's), or of a module that imports itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of graph.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the modules of the site', () => {
  const graph = importGraph();

  it('are read from every folder of the site, with their imports resolved', () => {
    expect(graph.get('proxy.ts')).toEqual(
      expect.arrayContaining(['lib/security/site-manifest.ts', 'lib/security/headers.mjs']),
    );
    expect(graph.get('supabase/functions/_shared/form-post.ts')).toContain(
      'supabase/functions/_shared/message-pages.mjs',
    );
    expect(graph.get('components/layout/header.tsx')).toContain('components/layout/mobile-nav.tsx');
  });

  it('import one another in no circle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
