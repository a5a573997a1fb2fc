/**
 * Invisible characters in the message: what is dropped because it changes nothing a reader
 * sees, and what stays because it does (docs/backend.md, "What is refused, what is mended").
 *
 * Dropped: every default-ignorable code point (Unicode's own list of what renders as nothing:
 * U+200B, U+2060, the invisible operators, the soft hyphen, the BOM, fillers, the combining
 * grapheme joiner, unassigned ones…) and the interlinear annotation characters U+FFF9–FFFB, but
 * for those that change what is shown: ZWNJ and ZWJ (the joiner rule, precis.ts), the bidi marks,
 * embeddings and isolates (the direction of the visitor's own paragraph; an override is refused by
 * the schema), the variation selectors (a glyph's variant, ❤️), the Mongolian ones (a letter's
 * shape) and the Hangul jamo fillers U+115F/U+1160 (they complete a syllable). Tag characters
 * (U+E0000–E007F) are default-ignorable: in the message, as everywhere, they stay only inside a
 * subdivision flag, where they say which (🏴󠁧󠁢󠁳󠁣󠁴󠁿); anywhere else they spell text no reader sees
 * and a mail assistant reads.
 *
 * Web-standard regular expressions only (no `v` flag), so the form judges as the function does.
 */

/**
 * A subdivision flag (UTS #51 §2.8, an emoji tag sequence): the black flag, the region as two tag
 * letters, the subdivision as one to four tag letters or digits, CANCEL TAG.
 */
export const SUBDIVISION_FLAG =
  /\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,4}\u{E007F}/gu;

const FLAG_OR_INVISIBLE = new RegExp(
  `(${SUBDIVISION_FLAG.source})|[\\p{Default_Ignorable_Code_Point}\\ufff9-\\ufffb]`,
  'gu',
);
/** What is invisible and still changes what is shown: kept. */
const SHOWS =
  /^[\u200c\u200d\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u180b-\u180f\u115f\u1160]$/u;

/** The message without what changes nothing a reader sees: stray tag characters included. */
export function withoutInvisible(text: string): string {
  return text.replace(FLAG_OR_INVISIBLE, (char: string, flag?: string) => flag ?? (SHOWS.test(char) ? char : ''));
}
