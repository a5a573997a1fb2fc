/**
 * `sizes` for an image laid out in the page's container (`mx-auto max-w-7xl px-5 sm:px-8`:
 * components/ui/section.tsx), worked out from the layout instead of guessed in viewport widths, so
 * that a phone fetches the narrowest candidate that fills the picture: a card on a 390 px phone is
 * 350 px wide, not 390 (at 3× that is the 1080 px file, not the 1200).
 */

/** Tailwind's breakpoints the site's grids change at, in px. */
const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
type Breakpoint = keyof typeof BREAKPOINTS;

/** The container: at most 80rem wide (max-w-7xl), 1.25rem each side on a phone, 2rem from sm (px-5 sm:px-8). */
const CONTAINER_MAX = 1280;
const gutter = (viewport: number) => (viewport < BREAKPOINTS.sm ? 20 : 32);
/** The narrowest phone the slots are worked out from. */
const NARROWEST_VIEWPORT = 320;

/**
 * Where the image sits in the container from a breakpoint on: one of `columns` equal columns
 * `gap` px apart, inside a box whose padding and borders take `inset` px; `share` for unequal
 * columns (the image's column's fraction of the width left after the gaps).
 */
export type SlotLayout = { columns?: number; gap?: number; inset?: number; share?: number };

/** An image's `sizes`, and the narrowest it is ever drawn (px): no narrower candidate is listed. */
export type ImageSizes = { sizes: string; narrowest: number };

/** `count` equal columns `gap` px apart (Tailwind's `grid-cols-N gap-M`: M × 4 px). */
export const columns = (count: number, gap: number): SlotLayout => ({ columns: count, gap });

type Range = { from: number; layout: Required<SlotLayout> };

const widthAt = (viewport: number, { columns, gap, inset, share }: Required<SlotLayout>) =>
  (Math.min(viewport, CONTAINER_MAX) - 2 * gutter(viewport) - inset - (columns - 1) * gap) * share;

/** The slot from `from` on, as a `sizes` length: fixed px once the container stops growing. */
function length({ from, layout }: Range): string {
  if (from >= CONTAINER_MAX) return `${Math.ceil(widthAt(from, layout))}px`;
  const { columns, gap, inset, share } = layout;
  const vw = Math.ceil(share * 10_000) / 100;
  const px = Math.floor((2 * gutter(from) + inset + (columns - 1) * gap) * share);
  return `calc(${vw}vw - ${px}px)`;
}

/**
 * The `sizes` of an image in the container, given its layout on a phone (`base`) and where it
 * changes: `containerSizes({}, { md: { columns: 2, gap: 32 }, xl: { columns: 3, gap: 32 } })` for a
 * card of a grid `gap-8 md:grid-cols-2 xl:grid-cols-3`.
 */
export function containerSizes(base: SlotLayout = {}, from: Partial<Record<Breakpoint, SlotLayout>> = {}): ImageSizes {
  const complete = (layout: SlotLayout): Required<SlotLayout> => {
    const columns = layout.columns ?? 1;
    return { columns, gap: layout.gap ?? 0, inset: layout.inset ?? 0, share: layout.share ?? 1 / columns };
  };
  // Each breakpoint's range, its layout carried on from the one before; sm always starts one (the gutter widens).
  const ranges: Range[] = [{ from: NARROWEST_VIEWPORT, layout: complete(base) }];
  for (const [name, at] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    const previous = ranges[ranges.length - 1]!.layout;
    const change = from[name];
    ranges.push({ from: at, layout: change ? complete({ inset: previous.inset, ...change }) : previous });
  }
  const entries: string[] = [];
  let wider = '';
  for (const range of [...ranges].reverse()) {
    const value = length(range);
    // The same length as the wider range's: this range's entry covers both.
    if (value === wider) entries.pop();
    entries.push(range.from === NARROWEST_VIEWPORT ? value : `(min-width: ${range.from}px) ${value}`);
    wider = value;
  }
  // Listed widest first: a browser takes the first entry whose media condition holds.
  const sizes = entries.join(', ');
  const narrowest = Math.floor(Math.min(...ranges.map((range) => widthAt(range.from, range.layout))));
  return { sizes, narrowest };
}

/** A card of a `grid gap-8 md:grid-cols-2 xl:grid-cols-3` in the container: the projects' and the portfolios' lists. */
export const CARD_GRID_SIZES = containerSizes({}, { md: columns(2, 32), xl: columns(3, 32) });
