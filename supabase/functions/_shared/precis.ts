/**
 * What a single-line field (a name, a subject) may contain: the code points of
 * the PRECIS FreeformClass (RFC 8264 §4.3, derived as in §8 from the
 * categories of §9), the class the Nickname profile (RFC 8266) is built on,
 * with the contextual rules that class requires (RFC 5892 Appendix A: ZWNJ and
 * ZWJ only where a script joins letters with them, a middle dot only in
 * "l·l"…), and the limit on stacked marks of UTS #39 §5.4. One established
 * rule set, not a list of characters that grows with each one found.
 *
 * The text is judged, not rewritten: it is stored as typed (the Nickname
 * profile's NFKC and space mappings would rewrite what the visitor wrote),
 * but for one harmless thing, removed before it is judged
 * (`withoutLooseJoiners`): a ZWNJ or ZWJ that joins nothing, which keyboards
 * type (after hamza in ضیاء‌الحق, before a space) and which shows nothing there.
 * Deliberate additions, each for what keyboards type and nothing that can
 * hide or reorder text: an emoji's presentation selector (U+FE0E/U+FE0F
 * right after an emoji), which phone keyboards type in "❤️" and which PRECIS
 * refuses with every default-ignorable character; ZWNJ between any two
 * letters of a joining script, as Urdu keyboards type it between the parts of
 * a compound name even after a letter that does not join forward (the dal of
 * محمد‌علی), where RFC 5892 asks for a letter that does; ZWJ after a letter that joins
 * forward, which shows that letter's joined form on its own, as Arabic-script
 * abbreviations do (ہ‍); ZWJ between emoji it joins into one (👨‍👩‍👧); and the
 * tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿, invisible.ts), which name the flag and
 * nothing else (any other tag character is refused).
 *
 * Only web-standard regular expressions with Unicode property escapes, so the
 * form (any browser) and the function (Deno) judge alike. The two properties
 * the engines do not expose are tables below, from Unicode 16.0: the virama
 * (Canonical_Combining_Class 9) and Joining_Type (DerivedJoiningType.txt).
 */

import { SUBDIVISION_FLAG } from './invisible.ts';
import type { ContactProblem } from './problems.ts';

/** Why a text is refused: the field's problem (problems.ts), as the schema answers it. */
export type FreeformProblem = Extract<ContactProblem, 'invisible' | 'notAllowed' | 'stackedMarks'>;

const ZWNJ = '\u200c';
const ZWJ = '\u200d';

/** RFC 5892 §2.6, the Exceptions category (F): always refused. */
const EXCEPTION_DISALLOWED = /^[\u0640\u07fa\u302e\u302f\u3031-\u3035\u303b]$/u;
/** RFC 5892 §2.6: allowed only in context (Appendix A.3–A.9). */
const EXCEPTION_CONTEXTO = /^[\u00b7\u0375\u05f3\u05f4\u30fb\u0660-\u0669\u06f0-\u06f9]$/u;
/** Unassigned (J), private use and lone surrogates (the schema names those first). */
const UNASSIGNED = /^[\p{Cn}\p{Co}\p{Cs}]$/u;
/** Hangul_Syllable_Type L, V or T: conjoining jamo, the OldHangulJamo category (I). */
const OLD_HANGUL_JAMO = /^[\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7c6\ud7cb-\ud7fb]$/u;
/** PrecisIgnorableProperties (M). */
const IGNORABLE = /^[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}]$/u;
/** What a reader cannot see or that steers the text: controls and format characters. */
const UNSEEN = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]$/u;
/** LetterDigits (A), OtherLetterDigits (R), Spaces (N), Symbols (O), Punctuation (P). */
const FREEFORM = /^[\p{L}\p{M}\p{N}\p{Zs}\p{S}\p{P}]$/u;
const EMOJI = /^\p{Emoji}$/u;
const PRESENTATION_SELECTOR = /^[\ufe0e\ufe0f]$/u;
/** What a ZWJ joins into one emoji (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻): a pictograph or a skin tone before it, a pictograph after. */
const JOINED_EMOJI_BEFORE = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;

