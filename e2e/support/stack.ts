/**
 * The local stack as the contact specs reach it (the settings npm start reads
 * from this environment): the mailbox the function delivers to, and the
 * database it stores in.
 */
import postgres from 'postgres';
import { localConfig } from '../../scripts/local/config.mjs';
import { spawnFunction } from '../../scripts/local/function.mjs';
import { freePort, waitForPort } from '../../scripts/local/ports.mjs';

export const STACK = localConfig();

export type Email = {
  to: string | string[];
  reply_to?: string | string[];
  subject: string;
  text: string;
  html: string;
};

/** A sender address no other test uses, so its messages and emails are this test's alone. */
export function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The emails the local mailbox holds from `sender` (their reply-to). */
export async function emailsFrom(sender: string): Promise<Email[]> {
  const { data } = (await (await fetch(`${STACK.mailboxUrl}/emails`)).json()) as { data: Email[] };
  return data.filter((email) => [email.reply_to].flat().includes(sender));
}

/** Runs `query` on the stack's database with a connection of its own, closed after. */
export async function inDatabase<T>(query: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(STACK.databaseUrl, { prepare: false, max: 1 });
  try {
    return await query(sql);
  } finally {
    await sql.end();
  }
}

/**
 * A second instance of the contact function, as the stack runs it, whose database cannot be reached
 * (a port nothing listens on): it fails every message as the deployed one does when its database is
 * down. A test points the form's post at it; the shared stack goes on serving the other tests.
 */
export async function startFunctionWithoutDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const [port, nowhere] = await Promise.all([freePort(STACK.host), freePort(STACK.host)]);
  const config = localConfig({
    ...process.env,
    FUNCTION_PORT: String(port),
    DB_PORT: String(nowhere),
    DB_TIMEOUT_MS: '1000',
  });
  const fn = spawnFunction(config, { stdio: 'ignore' });
  await waitForPort(port, STACK.host, { gaveUp: () => fn.exitCode !== null });
  return {
    url: `http://${STACK.host}:${port}/${STACK.functionName}`,
    stop: () =>
      new Promise((resolve) => (fn.exitCode !== null ? resolve() : (fn.once('exit', () => resolve()), fn.kill()))),
  };
}
