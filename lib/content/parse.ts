import type { z } from 'zod';

/**
 * Parses one content collection with its schema. A bad record fails the build
 * with the file, the record and the field named, so an editor knows exactly
 * what to fix.
 */
export function parseCollection<S extends z.ZodType>(
  file: string,
  schema: S,
  records: readonly unknown[],
  idOf: (record: unknown, index: number) => string = defaultId,
): z.infer<S>[] {
  return records.map((record, index) => parseRecord(file, schema, record, idOf(record, index)));
}

export function parseRecord<S extends z.ZodType>(
  file: string,
  schema: S,
  record: unknown,
  id: string,
): z.infer<S> {
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - field "${issue.path.join('.') || '(record)'}": ${issue.message}`)
    .join('\n');
  throw new Error(`Invalid content in ${file}, record "${id}":\n${problems}`);
}

/** Throws when two records share a key (slug or id). */
export function assertUnique<T>(file: string, records: readonly T[], key: (record: T) => string | null) {
  const seen = new Set<string>();
  for (const record of records) {
    const value = key(record);
    if (value === null) continue;
    if (seen.has(value)) throw new Error(`Invalid content in ${file}: "${value}" is used by more than one record`);
    seen.add(value);
  }
}

function defaultId(record: unknown, index: number): string {
  if (record && typeof record === 'object') {
    const r = record as Record<string, unknown>;
    for (const key of ['slug', 'id', 'name']) {
      if (typeof r[key] === 'string') return r[key];
    }
  }
  return `#${index}`;
}
