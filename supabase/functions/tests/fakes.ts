import type { Clock } from '../_shared/outbox.ts';
import type { Mailer, OutgoingEmail } from '../_shared/mailer.ts';

export interface SentEmail {
  email: OutgoingEmail;
  idempotencyKey: string;
}

/**
 * Records what would have been sent; `failWith` makes every send throw it; `delayMs` makes
 * each send take that long on `clock` (a slow provider, in the fake clock's time).
 */
export class FakeMailer implements Mailer {
  sent: SentEmail[] = [];
  attempts = 0;
  failWith: Error | null = null;
  delayMs: (() => number) | null = null;

  constructor(private readonly clock?: Clock) {}

  async send(email: OutgoingEmail, idempotencyKey: string): Promise<void> {
    this.attempts += 1;
    if (this.delayMs && this.clock) await this.clock.sleep(this.delayMs());
    if (this.failWith) throw this.failWith;
    this.sent.push({ email, idempotencyKey });
  }
}

export class FakeClock implements Clock {
  constructor(private current = new Date('2025-06-02T09:00:00Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  /** Time passes at once: what waits on this clock costs the test nothing. */
  async sleep(ms: number): Promise<void> {
    this.advance(ms);
  }
}
