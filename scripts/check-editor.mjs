/**
 * Every file under content/ opens in the editor (Keystatic) exactly as it is
 * on disk: each key is a field the form knows and each value passes the
 * form's rules, so saving a record in the admin never drops or rewrites what
 * the build reads. Prints one line per problem and exits 1 if there is any.
 * Run by lib/content/editor.test.ts (Keystatic ships ES modules only, which
 * this plain Node script loads as Node does).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { createJiti } from 'jiti';

const root = process.cwd();
const jiti = createJiti(`${root}/`, { alias: { '@/': `${root}/` } });
const { default: config } = await jiti.import('./keystatic.config.ts');
const reader = createReader(root, config);

/** Keystatic leaves empty optional fields out of the file and reads them back as null. */
function withoutEmpty(value) {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, withoutEmpty(v)]),
    );
  }
  return value;
}

/** The first place where two values differ, as a field path. */
function firstDifference(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], at ? `${at}.${key}` : key);
      if (found) return found;
    }
  }
  return `field "${at || '(file)'}": the editor reads ${JSON.stringify(a)?.slice(0, 80)}, the file has ${JSON.stringify(b)?.slice(0, 80)}`;
}

const files = [];
for (const [key, singleton] of Object.entries(config.singletons ?? {})) {
  files.push({ file: `${singleton.path}.json`, read: () => reader.singletons[key].readOrThrow() });
}
for (const [key, collection] of Object.entries(config.collections ?? {})) {
  const folder = collection.path.replace(/\/\*$/, '');
  const names = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    files.push({ file: `${folder}/${name}`, read: () => reader.collections[key].readOrThrow(name.slice(0, -5)) });
  }
}

const problems = [];
for (const { file, read } of files) {
  try {
    const onDisk = withoutEmpty(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
    const inEditor = withoutEmpty(await read());
    const difference = firstDifference(inEditor, onDisk);
    if (difference) problems.push(`${file}: ${difference}`);
  } catch (error) {
    problems.push(`${file}: ${String(error.message).split('\n').slice(0, 4).join(' ')}`);
  }
}

for (const problem of problems) console.log(problem);
console.log(`${files.length} content files checked against the editor, ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
