import { Fragment, type ReactNode } from 'react';
import { URDU_LETTER, type Locale } from '@/lib/i18n/locales';

type LtrProps = { children: ReactNode };

/**
 * A Latin run (a phone number, an email, a price, a name) read as typed wherever it stands: in an
 * Urdu sentence a phone number's groups would otherwise run right to left ("0148 5550 21 92+"), and
 * its spaces be the Nastaliq face's narrow ones ("+92 215550 0148"). The `latin` utility
 * (app/globals.css) gives it the Latin face of the text around it.
 */
export function Ltr({ children }: LtrProps) {
  return (
    <bdi dir="ltr" className="latin">
      {children}
    </bdi>
  );
}

/** A `{token}` template filled with nodes, e.g. a phone number kept left to right inside a sentence. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const token = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{token && token in values ? values[token] : part}</Fragment>;
  });
}

/**
 * Latin letters and figures that belong together, with the spaces and signs between them: a phone
 * number's groups ("+44 20 7946 0958"), a price ("−Rs 240,000"), an abbreviation.
 */
const LATIN_RUN = /([+\-−]?[\p{Script=Latin}0-9](?:[\p{Script=Latin}0-9 .,:/@&+\-−'’]*[\p{Script=Latin}0-9])?)/u;
/** What a Latin run needs the Latin face for: a letter, or a space between its parts. A figure alone is drawn in it already. */
const NEEDS_LATIN = /[\p{Script=Latin} ]/u;

/**
 * A text of an Urdu page with each of its Latin runs kept as typed (Ltr): "Rs 48 لاکھ", or
 * "جیسے 0300 1234567" that would otherwise show the number's groups swapped. For words from a
 * catalogue or a record, where a sentence cannot hold markup. In English, the text as it is.
 *
 * `locale`: the page's; a sentence of an Urdu page has an Urdu letter, so only a value that may be
 * all Latin on one (a price: "Rs 1,000,000") needs it given.
 */
export function withLatinRuns(text: string, locale: Locale = URDU_LETTER.test(text) ? 'ur' : 'en'): ReactNode {
  if (locale === 'en') return text;
  // The text between two Latin runs is one string, a figure in it too: one text node. A sentence cut
  // into several nodes at its figures has nodes that start on another line when the Nastaliq face
  // arrives and moves a line break, and each such node counts as layout shift (CLS 0.06 on a hero).
  const parts: ReactNode[] = [];
  let plain = '';
  text.split(LATIN_RUN).forEach((part, index) => {
    if (index % 2 === 0 || !NEEDS_LATIN.test(part)) return void (plain += part);
    if (plain) parts.push(plain);
    plain = '';
    parts.push(<Ltr key={index}>{part}</Ltr>);
  });
  if (plain) parts.push(plain);
  return parts;
}
