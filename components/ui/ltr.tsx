import { Fragment, type ReactNode } from 'react';
import { URDU_LETTER } from '@/lib/i18n/locales';

type LtrProps = { children: ReactNode };

/**
 * A figure that reads left to right wherever it stands: in an Urdu sentence a
 * phone number's groups would otherwise run right to left ("0148 5550 21 92+").
 */
export function Ltr({ children }: LtrProps) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A `{token}` template filled with nodes, e.g. a phone number kept left to right inside a sentence. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const token = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{token && token in values ? values[token] : part}</Fragment>;
  });
}

/** A run of figures that belong together: a phone number's groups ("+44 20 7946 0958"), a figure. */
const FIGURES = /(\+?\d[\d ]*\d)/;


/**
 * A sentence with each run of figures kept left to right: in Urdu, "جیسے 0300 1234567" would
 * otherwise show the number's groups swapped. For words from a catalogue, where a sentence cannot
 * hold markup. A sentence without Urdu needs none, and is returned as it is.
 */
export function withFiguresLtr(text: string): ReactNode {
  if (!URDU_LETTER.test(text)) return text;
  return text.split(FIGURES).map((part, index) => (index % 2 === 1 ? <Ltr key={index}>{part}</Ltr> : part));
}
