/**
 * A size's plan: the plot or floor it stands on (frontage × depth, in feet) and its rooms, each a rectangle on one level.
 * The covered area, the bedrooms and the bathrooms a page shows are counted here from the rooms, never typed; and what
 * makes a plan disagree with its size (its area, a room outside it, two rooms on one level overlapping) is said here in
 * words an editor acts on. lib/content/checks.ts reports the problems; the page and its drawing use the figures.
 */

/** What a room is: it says whether it is counted as a bedroom or a bathroom, and whether it is covered (roofed) area. */
export const ROOM_KINDS = {
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  kitchen: 'Kitchen',
  lounge: 'Lounge or family room',
  drawing: 'Drawing room',
  dining: 'Dining',
  stairs: 'Stairs',
  store: 'Store, dressing or laundry',
  work: 'Work area (an office’s open floor)',
  cabin: 'Private office or meeting room',
  pantry: 'Pantry',
  sales: 'Sales floor (a shop)',
  porch: 'Car porch (open)',
  lawn: 'Lawn or courtyard (open)',
  balcony: 'Balcony (open)',
  terrace: 'Roof terrace (open)',
  setback: 'Open space left by the building line (a plot)',
  buildable: 'Where a building may stand (a plot)',
} as const;
export type RoomKind = keyof typeof ROOM_KINDS;
export const ROOM_KIND_VALUES = Object.keys(ROOM_KINDS) as [RoomKind, ...RoomKind[]];
const OPEN: readonly RoomKind[] = ['porch', 'lawn', 'balcony', 'terrace', 'setback', 'buildable'];

/** The levels of a unit from the bottom up; `single` is the one level of a shop, an office or a plot. */
export const LEVELS = {
  single: 'Its only level (a shop, an office, a plot)',
  ground: 'Ground floor',
  first: 'First floor',
  second: 'Second floor',
  roof: 'Roof',
} as const;
export type Level = keyof typeof LEVELS;
export const LEVEL_VALUES = Object.keys(LEVELS) as [Level, ...Level[]];

/** Square feet in one unit of a size's area. */
export const SQ_FT = { 'sq-ft': 1, 'sq-yd': 9 } as const;

export type Rect = { x: number; y: number; width: number; depth: number };
export type PlanRoom<Name = string> = Rect & { name: Name; kind: RoomKind; level: Level };
export type Plan<Name = string> = { frontage: number; depth: number; rooms: readonly PlanRoom<Name>[] };
type Size = { area: number; unit: keyof typeof SQ_FT; kind: string };

export const areaOf = ({ width, depth }: { width: number; depth: number }) => width * depth;
export const isCovered = (room: { kind: RoomKind }) => !OPEN.includes(room.kind);

/** The part two rectangles share (width × depth), or null when they only touch or are apart. */
export function overlapOf(a: Rect, b: Rect) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const depth = Math.min(a.y + a.depth, b.y + b.depth) - Math.max(a.y, b.y);
  return width > 0 && depth > 0 ? { width, depth } : null;
}

/** A room stands within the plot or floor: from its left edge and from its front, its width and depth inside. */
export const fitsIn = (room: Rect, plan: { frontage: number; depth: number }) =>
  room.x >= 0 && room.y >= 0 && room.x + room.width <= plan.frontage && room.y + room.depth <= plan.depth;

/** The plan's levels that have rooms, from the bottom up, each with its rooms and its covered area. */
export function levelsOf<Name>(plan: Plan<Name>) {
  return LEVEL_VALUES.flatMap((level) => {
    const rooms = plan.rooms.filter((room) => room.level === level);
    return rooms.length ? [{ level, rooms, covered: sum(rooms.filter(isCovered).map(areaOf)) }] : [];
  });
}

/** What a page says of a size from its rooms: covered area (sq ft) in all, bedrooms and bathrooms. */
export function planFigures(plan: Plan<unknown>) {
  const count = (kind: RoomKind) => plan.rooms.filter((room) => room.kind === kind).length;
  return {
    covered: sum(plan.rooms.filter(isCovered).map(areaOf)),
    bedrooms: count('bedroom'),
    bathrooms: count('bathroom'),
    /** The plot's or the floor's own area in square feet. */
    area: plan.frontage * plan.depth,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const feet = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(value);
const levelName = (level: Level) => (level === 'single' ? 'the unit' : `the ${LEVELS[level].toLowerCase()}`);

export type PlanProblem = { room: number | null; message: string };

/**
 * What makes a plan disagree with its size, each said with the rooms it names: the plot or floor is not the size's area;
 * a room runs past it; two rooms on one level overlap; a unit with floors has a room on "its only level"; a building's
 * unit (anything but a plot) has no covered room. The rooms are named in English, as the editor types them first.
 */
export function planProblems(size: Size, plan: Plan<{ en: string }>): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const stated = size.area * SQ_FT[size.unit];
  const drawn = plan.frontage * plan.depth;
  const unit = size.unit === 'sq-yd' ? 'sq yd' : 'sq ft';
  if (drawn !== stated) {
    problems.push({
      room: null,
      message: `the plot or floor is ${feet(plan.frontage)} × ${feet(plan.depth)} ft, ${feet(drawn)} sq ft, but the size is ${size.area} ${unit}${size.unit === 'sq-ft' ? '' : ` (${feet(stated)} sq ft)`}: give the frontage and depth that make the size`,
    });
  }
  const named = (room: PlanRoom<{ en: string }>) => `“${room.name.en || 'a room without a name'}”`;
  const floors = plan.rooms.some((room) => room.level !== 'single');
  plan.rooms.forEach((room, index) => {
    if (!fitsIn(room, plan)) {
      problems.push({
        room: index,
        message: `${named(room)} (${feet(room.width)} × ${feet(room.depth)} ft, ${feet(room.x)} ft from the left and ${feet(room.y)} ft from the front) runs past the ${feet(plan.frontage)} × ${feet(plan.depth)} ft plot or floor: move it in or make it smaller`,
      });
    }
    if (floors && room.level === 'single') {
      problems.push({ room: index, message: `${named(room)} is on "${LEVELS.single}", but other rooms are on floors: choose its floor` });
    }
    plan.rooms.slice(0, index).forEach((other) => {
      const shared = other.level === room.level ? overlapOf(room, other) : null;
      if (shared) {
        problems.push({
          room: index,
          message: `${named(room)} and ${named(other)} overlap by ${feet(shared.width)} × ${feet(shared.depth)} ft on ${levelName(room.level)}: move one, or make it smaller`,
        });
      }
    });
  });
  if (size.kind !== 'plot' && !plan.rooms.some(isCovered)) {
    problems.push({ room: null, message: `has no covered room: a ${size.kind}'s plan gives the rooms its covered area is counted from` });
  }
  return problems;
}
