// @ts-check
/**
 * Applies supabase/migrations to the embedded database the way the Supabase
 * CLI does: each file once, in name order, in its own transaction, recorded in
 * supabase_migrations.schema_migrations. supabase/roles.sql runs first (it is
 * idempotent) to give PGlite the roles every Supabase project has.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ root?: string }} [options] the repository root (default: the working directory)
 * @returns {Promise<string[]>} the versions applied now
 */
export async function applyMigrations(db, { root = process.cwd() } = {}) {
  await db.exec(await readFile(path.join(root, 'supabase', 'roles.sql'), 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const dir = path.join(root, 'supabase', 'migrations');
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied = [];
  for (const file of files) {
    const [, version = '', name = ''] = /** @type {RegExpExecArray} */ (MIGRATION_FILE.exec(file));
    if (done.has(version)) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(text);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        name,
      ]);
    });
    applied.push(version);
  }
  return applied;
}
