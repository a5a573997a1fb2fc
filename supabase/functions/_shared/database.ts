/**
 * The function's only door to Postgres: a small interface the handler and the
 * outbox depend on, implemented once over the `postgres` driver. The same SQL
 * runs on Supabase (through SUPABASE_DB_URL, pooler included, hence
 * `prepare: false`), on the local embedded database and in the tests.
 *
 * Every call has a deadline: past it the call rejects with a TimeoutError (the
 * visitor gets 503 at once, whatever the driver is still waiting for), and a
 * transaction whose deadline passed rolls back instead of committing, so a
 * 503 means nothing was stored. The deadline ends where the COMMIT starts: a
 * COMMIT on its way cannot be called back, so its own answer decides, however
 * late it comes (a 503 then would be a message stored behind the visitor's
 * back, and mailed by the outbox). A COMMIT whose answer is lost with its
 * connection is settled by looking the row up.
 */
import type { Sql } from 'postgres';
import type { ContactMessage } from './contact-schema.ts';

export interface NewMessage extends ContactMessage {
  /** The team whose inbox gets it: a slug the configuration knows (see teams.ts). */
  team: string;
  /** A honeypot hit: kept (without its text) only so it counts like a message, never emailed. */
  discard: boolean;
  clientHash: string;
  idempotencyKey: string | null;
  /**
   * Without a key (a form post): the same client's same message stored less than this many seconds
   * before is this one (a double click, a resend). Null: every submission is a message of its own.
   */
  repeatWithinSeconds: number | null;
  createdAt: Date;
  /** Until then the outbox leaves the row alone: the request is emailing it itself. */
  nextAttemptAt: Date;
}

export interface PendingMessage extends ContactMessage {
  id: string;
  /** As stored: the outbox mails this team's inbox on every retry. */
  team: string;
  createdAt: Date;
  /** Attempts made before this one. */
  attempts: number;
}

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type InsertResult =
  | { kind: 'created'; message: PendingMessage }
  | { kind: 'duplicate'; id: string }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

export interface Database {
  /**
   * In one transaction: returns the earlier row for a repeated idempotency key, or for the same
   * message from the same client within `repeatWithinSeconds`, refuses a client over its limit,
   * or stores the message.
   */
  insertMessage(message: NewMessage, limit: RateLimit | null): Promise<InsertResult>;
  /** `handoverMs`: how long the provider took, when the visitor's own request sent it (null for a retry). */
  markSent(id: string, at: Date, handoverMs: number | null): Promise<void>;
  /** Records a failed attempt; `nextAttemptAt: null` gives up (status `failed`). */
  markFailed(
    id: string,
    failure: { error: string; nextAttemptAt: Date | null; handoverMs: number | null },
  ): Promise<void>;
  /** A honeypot hit's one write after its wait, where a message records its hand-over. */
  recordHoneypotWait(id: string, waitedMs: number): Promise<void>;
  /** The latest `limit` hand-overs visitors' requests timed, oldest first: what a starting instance knows. */
  recentHandovers(limit: number): Promise<number[]>;
  /** Leases due pending messages until `leaseUntil`, skipping rows another flush holds. */
  claimPending(now: Date, leaseUntil: Date, limit: number): Promise<PendingMessage[]>;
}

export class DatabaseTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(ms: number) {
    super(`database call exceeded its ${ms} ms deadline`);
  }
}

/**
 * What a call under a deadline is handed: `signal` aborts when the deadline passes, and
 * `commit()` is the point of no return, called just before a transaction commits. It throws if
 * the deadline has passed (the transaction rolls back); past it the deadline no longer applies.
 */
interface Deadline {
  signal: AbortSignal;
  commit(): void;
}

