import { isCovered, type Level, type PlanRoom } from '@/lib/content/plans';
import type { Locale } from '@/lib/i18n/locales';

type FloorPlanDrawingProps = {
  frontage: number;
  depth: number;
  /** The level's rooms, each with its number in the plan's table. */
  rooms: readonly (PlanRoom & { number: number })[];
  /** Pixels per foot: one scale for every size of a project, so that its sizes compare at a glance. */
  scale: number;
  label: string;
  front: string;
  level: Level;
  locale: Locale;
  /** "36 ft", "12 × 14 ft" in the page's language. */
  feet: (value: number) => string;
  dimensions: (width: number, depth: number) => string;
};

/** Room fills from the palette (app/globals.css): covered rooms pale, wet rooms cooler, open spaces green and dashed. */
const FILLS = { covered: 'var(--color-ivory)', wet: 'var(--color-cedar-50)', open: 'var(--color-cedar-100)' };
const WET = new Set(['bathroom', 'kitchen', 'pantry']);
/** The room names' and dimensions' sizes, in pixels at the drawing's own width. */
const NAME = 13;
const DIMENSIONS = 11;
/** Room left for the depth dimension (start), the front and frontage dimension (below), and a hair's breadth elsewhere. */
export const MARGIN = { start: 30, end: 4, top: 4, bottom: 46 };

/** How wide a line of `text` is drawn, roughly: Latin about half its size per letter, Nastaliq a little more, and taller. */
function lineBox(text: string, size: number, locale: Locale) {
  return { width: text.length * size * (locale === 'ur' ? 0.6 : 0.56), height: size * (locale === 'ur' ? 1.9 : 1.25) };
}

/**
 * The label a room has room for: its name and dimensions, its name alone, its name along its length (a long narrow open
 * space), or only its number, which the table beside the drawing lists.
 */
function labelOf(
  room: PlanRoom & { number: number },
  width: number,
  height: number,
  locale: Locale,
  dimensions: string,
) {
  const name = lineBox(room.name, NAME, locale);
  const size = lineBox(dimensions, DIMENSIONS, locale);
  const pad = 6;
  if (name.width + pad <= width && name.height + size.height <= height)
    return { lines: [room.name, dimensions], rotate: false };
  if (name.width + pad <= width && name.height <= height) return { lines: [room.name], rotate: false };
  if (name.width + pad <= height && name.height <= width) return { lines: [room.name], rotate: true };
  return { lines: [String(room.number)], rotate: false };
}

/**
 * One level of a size's plan, drawn from its rooms in SVG. It is a drawing of a building, not a text, and is not mirrored
 * on an Urdu page: its left is the left of a buyer standing at the front, as on the site and on the sanctioned plan; only
 * its words are in Urdu. The front (the road or the corridor) is at the bottom, as Karachi's plans draw it.
 */
export function FloorPlanDrawing({
  frontage,
  depth,
  rooms,
  scale,
  label,
  front,
  level,
  locale,
  feet,
  dimensions,
}: FloorPlanDrawingProps) {
  const width = frontage * scale;
  const height = depth * scale;
  const box = { width: MARGIN.start + width + MARGIN.end, height: MARGIN.top + height + MARGIN.bottom };
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box.width} ${box.height}`}
      width={box.width}
      height={box.height}
      className="h-auto max-w-full"
      data-level={level}
    >
      <g transform={`translate(${MARGIN.start} ${MARGIN.top})`} fill="currentColor" textAnchor="middle">
        <rect width={width} height={height} fill="white" stroke="currentColor" strokeWidth={2} />
        {rooms.map((room) => {
          const x = room.x * scale;
          // Depth runs from the front, which is drawn at the bottom.
          const y = (depth - room.y - room.depth) * scale;
          const w = room.width * scale;
          const h = room.depth * scale;
          const covered = isCovered(room);
          const text = labelOf(room, w, h, locale, dimensions(room.width, room.depth));
          const centre = { x: x + w / 2, y: y + h / 2 };
          const lineHeight = locale === 'ur' ? 1.9 : 1.25;
          return (
            <g key={room.number} data-room={room.number}>
              <rect
                x={x}
                y={y}
                width={w}
                height={h}
                fill={covered ? (WET.has(room.kind) ? FILLS.wet : FILLS.covered) : FILLS.open}
                stroke="currentColor"
                strokeWidth={1}
                strokeDasharray={covered ? undefined : '4 3'}
              />
              <text
                x={centre.x}
                y={centre.y - ((text.lines.length - 1) * NAME * lineHeight) / 2}
                fontSize={NAME}
                dominantBaseline="central"
                transform={text.rotate ? `rotate(-90 ${centre.x} ${centre.y})` : undefined}
              >
                {text.lines.map((line, index) => (
                  <tspan
                    key={index}
                    x={centre.x}
                    dy={index ? NAME * lineHeight : 0}
                    fontSize={index ? DIMENSIONS : undefined}
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        {/* The depth, along the start side; the frontage and the front below. */}
        <path d={`M-14 0V${height}M-18 0H-10M-18 ${height}H-10`} stroke="currentColor" fill="none" />
        <text x={-20} y={height / 2} fontSize={DIMENSIONS} transform={`rotate(-90 -20 ${height / 2})`}>
          {feet(depth)}
        </text>
        <path
          d={`M0 ${height + 12}H${width}M0 ${height + 8}V${height + 16}M${width} ${height + 8}V${height + 16}`}
          stroke="currentColor"
          fill="none"
        />
        <text x={width / 2} y={height + 26} fontSize={DIMENSIONS}>
          {feet(frontage)}
        </text>
        <text x={width / 2} y={height + 42} fontSize={DIMENSIONS} fontWeight={600}>
          {front}
        </text>
      </g>
    </svg>
  );
}
