/**
 * Schema pieces only the Karachi project records and pages use. Each mirrors a
 * form field in lib/keystatic/pakistan.ts.
 */
import { z } from 'zod';
import { templateTokens } from '@/lib/format';
import { lineSchema, textSchema } from './fields';

/** A list entry that names a fact of the record instead of spelling it out. */
export function drawnFrom<const K extends string>(kind: K) {
  return z.object({ discriminant: z.literal(kind) });
}

/**
 * Copy with named blanks filled in by the site, e.g. "Delivered {year}": every
 * blank must be there (so the computed value shows) and no other.
 */
function withBlanks(schema: z.ZodString, blanks: readonly string[]) {
  return schema.refine(
    (text) => {
      const found = templateTokens(text);
      return blanks.every((blank) => found.includes(blank)) && found.every((blank) => blanks.includes(blank));
    },
    { message: `must contain ${blanks.map((blank) => `{${blank}}`).join(' and ')}, and no other {…}` },
  );
}

export const lineWith = (...blanks: string[]) => withBlanks(lineSchema, blanks);
export const textWith = (...blanks: string[]) => withBlanks(textSchema, blanks);

/** Rupee amounts written in prose: "PKR 1.5M" → 1500000, "PKR 1,000,000" → 1000000. */
export function pkrMentions(text: string) {
  return [...text.matchAll(/PKR ([\d,]+(?:\.\d+)?)(M?)/g)].map(([, digits, millions]) =>
    Math.round(Number(digits!.replace(/,/g, '')) * (millions ? 1_000_000 : 1)),
  );
}

/** Cross-field checks read the parsed record, so they wait until every field has parsed. */
export const ONLY_WHEN_VALID = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
