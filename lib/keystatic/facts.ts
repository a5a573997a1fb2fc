/**
 * One fact, one home, across the whole site: a figure that a record or the site settings hold (a year, a count, a price, a size,
 * a share, a phone number) is stated by that record's page, and typed nowhere else. This is the test of one text against the
 * facts of the other files (lib/content/facts.ts gathers them): the build runs it on every text of every file, and the editor
 * in the form, under the field, with the facts it reads from /api/editor/facts when the admin opens.
 */
import { FIGURE_PATTERNS, figureValue, refuseAlso, type Figure } from './figures';

/**
 * A figure a file holds: what it is, as a message names it, the kind of wording that says it, and the names a text uses for its
 * record (none for the site's own facts, which no other text may type at all); `source` is the file's collection (and slug).
 */
export type Fact = {
  value: number | string;
  what: string;
  file: string;
  figure: Figure | 'phone';
  names: string[];
  source: { key: string; slug?: string };
};

/** Only digits, and the last ten of them: +1 905 555 0144, (905) 555-0144 and 905.555.0144 are one number. */
export const phoneKey = (text: string) => text.replace(/\D/g, '').slice(-10);
export const PHONE_VALUE = /^\+\d[\d ]{7,}$/;
const PHONE_IN_TEXT = /\+?\(?\d[\d\s().-]{7,}\d/g;

/** What a text writes instead of a figure another file holds. */
const insteadOf = (fact: Fact) =>
  fact.source.key === 'settings' && fact.figure === 'year'
    ? 'write {founded} where the text offers it, or leave it out'
    : 'leave it out here, or say it without the figure: that file’s page states it';

/**
 * What `text` restates of `facts` (another file's), each as a message: a record's figure where `context` (the text, or the item
 * it belongs to) names the record, a fact of the settings wherever it is typed. `thisYear` reads "13 years ago".
 */
export function restatementsIn(text: string, facts: readonly Fact[], thisYear: number, context = text): string[] {
  if (!/\s/.test(text) || !facts.length) return [];
  const said = (fact: Fact) => !fact.names.length || fact.names.some((name) => context.includes(name));
  const found: string[] = [];
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    const fact = facts.find((candidate) => candidate.figure === 'phone' && candidate.value === phoneKey(match[0]));
    if (fact)
      found.push(
        `“${match[0].trim()}” is ${fact.what}, held in ${fact.file}: leave it out here, the page shows the number from there`,
      );
  }
  for (const [figure, pattern] of Object.entries(FIGURE_PATTERNS) as [Figure, RegExp][]) {
    for (const match of text.matchAll(pattern)) {
      const value = figureValue(match[0], figure, thisYear);
      const fact =
        value === null
          ? undefined
          : facts.find((candidate) => candidate.figure === figure && candidate.value === value && said(candidate));
      if (fact) found.push(`“${match[0].trim()}” is ${fact.what}, held in ${fact.file}: ${insteadOf(fact)}`);
    }
  }
  return found;
}

/* ---- In the editor ------------------------------------------------------------------------------------------------------- */
let known: { facts: readonly Fact[]; year: number } | null = null;
/** The facts of every file, as the admin reads them when it opens; until then (and in the build) a field checks none. */
export function knowSiteFacts(facts: readonly Fact[], year: number) {
  known = { facts, year };
  refuseAlso(restatedInEditor);
}

/** Reads the facts of every file, once the admin opens (app/(editor)/keystatic/keystatic.admin.tsx). */
export async function loadSiteFacts() {
  try {
    const { facts, year } = (await (await fetch('/api/editor/facts')).json()) as { facts: Fact[]; year: number };
    knowSiteFacts(facts, year);
    // Said on the page, for whoever waits for it (the editor's tests): from now on the fields check them.
    document.documentElement.dataset.siteFacts = String(facts.length);
  } catch {
    // Without them the form checks each text against its own record only; the build and the problems page check the rest.
  }
}

/** The file the admin has open, from its address: /keystatic/collection/<key>/item/<slug>, /keystatic/singleton/<key>. */
function openFile(): Fact['source'] | null {
  const path = typeof window === 'undefined' ? '' : decodeURIComponent(window.location.pathname);
  const match = /\/keystatic\/(?:collection\/([^/]+)\/(?:item\/([^/]+)|create)|singleton\/([^/]+))/.exec(path);
  return match ? { key: (match[1] ?? match[3])!, slug: match[2] } : null;
}

/** What a field's `text` restates of another file's facts, in the editor: the first, as its message; null when nothing is. */
export function restatedInEditor(text: string): string | null {
  if (!known) return null;
  const open = openFile();
  const others = known.facts.filter(
    (fact) => !open || fact.source.key !== open.key || (open.slug !== undefined && fact.source.slug !== open.slug),
  );
  return restatementsIn(text, others, known.year)[0] ?? null;
}