/** Runs `call` with a deadline; a call abandoned before its commit may still settle later, harmlessly. */
function withDeadline<T>(ms: number, call: (deadline: Deadline) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let committing = false;
  const deadline: Deadline = {
    signal: controller.signal,
    commit() {
      if (controller.signal.aborted) throw new DatabaseTimeoutError(ms);
      committing = true;
    },
  };
  return new Promise<T>((resolve, reject) => {
    // One event loop: the timer and commit() never interleave, so either the call rolls back or the
    // commit's own answer is the call's.
    const timer = setTimeout(() => {
      if (committing) return;
      controller.abort();
      reject(new DatabaseTimeoutError(ms));
    }, ms);
    call(deadline)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

export interface DatabaseOptions {
  /** The deadline of each call (DB_TIMEOUT_MS). */
  timeoutMs?: number;
}

export function createPostgresDatabase(sql: Sql, { timeoutMs = 2000 }: DatabaseOptions = {}): Database {
  // The day as the schema wrote it (YYYY-MM-DD), not as a Date at some midnight.
  const returning = sql`
    id, first_name as "firstName", last_name as "lastName", email, subject, message, team,
    phone, to_char(visit_day, 'YYYY-MM-DD') as "visitDay", visit_mode as "visitMode", language,
    project, unit_size as "unitSize", payment_plan as "paymentPlan",
    created_at as "createdAt", attempts`;
  const deadline = <T>(call: (deadline: Deadline) => Promise<T>) => withDeadline(timeoutMs, call);

  /** One try at the insert's transaction; `committing` is told of the row as its COMMIT is sent. */
  const insertOnce = (m: NewMessage, limit: RateLimit | null, committing: (row: PendingMessage) => void) =>
    deadline(({ commit }) =>
      sql.begin(async (tx): Promise<InsertResult> => {
        if (m.idempotencyKey) {
          const [earlier] = await tx<{ id: string }[]>`
          select id from public.contact_messages where idempotency_key = ${m.idempotencyKey}`;
          if (earlier) return { kind: 'duplicate', id: earlier.id };
        }
        // Serialises one client's concurrent submissions, so they cannot all pass the count, nor both
        // of a double click be stored.
        if (limit || m.repeatWithinSeconds) await tx`select pg_advisory_xact_lock(hashtext(${m.clientHash}))`;
        if (m.repeatWithinSeconds) {
          const since = new Date(m.createdAt.getTime() - m.repeatWithinSeconds * 1000);
          const [same] = await tx<{ id: string }[]>`
          select id from public.contact_messages
          where client_hash = ${m.clientHash} and created_at > ${since} and (status = 'discarded') = ${m.discard}
            and first_name = ${m.firstName} and last_name = ${m.lastName} and email = ${m.email}
            and subject = ${m.subject} and message = ${m.message} and team = ${m.team} and language = ${m.language}
            and phone is not distinct from ${m.phone} and visit_day is not distinct from ${m.visitDay}::date
            and visit_mode is not distinct from ${m.visitMode} and project is not distinct from ${m.project}
            and unit_size is not distinct from ${m.unitSize} and payment_plan is not distinct from ${m.paymentPlan}
          order by created_at limit 1`;
          if (same) return { kind: 'duplicate', id: same.id };
        }
        if (limit) {
          const since = new Date(m.createdAt.getTime() - limit.windowSeconds * 1000);
          const [recent] = await tx<{ count: number; oldest: Date | null }[]>`
          select count(*)::int as count, min(created_at) as oldest from public.contact_messages
          where client_hash = ${m.clientHash} and created_at > ${since}`;
          if (recent && recent.count >= limit.max && recent.oldest) {
            const freeAt = new Date(recent.oldest).getTime() + limit.windowSeconds * 1000;
            return {
              kind: 'rate_limited',
              retryAfterSeconds: Math.max(1, Math.ceil((freeAt - m.createdAt.getTime()) / 1000)),
            };
          }
        }
        const [row] = await tx<PendingMessage[]>`
        insert into public.contact_messages
          (first_name, last_name, email, subject, message, team, phone, visit_day, visit_mode,
           language, project, unit_size, payment_plan, client_hash, idempotency_key, created_at, status, next_attempt_at)
        values (${m.firstName}, ${m.lastName}, ${m.email}, ${m.subject}, ${m.message}, ${m.team},
                ${m.phone}, ${m.visitDay}::date, ${m.visitMode}, ${m.language},
                ${m.project}, ${m.unitSize}, ${m.paymentPlan},
                ${m.clientHash}, ${m.idempotencyKey}, ${m.createdAt},
                ${m.discard ? 'discarded' : 'pending'}, ${m.discard ? null : m.nextAttemptAt})
        on conflict (idempotency_key) do nothing
        returning ${returning}`;
        if (row) {
          // Past the deadline the visitor is being told 503: roll back rather than store behind their back.
          commit();
          committing(row);
          return { kind: 'created', message: row };
        }
        // A concurrent request with the same key committed first.
        const [winner] = await tx<{ id: string }[]>`
        select id from public.contact_messages where idempotency_key = ${m.idempotencyKey}`;
        if (!winner) throw new Error('idempotency conflict without a row');
        return { kind: 'duplicate', id: winner.id };
      }),
    );

  return {
    insertMessage: async (m, limit) => {
      let committing: PendingMessage | null = null;
      try {
        return await insertOnce(m, limit, (row) => (committing = row));
      } catch (error) {
        if (!committing) throw error;
        // The COMMIT was sent and its answer lost (the connection went): whether it landed is a
        // fact in the database, asked on a connection of its own, and the visitor is told that.
        const found: PendingMessage = committing;
        const [row] = await deadline(
          () => sql<{ id: string }[]>`select id from public.contact_messages where id = ${found.id}`,
        );
        if (row) return { kind: 'created', message: found };
        throw error;
      }
    },

    markSent: (id, at, handoverMs) =>
      deadline(async () => {
        await sql`
          update public.contact_messages
          set status = 'sent', notified_at = ${at}, attempts = attempts + 1, next_attempt_at = null,
              handover_ms = coalesce(${handoverMs}, handover_ms)
          where id = ${id} and status = 'pending'`;
      }),

    markFailed: (id, { error, nextAttemptAt, handoverMs }) =>
      deadline(async () => {
        await sql`
          update public.contact_messages
          set attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
              status = ${nextAttemptAt ? 'pending' : 'failed'}, next_attempt_at = ${nextAttemptAt},
              handover_ms = coalesce(${handoverMs}, handover_ms)
          where id = ${id} and status = 'pending'`;
      }),

    recordHoneypotWait: (id, waitedMs) =>
      deadline(async () => {
        await sql`
          update public.contact_messages set handover_ms = ${waitedMs}
          where id = ${id} and status = 'discarded'`;
      }),

    recentHandovers: (limit) =>
      deadline(async () => {
        const rows = await sql<{ ms: number }[]>`
          select handover_ms as ms from public.contact_messages
          where handover_ms is not null and status <> 'discarded'
          order by created_at desc
          limit ${limit}`;
        return rows.map((row) => row.ms).reverse();
      }),

    claimPending: (now, leaseUntil, limit) =>
      deadline(() =>
        sql<PendingMessage[]>`
        update public.contact_messages set next_attempt_at = ${leaseUntil}
        where id in (
          select id from public.contact_messages
          where status = 'pending' and next_attempt_at <= ${now}
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning ${returning}`.then((rows) => [...rows]),
      ),
  };
}
