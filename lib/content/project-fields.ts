/**
 * Schema pieces only the Karachi project records and pages use. Each mirrors a
 * form field in lib/keystatic/pakistan.ts.
 */
import { z } from 'zod';

/** A list entry that names a fact of the record instead of spelling it out. */
export function drawnFrom<const K extends string>(kind: K) {
  return z.object({ discriminant: z.literal(kind) });
}

/** Rupee amounts written in prose: "PKR 1.5M" → 1500000, "PKR 1,000,000" → 1000000. */
export function pkrMentions(text: string) {
  return [...text.matchAll(/PKR ([\d,]+(?:\.\d+)?)(M?)/g)].map(([, digits, millions]) =>
    Math.round(Number(digits!.replace(/,/g, '')) * (millions ? 1_000_000 : 1)),
  );
}

/** Cross-field checks read the parsed record, so they wait until every field has parsed. */
export const ONLY_WHEN_VALID = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