/** Canonical_Combining_Class = Virama (9). */
const VIRAMA =
  /^[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA\u0E3A\u0EBA\u0F84\u1039\u103A\u1714\u1715\u1734\u17D2\u1A60\u1B44\u1BAA\u1BAB\u1BF2\u1BF3\u2D7F\uA806\uA82C\uA8C4\uA953\uA9C0\uAAF6\uABED\u{10A3F}\u{11046}\u{11070}\u{1107F}\u{110B9}\u{11133}\u{11134}\u{111C0}\u{11235}\u{112EA}\u{1134D}\u{113CE}-\u{113D0}\u{11442}\u{114C2}\u{115BF}\u{1163F}\u{116B6}\u{1172B}\u{11839}\u{1193D}\u{1193E}\u{119E0}\u{11A34}\u{11A47}\u{11A99}\u{11C3F}\u{11D44}\u{11D45}\u{11D97}\u{11F41}\u{11F42}\u{1612F}]$/u;
/** Joining_Type L or D: a letter that joins the one after it. */
const JOINS_FORWARD =
  /^[\u0620\u0626\u0628\u062A-\u062E\u0633-\u063F\u0641-\u0647\u0649\u064A\u066E\u066F\u0678-\u0687\u069A-\u06BF\u06C1\u06C2\u06CC\u06CE\u06D0\u06D1\u06FA-\u06FC\u06FF\u0712-\u0714\u071A-\u071D\u071F-\u0727\u0729\u072B\u072D\u072E\u074E-\u0758\u075C-\u076A\u076D-\u0770\u0772\u0775-\u0777\u077A-\u077F\u07CA-\u07EA\u0841-\u0845\u0848\u084A-\u0853\u0855\u0860\u0862-\u0865\u0868\u0886\u0889-\u088D\u08A0-\u08A9\u08AF\u08B0\u08B3-\u08B8\u08BA-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA872\u{10AC0}-\u{10AC4}\u{10ACD}\u{10AD3}-\u{10ADC}\u{10ADE}-\u{10AE0}\u{10AEB}-\u{10AEE}\u{10B80}\u{10B82}\u{10B86}-\u{10B88}\u{10B8A}\u{10B8B}\u{10B8D}\u{10B90}\u{10BAD}\u{10BAE}\u{10D00}-\u{10D21}\u{10D23}\u{10EC3}\u{10EC4}\u{10F30}-\u{10F32}\u{10F34}-\u{10F44}\u{10F51}-\u{10F53}\u{10F70}-\u{10F73}\u{10F76}-\u{10F81}\u{10FB0}\u{10FB2}\u{10FB3}\u{10FB8}\u{10FBB}\u{10FBC}\u{10FBE}\u{10FBF}\u{10FC1}\u{10FC4}\u{10FCA}\u{10FCB}\u{1E900}-\u{1E943}]$/u;
/** Joining_Type R or D: a letter that joins the one before it. */
const JOINS_BACKWARD =
  /^[\u0620\u0622-\u063F\u0641-\u064A\u066E\u066F\u0671-\u0673\u0675-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u077F\u07CA-\u07EA\u0840-\u0858\u0860\u0862-\u0865\u0867-\u086A\u0870-\u0882\u0886\u0889-\u088E\u08A0-\u08AC\u08AE-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA871\u{10AC0}-\u{10AC5}\u{10AC7}\u{10AC9}\u{10ACA}\u{10ACE}-\u{10AD6}\u{10AD8}-\u{10AE1}\u{10AE4}\u{10AEB}-\u{10AEF}\u{10B80}-\u{10B91}\u{10BA9}-\u{10BAE}\u{10D01}-\u{10D23}\u{10EC2}-\u{10EC4}\u{10F30}-\u{10F44}\u{10F51}-\u{10F54}\u{10F70}-\u{10F81}\u{10FB0}\u{10FB2}-\u{10FB6}\u{10FB8}-\u{10FBF}\u{10FC1}-\u{10FC4}\u{10FC9}\u{10FCA}\u{1E900}-\u{1E943}]$/u;
