/**
 * The single-line rule over every code point the engine knows, not a list:
 * between two letters, a character passes exactly when the PRECIS
 * FreeformClass derivation (RFC 8264 §8) allows it there.
 */
import { freeformProblem } from '../_shared/precis.ts';

const HIDDEN = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]$/u;
const UNASSIGNED_OR_PRIVATE = /^[\p{Cn}\p{Co}]$/u;
/** RFC 5892 §2.6 exceptions (disallowed, or allowed only in a context "a…b" is not) and conjoining jamo. */
const OUT_OF_PLACE =
  /^[\u0640\u07fa\u302e\u302f\u3031-\u3035\u303b\u00b7\u0375\u05f3\u05f4\u30fb\u1100-\u11ff\ua960-\ua97c\ud7b0-\ud7c6\ud7cb-\ud7fb]$/u;

function* everyCodePoint(): Generator<string> {
  for (let cp = 0; cp <= 0x10ffff; cp += 1) if (cp < 0xd800 || cp > 0xdfff) yield String.fromCodePoint(cp);
}

describe('freeformProblem between two letters', () => {
  it('refuses every control, format and default-ignorable character as invisible', () => {
    const passed: string[] = [];
    for (const char of everyCodePoint()) {
      if (HIDDEN.test(char) && freeformProblem(`a${char}b`) !== 'invisible')
        passed.push(char.codePointAt(0)!.toString(16));
    }
    expect(passed).toEqual([]);
  });

  it('refuses unassigned and private-use code points, the disallowed exceptions and conjoining jamo', () => {
    const passed: string[] = [];
    for (const char of everyCodePoint()) {
      if (HIDDEN.test(char)) continue;
      if ((UNASSIGNED_OR_PRIVATE.test(char) || OUT_OF_PLACE.test(char)) && freeformProblem(`a${char}b`) === null)
        passed.push(char.codePointAt(0)!.toString(16));
    }
    expect(passed).toEqual([]);
  });

  it('accepts every other letter, mark, number, space, symbol and punctuation of every script', () => {
    const refused: string[] = [];
    for (const char of everyCodePoint()) {
      if (HIDDEN.test(char) || UNASSIGNED_OR_PRIVATE.test(char) || OUT_OF_PLACE.test(char)) continue;
      if (freeformProblem(`a${char}b`) !== null) refused.push(char.codePointAt(0)!.toString(16));
    }
    expect(refused).toEqual([]);
  });
});
