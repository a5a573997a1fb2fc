/**
 * Schema pieces the CHG Canada collections and pages share: the postal
 * address and the rule that copy never restates a count
 * the page renders from the record.
 */
import { z } from 'zod';
import { numberWord } from '@/lib/format';
import { lineSchema } from './fields';
import { POSTAL_CODE_MESSAGE, POSTAL_CODE_PATTERN } from './canada-rules';

export const addressSchema = z.object({
  streetAddress: lineSchema,
  locality: lineSchema,
  region: z.literal('ON'),
  postalCode: z.string().regex(POSTAL_CODE_PATTERN, POSTAL_CODE_MESSAGE),
  country: z.literal('CA'),
});

/** True when the text states `count` in digits (or as a word up to twelve). */
export function statesCount(value: string, count: number) {
  const word = numberWord(count);
  return new RegExp(`\\b(${count}${word ? `|${word}` : ''})\\b`, 'i').test(value);
}

/** Adds an issue for every text that states one of the counts: such sentences are rendered from the record. */
export function refuseCounts(texts: readonly string[], counts: readonly (number | null)[], ctx: z.RefinementCtx, path: (string | number)[]) {
  texts.forEach((value, index) => {
    for (const count of counts) {
      if (count !== null && statesCount(value, count)) {
        ctx.addIssue({
          code: 'custom',
          path: texts.length > 1 ? [...path, index] : path,
          message: `states the count ${count}; the page renders it from the record, so leave it out of the text`,
        });
      }
    }
  });
}
