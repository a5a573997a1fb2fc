// @ts-check
/**
 * The local Postgres: PGlite persisted under the data directory, the
 * migrations applied, served over the Postgres wire protocol so the function
 * (under Deno) and `npm run messages` reach it with the `postgres` driver, as
 * they would reach Supabase.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from './migrations.mjs';
import { servePglite } from './pglite-server.mjs';

/** @param {{ dir: string, host: string, port: number, root?: string }} options */
export async function startDatabase({ dir, host, port, root }) {
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir);
  try {
    const applied = await applyMigrations(db, { root });
    const server = await servePglite({ db, host, port });
    return {
      applied,
      async stop() {
        await server.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
