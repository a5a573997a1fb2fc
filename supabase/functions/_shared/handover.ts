/**
 * How long a message's email takes to hand over (the provider's answer), so
 * that a honeypot hit, which sends no email, can take as long: otherwise the
 * answer's speed alone would tell a bot it was caught. A hit waits one of the
 * last hand-overs timed, picked at random, so the hits' times spread as the
 * real ones do, and a real message waits exactly what it waited before.
 *
 * The times are kept with the messages (handover_ms), so an instance that has
 * just started (a cold start, which is most of them) knows them from its first
 * request: that request, a hit or a message, reads the latest ones once, in
 * the same stage either way, so reading them gives nothing away either.
 */

/** Enough to follow the provider's current speed, few enough to forget an outage soon. */
const KEEP = 32;
/**
 * Before any hand-over was ever timed (a new deployment), a hit waits this
 * long, give or take half: a mail API answers in a few hundred ms.
 */
export const FIRST_HANDOVER_MS = 250;

export interface HandoverTimes {
  /**
   * Resolves once the times earlier instances recorded are known: at once after
   * the first success. Never rejects; a failed read is tried again next time.
   */
  ready(): Promise<void>;
  /** A real message's hand-over took this long (sent or failed). */
  record(ms: number): void;
  /** How long a honeypot hit waits now. */
  sample(): number;
}

/** @param load the latest recorded hand-overs, oldest first (Database.recentHandovers) */
export function createHandoverTimes(
  load: (limit: number) => Promise<number[]>,
  random: () => number = Math.random,
): HandoverTimes {
  let recent: number[] = [];
  let loading: Promise<void> | null = null;
  return {
    ready() {
      loading ??= load(KEEP).then(
        // Older than anything this instance timed itself.
        (earlier) => void (recent = [...earlier, ...recent].slice(-KEEP)),
        () => void (loading = null),
      );
      return loading;
    },
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
