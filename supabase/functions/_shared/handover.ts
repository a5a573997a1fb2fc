/**
 * How long a message's email takes to hand over (the provider's answer, then
 * the outcome recorded), so that a honeypot hit, which sends no email, can
 * take as long: otherwise the answer's speed alone would tell a bot it was
 * caught. A hit waits one of the last hand-overs this instance timed, picked
 * at random, so the hits' times spread as the real ones do, and a real
 * message waits exactly what it waited before.
 */

/** Enough to follow the provider's current speed, few enough to forget an outage soon. */
const KEEP = 32;
/**
 * Before an instance has timed a hand-over (a fresh instance), a hit waits
 * this long, give or take half: a mail API answers in a few hundred ms.
 */
export const FIRST_HANDOVER_MS = 250;

export interface HandoverTimes {
  /** A real message's hand-over took this long (sent or failed). */
  record(ms: number): void;
  /** How long a honeypot hit waits now. */
  sample(): number;
}

export function createHandoverTimes(random: () => number = Math.random): HandoverTimes {
  const recent: number[] = [];
  return {
    record(ms) {
      recent.push(Math.max(0, ms));
      if (recent.length > KEEP) recent.shift();
    },
    sample() {
      if (recent.length === 0) return Math.round(FIRST_HANDOVER_MS * (0.5 + random()));
      return recent[Math.min(recent.length - 1, Math.floor(random() * recent.length))]!;
    },
  };
}
