// Wiring only: read the environment, build the dependencies, serve the handler.
import postgres from 'postgres';
import { readContactConfig } from '../_shared/config.ts';
import { createPostgresDatabase } from '../_shared/database.ts';
import { createContactHandler } from '../_shared/handler.ts';
import { createResendMailer } from '../_shared/mailer.ts';

const env = Deno.env.toObject();
const config = readContactConfig(env);
const databaseUrl = env.SUPABASE_DB_URL;
if (!databaseUrl) throw new Error('SUPABASE_DB_URL is not set');

// Deadlines everywhere, so a dead database costs the visitor one DB_TIMEOUT_MS, never the
// driver's defaults (30 s to connect, reconnect backoff growing to 20 s).
const seconds = Math.max(1, Math.ceil(config.dbTimeoutMs / 1000));
const sql = postgres(databaseUrl, {
  prepare: false, // Supabase's transaction pooler (and the local socket server) need unnamed statements
  max: Number(env.DB_POOL_MAX || 3),
  idle_timeout: 20,
  connect_timeout: seconds,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
  connection: { statement_timeout: config.dbTimeoutMs, idle_in_transaction_session_timeout: config.dbTimeoutMs * 2 },
});

const handler = createContactHandler({
  config,
  database: createPostgresDatabase(sql, { timeoutMs: config.dbTimeoutMs }),
  mailer: createResendMailer({
    apiUrl: config.resendApiUrl,
    apiKey: config.resendApiKey,
    timeoutMs: config.mailTimeoutMs,
  }),
  clock: { now: () => new Date(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) },
});

// On Supabase the runtime chooses the port; the local stack sets FUNCTION_PORT.
if (env.FUNCTION_PORT) {
  Deno.serve({ hostname: '127.0.0.1', port: Number(env.FUNCTION_PORT) }, handler);
} else {
  Deno.serve(handler);
}