/**
 * Joining_Type T (transparent): by Unicode's default every Mn, Me and Cf not
 * listed otherwise, plus the one listed letter. The Cf it should not include
 * (Arabic number signs, isolates…) are refused on their own anyway.
 */
const TRANSPARENT = /^[\p{Mn}\p{Me}\p{Cf}\u{1E94B}]$/u;
/** UTS #39 §5.4 counts nonspacing and enclosing marks. */
const NONSPACING_MARK = /^[\p{Mn}\p{Me}]$/u;
const MAX_STACKED_MARKS = 4;

/** The facts about the whole text that RFC 5892 A.7–A.9 ask for, worked out once. */
interface Whole {
  japanese: boolean;
  arabicIndicDigits: boolean;
  extendedArabicIndicDigits: boolean;
}

function wholeOf(text: string): Whole {
  return {
    japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(text),
    arabicIndicDigits: /[\u0660-\u0669]/u.test(text),
    extendedArabicIndicDigits: /[\u06f0-\u06f9]/u.test(text),
  };
}

const isJoiner = (char: string) => char === ZWNJ || char === ZWJ;

/** The character next to `at` in direction `step` (-1 or 1), past transparent marks; '' at either end. */
function neighbour(chars: readonly string[], at: number, step: -1 | 1): string {
  let next = at + step;
  while (next >= 0 && next < chars.length && !isJoiner(chars[next]!) && TRANSPARENT.test(chars[next]!)) next += step;
  return chars[next] ?? '';
}

/**
 * Whether a ZWNJ or ZWJ joins or parts anything where it stands: `previous` is the
 * character right before it, `before` and `after` the nearest ones either side past
 * transparent marks. RFC 5892 A.1/A.2, widened (see the top): either joiner after a
 * virama; ZWNJ between two letters of a joining script; ZWJ after a letter that joins
 * forward, or between the emoji it joins into one.
 */
function joinerWorks(joiner: string, previous: string, before: string, after: string): boolean {
  if (VIRAMA.test(previous)) return true;
  const joins = (char: string) => JOINS_FORWARD.test(char) || JOINS_BACKWARD.test(char);
  if (joiner === ZWNJ) return joins(before) && joins(after);
  return JOINS_FORWARD.test(before) || (JOINED_EMOJI_BEFORE.test(before) && PICTOGRAPH.test(after));
}

/**
 * `text` without the ZWNJs and ZWJs that join nothing (at either end, beside a space, a
 * digit or a letter that does not join, such as hamza; a second one in a row): each shows
 * nothing there, so the text reads as it did, and what remains is what the script uses.
 * Names, subject and message go through it before they are judged.
 */
export function withoutLooseJoiners(text: string): string {
  if (!text.includes(ZWNJ) && !text.includes(ZWJ)) return text;
  const chars = Array.from(text);
  const kept: string[] = [];
  chars.forEach((char, at) => {
    // Judged against what is kept before it, so of two in a row the second can stay.
    if (
      !isJoiner(char) ||
      joinerWorks(char, kept.at(-1) ?? '', neighbour(kept, kept.length, -1), neighbour(chars, at, 1))
    )
      kept.push(char);
  });
  return kept.join('');
}

/** RFC 5892 A.3–A.9, for the characters of EXCEPTION_CONTEXTO. */
function contextFits(chars: readonly string[], at: number, whole: Whole): boolean {
  const char = chars[at]!;
  const before = chars[at - 1] ?? '';
  const after = chars[at + 1] ?? '';
  switch (char) {
    case '\u00b7':
      return before === 'l' && after === 'l';
    case '\u0375':
      return /^\p{Script=Greek}$/u.test(after);
    case '\u05f3':
    case '\u05f4':
      return /^\p{Script=Hebrew}$/u.test(before);
    case '\u30fb':
      return whole.japanese;
    default:
      // Arabic-Indic digits: one of the two sets, never both in one text.
      return !(whole.arabicIndicDigits && whole.extendedArabicIndicDigits);
  }
}

