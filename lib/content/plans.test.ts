import { fitsIn, levelsOf, overlapOf, planFigures, planProblems, type PlanRoom } from './plans';

const room = (name: string, kind: PlanRoom['kind'], level: PlanRoom['level'], x: number, y: number, width: number, depth: number) => ({
  name: { en: name },
  kind,
  level,
  x,
  y,
  width,
  depth,
});
/** A 120 sq yd villa on a 30 × 36 ft plot, two floors and a roof. */
const villa = {
  frontage: 30,
  depth: 36,
  rooms: [
    room('Car porch', 'porch', 'ground', 0, 0, 14, 8),
    room('Drawing room', 'drawing', 'ground', 0, 8, 14, 12),
    room('Bathroom', 'bathroom', 'ground', 14, 8, 8, 6),
    room('Bedroom', 'bedroom', 'first', 0, 8, 14, 12),
    room('Bedroom', 'bedroom', 'first', 14, 8, 16, 12),
    room('Bathroom', 'bathroom', 'first', 0, 20, 8, 6),
    room('Roof terrace', 'terrace', 'roof', 0, 8, 30, 28),
  ],
};
const VILLA = { area: 120, unit: 'sq-yd', kind: 'villa' } as const;

describe('a plan’s geometry', () => {
  it('finds the part two rooms share, and none where they only touch', () => {
    expect(overlapOf({ x: 0, y: 0, width: 10, depth: 10 }, { x: 6, y: 8, width: 10, depth: 10 })).toEqual({ width: 4, depth: 2 });
    expect(overlapOf({ x: 0, y: 0, width: 10, depth: 10 }, { x: 10, y: 0, width: 5, depth: 5 })).toBeNull();
    expect(overlapOf({ x: 0, y: 0, width: 10, depth: 10 }, { x: 2, y: 2, width: 2, depth: 2 })).toEqual({ width: 2, depth: 2 });
  });

  it('keeps a room inside its plot to the edge, and not a foot past it', () => {
    expect(fitsIn({ x: 16, y: 24, width: 14, depth: 12 }, villa)).toBe(true);
    expect(fitsIn({ x: 17, y: 24, width: 14, depth: 12 }, villa)).toBe(false);
    expect(fitsIn({ x: 0, y: 25, width: 14, depth: 12 }, villa)).toBe(false);
    expect(fitsIn({ x: -1, y: 0, width: 4, depth: 4 }, villa)).toBe(false);
  });

  it('counts bedrooms and bathrooms, and sums the covered area without the open spaces', () => {
    expect(planFigures(villa)).toEqual({ covered: 168 + 48 + 168 + 192 + 48, bedrooms: 2, bathrooms: 2, area: 1080 });
  });

  it('sums the covered area of each level, bottom up', () => {
    expect(levelsOf(villa).map(({ level, covered, rooms }) => [level, covered, rooms.length])).toEqual([
      ['ground', 216, 3],
      ['first', 408, 3],
      ['roof', 0, 1],
    ]);
  });
});

describe('a plan that disagrees with its size is refused, naming its rooms', () => {
  it('passes a plan that agrees', () => {
    expect(planProblems(VILLA, villa)).toEqual([]);
  });

  it('a plot or floor that is not the size’s area', () => {
    expect(planProblems(VILLA, { ...villa, depth: 40, rooms: [] })).toEqual([
      {
        room: null,
        message: 'the plot or floor is 30 × 40 ft, 1,200 sq ft, but the size is 120 sq yd (1,080 sq ft): give the frontage and depth that make the size',
      },
      { room: null, message: "has no covered room: a villa's plan gives the rooms its covered area is counted from" },
    ]);
    expect(planProblems({ area: 450, unit: 'sq-ft', kind: 'office' }, { frontage: 18, depth: 20, rooms: [room('Work area', 'work', 'single', 0, 0, 18, 20)] })).toEqual([
      { room: null, message: 'the plot or floor is 18 × 20 ft, 360 sq ft, but the size is 450 sq ft: give the frontage and depth that make the size' },
    ]);
  });

  it('a room past the plot’s edge', () => {
    const rooms = [...villa.rooms, room('Kitchen', 'kitchen', 'ground', 22, 30, 10, 8)];
    expect(planProblems(VILLA, { ...villa, rooms })).toEqual([
      {
        room: 7,
        message: '“Kitchen” (10 × 8 ft, 22 ft from the left and 30 ft from the front) runs past the 30 × 36 ft plot or floor: move it in or make it smaller',
      },
    ]);
  });

  it('two rooms on one level that overlap, and not two rooms one above the other', () => {
    const rooms = [...villa.rooms, room('Kitchen', 'kitchen', 'ground', 10, 16, 8, 8)];
    expect(planProblems(VILLA, { ...villa, rooms })).toEqual([
      { room: 7, message: '“Kitchen” and “Drawing room” overlap by 4 × 4 ft on the ground floor: move one, or make it smaller' },
    ]);
  });

  it('a room on “its only level” in a unit of floors', () => {
    const rooms = [...villa.rooms, room('Store', 'store', 'single', 22, 30, 8, 6)];
    expect(planProblems(VILLA, { ...villa, rooms })).toEqual([
      { room: 7, message: '“Store” is on "Its only level (a shop, an office, a plot)", but other rooms are on floors: choose its floor' },
    ]);
  });

  it('a plot may have no covered room; a shop may not', () => {
    const open = { frontage: 60, depth: 150, rooms: [room('Building area', 'buildable', 'single', 5, 15, 50, 125)] };
    expect(planProblems({ area: 1000, unit: 'sq-yd', kind: 'plot' }, open)).toEqual([]);
    expect(planProblems({ area: 9000, unit: 'sq-ft', kind: 'shop' }, open).map((problem) => problem.message)).toEqual([
      "has no covered room: a shop's plan gives the rooms its covered area is counted from",
    ]);
  });
});
