/** A `tel:` link for a number written for people (`+1 905 555 0142` → `tel:+19055550142`). */
export function telHref(number: string) {
  return `tel:${number.replace(/\s+/g, '')}`;
}
