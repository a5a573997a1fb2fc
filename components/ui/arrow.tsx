/** A glyph, not words: screen readers skip it and no editor translates it. */
const ARROW = '→';

/** The decorative arrow after a "go there" link's text. */
export function Arrow() {
  return <span aria-hidden="true">{ARROW}</span>;
}
