/**
 * An in-memory Postgres for tests (Jest and Deno): PGlite with the real
 * migrations, served on a random port so the code under test talks to it
 * through the same `postgres` driver it uses in production.
 */
import { PGlite } from '@electric-sql/pglite';
import postgres, { type Sql } from 'postgres';
import { applyMigrations } from '../../../scripts/local/migrations.mjs';
import { servePglite } from '../../../scripts/local/pglite-server.mjs';

export interface TestDatabase {
  sql: Sql;
  url: string;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const db = await PGlite.create();
  await applyMigrations(db);
  const server = await servePglite({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  const sql = postgres(url, { prepare: false, max: 2, onnotice: () => {} });
  return {
    sql,
    url,
    async reset() {
      await sql`truncate public.contact_messages`;
    },
    async close() {
      await sql.end({ timeout: 1 });
      await server.stop();
      await db.close();
    },
  };
}
