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
  files.push({ file: `${singleton.path}.json`, imagePrefix: `/images/${singleton.path.replace(/^content\//, '')}/`, read: () => reader.singletons[key].readOrThrow() });
}
for (const [key, collection] of Object.entries(config.collections ?? {})) {
  const folder = collection.path.replace(/\/\*$/, '');
  const names = existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const slug = name.slice(0, -5);
    files.push({ file: `${folder}/${name}`, imagePrefix: `/images/${folder.replace(/^content\//, '')}/${slug}/`, read: () => reader.collections[key].readOrThrow(slug) });
  }
}

const problems = [];

/** Every image field of a schema, with where it is. */
function imageFields(schema, at = []) {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.kind === 'form' && schema.formKind === 'asset') return [{ at: at.join('.'), directory: schema.directory }];
  if (schema.kind === 'object') return Object.entries(schema.fields).flatMap(([key, field]) => imageFields(field, [...at, key]));
  if (schema.kind === 'array') return imageFields(schema.element, [...at, '[]']);
  if (schema.kind === 'conditional') return Object.entries(schema.values).flatMap(([key, field]) => imageFields(field, [...at, key]));
  return [];
}

// Uploads of one record or page must not land where another's do (Keystatic
// names an upload after its field), so each collection and singleton has its
// own folder under public/images/, named like its content file or folder.
const containers = [
  ...Object.entries(config.collections ?? {}).map(([key, c]) => ({ key, schema: c.schema, folder: c.path.replace(/^content\//, '').replace(/\/\*$/, '') })),
  ...Object.entries(config.singletons ?? {}).map(([key, s]) => ({ key, schema: s.schema, folder: s.path.replace(/^content\//, '') })),
];
for (const { key, schema, folder } of containers) {
  for (const { at, directory } of imageFields({ kind: 'object', fields: schema })) {
    if (directory !== `public/images/${folder}`) problems.push(`keystatic.config.ts: ${key}.${at} uploads to ${directory}, not public/images/${folder}`);
  }
}

/**
 * On save, Keystatic writes each image as <folder>/<slug>/<field path>.<ext>
 * and removes the old file; an image already at that path is saved in place.
 */
function misplacedImages(value, prefix, at = []) {
  if (Array.isArray(value)) return value.flatMap((item, index) => misplacedImages(item, prefix, [...at, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (key === 'src' && typeof item === 'string' && item.startsWith('/images/')) {
      const expected = `${prefix}${[...at, key].join('/')}.${item.split('.').pop()}`;
      return item === expected ? [] : [`field "${[...at, key].join('.')}": the image is at ${item}; the editor keeps it at ${expected}`];
    }
    return misplacedImages(item, prefix, [...at, key]);
  });
}

for (const { file, imagePrefix, read } of files) {
  try {
    const raw = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    for (const problem of misplacedImages(raw, imagePrefix)) problems.push(`${file}: ${problem}`);
    const onDisk = withoutEmpty(raw);
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
