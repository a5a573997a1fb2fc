import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export function servePglite(options: { db: PGlite; host: string; port: number; maxConnections?: number }): Promise<PGLiteSocketServer>;
