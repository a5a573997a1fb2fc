/**
 * Delivery of the group's notification email, exactly once per message: the
 * request tries once right away, and the outbox flush (pg_cron every minute, or
 * `npm run outbox:flush` locally) retries pending messages with exponential
 * backoff. The message id is the provider's Idempotency-Key, so even a retry
 * after an unrecorded success cannot send a second email.
 */
import { inboxOf, type ContactConfig } from './config.ts';
import type { Database, PendingMessage } from './database.ts';
import type { HandoverTimes } from './handover.ts';
import { composeContactEmail, type Mailer } from './mailer.ts';
import { errorKind, logEvent } from './log.ts';

export interface Clock {
  now(): Date;
  /** Resolves after `ms`: a honeypot hit waits as long as a real message's email takes to hand over. */
  sleep(ms: number): Promise<void>;
}

export interface OutboxDeps {
  database: Database;
  mailer: Mailer;
  clock: Clock;
  config: ContactConfig;
}

export type Delivery = 'sent' | 'retrying' | 'failed';

const MINUTE_MS = 60_000;

/** How long one attempt holds a row: far longer than the mail timeout, so no two attempts overlap. */
export function leaseMs(config: ContactConfig): number {
  return Math.max(2 * MINUTE_MS, config.mailTimeoutMs * 4);
}

/** After the n-th failed attempt, wait 2^n backoff units (minutes by default). */
export function backoffMs(attemptsMade: number, unitSeconds = 60): number {
  return 2 ** attemptsMade * unitSeconds * 1000;
}

/**
 * One attempt to email `message`. The visitor's own request passes `handovers`: its
 * attempt is timed, for this instance and on the row, since that is the wait a
 * honeypot hit must match; the outbox's retries, which nobody waits for, are not.
 */
export async function deliver(
  message: PendingMessage,
  deps: OutboxDeps,
  handovers: HandoverTimes | null = null,
): Promise<Delivery> {
  const { database, mailer, clock, config } = deps;
  const attempt = message.attempts + 1;
  const email = composeContactEmail(message, { from: config.contactFromEmail, to: inboxOf(config, message.team) });
  const started = clock.now().getTime();
  const timed = () => {
    if (!handovers) return null;
    const ms = clock.now().getTime() - started;
    handovers.record(ms);
    return ms;
  };
  try {
    await mailer.send(email, message.id);
  } catch (error) {
    const handoverMs = timed();
    const giveUp = attempt >= config.outboxMaxAttempts;
    const nextAttemptAt = giveUp
      ? null
      : new Date(clock.now().getTime() + backoffMs(attempt, config.outboxBackoffSeconds));
    const detail = error instanceof Error ? error.message : String(error);
    await database.markFailed(message.id, { error: detail, nextAttemptAt, handoverMs });
    const outcome: Delivery = giveUp ? 'failed' : 'retrying';
    logEvent('contact.mail_failed', { id: message.id, attempt, outcome, error: errorKind(error) }, 'warn');
    return outcome;
  }
  await database.markSent(message.id, clock.now(), timed());
  logEvent('contact.mail_sent', { id: message.id, attempt });
  return 'sent';
}

export interface FlushResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  errors: number;
}

export async function flushOutbox(deps: OutboxDeps): Promise<FlushResult> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMs(deps.config));
  const claimed = await deps.database.claimPending(now, leaseUntil, deps.config.outboxBatchSize);
  const result: FlushResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0, errors: 0 };
  for (const message of claimed) {
    try {
      result[await deliver(message, deps)] += 1;
    } catch (error) {
      // The database failed while recording the outcome; the lease expires and a later flush retries.
      result.errors += 1;
      logEvent('contact.outbox_error', { id: message.id, error: errorKind(error) }, 'error');
    }
  }
  logEvent('contact.outbox_flushed', { ...result });
  return result;
}
