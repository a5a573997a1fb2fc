import type { Clock } from '../_shared/outbox.ts';
import type { Mailer, OutgoingEmail } from '../_shared/mailer.ts';

export interface SentEmail {
  email: OutgoingEmail;
  idempotencyKey: string;
}

/** Records what would have been sent; `failWith` makes every send throw it. */
export class FakeMailer implements Mailer {
  sent: SentEmail[] = [];
  attempts = 0;
  failWith: Error | null = null;

  async send(email: OutgoingEmail, idempotencyKey: string): Promise<void> {
    this.attempts += 1;
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
}