/** RFC 8264 §8 for one code point in its text: null when it may stand there, else why not. */
function judge(chars: readonly string[], at: number, whole: Whole): FreeformProblem | null {
  const char = chars[at]!;
  if (EXCEPTION_DISALLOWED.test(char)) return 'notAllowed';
  if (EXCEPTION_CONTEXTO.test(char)) return contextFits(chars, at, whole) ? null : 'notAllowed';
  if (UNASSIGNED.test(char) && !IGNORABLE.test(char)) return 'notAllowed';
  if (isJoiner(char))
    return joinerWorks(char, chars[at - 1] ?? '', neighbour(chars, at, -1), neighbour(chars, at, 1))
      ? null
      : 'invisible';
  if (PRESENTATION_SELECTOR.test(char) && at > 0 && EMOJI.test(chars[at - 1]!)) return null;
  // Both refused; the message says which (a jamo filler is invisible, a noncharacter is not).
  if (IGNORABLE.test(char) || UNSEEN.test(char)) return UNSEEN.test(char) ? 'invisible' : 'notAllowed';
  if (OLD_HANGUL_JAMO.test(char)) return 'notAllowed';
  // HasCompat (Q): a character with a compatibility form is allowed like a letter.
  if (FREEFORM.test(char) || char.normalize('NFKC') !== char) return null;
  return 'notAllowed';
}

/** The longest run of nonspacing marks in `text`, and whether a mark ever follows itself. */
function scanMarks(text: string): { longest: number; repeated: boolean } {
  let run = 0;
  let longest = 0;
  let repeated = false;
  let previous = '';
  for (const char of text) {
    if (!NONSPACING_MARK.test(char)) {
      run = 0;
      previous = '';
      continue;
    }
    run += 1;
    longest = Math.max(longest, run);
    repeated ||= char === previous;
    previous = char;
  }
  return { longest, repeated };
}

/**
 * The three vowel signs whose decomposition holds one mark twice (Gurung
 * Khema, Unicode 16), each with that mark once: as typed, they repeat nothing.
 */
const DOUBLED_IN_DECOMPOSITION: Readonly<Record<string, string>> = {
  '\u{16121}': '\u{1611E}',
  '\u{16126}': '\u{1611E}\u{1611F}',
  '\u{16128}': '\u{1611E}\u{16120}',
};
const DOUBLED_SIGN = new RegExp(`[${Object.keys(DOUBLED_IN_DECOMPOSITION).join('')}]`, 'gu');

/**
 * UTS #39 §5.4, on the decomposed text: no more than four nonspacing marks in
 * a row, and never one mark twice in a row.
 */
function marksStack(text: string): boolean {
  if (scanMarks(text.normalize('NFD')).longest > MAX_STACKED_MARKS) return true;
  const typed = text.replace(DOUBLED_SIGN, (char) => DOUBLED_IN_DECOMPOSITION[char]!);
  return scanMarks(typed.normalize('NFD')).repeated;
}

/**
 * Why `text` does not belong in a single-line field, or null when it does.
 * Invisible characters first: they are what an attacker hides.
 */
export function freeformProblem(text: string): FreeformProblem | null {
  // A subdivision flag is judged as the black flag it is drawn on: its tags only say which.
  const chars = Array.from(text.replace(SUBDIVISION_FLAG, '\u{1F3F4}'));
  const whole = wholeOf(text);
  let found: FreeformProblem | null = null;
  for (let at = 0; at < chars.length; at += 1) {
    const problem = judge(chars, at, whole);
    if (problem === 'invisible') return problem;
    found ??= problem;
  }
  return found ?? (marksStack(text) ? 'stackedMarks' : null);
}
