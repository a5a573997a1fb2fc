/** A glyph, not words: screen readers skip it and no editor translates it. */
const ARROW = '→';

/** The decorative arrow after a "go there" link's text; it points the way the text reads (left in Urdu). */
export function Arrow() {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {ARROW}
    </span>
  );
}
