import { Fragment, type ReactNode } from 'react';

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
