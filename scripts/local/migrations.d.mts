import type { PGlite } from '@electric-sql/pglite';

export function applyMigrations(db: PGlite, options?: { root?: string }): Promise<string[]>;
