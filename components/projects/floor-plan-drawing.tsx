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
/** Pixels left for the depth dimension (start), the frontage and the front (below), and a hair's breadth elsewhere. */
export const MARGIN = { start: 30, end: 4, top: 4, bottom: 48 };
/** Lengths in feet to the hundredth: the drawing's coordinates are feet, so a plan's markup stays short. */
const r = (value: number) => Math.round(value * 100) / 100;

/**
 * How much room a line of `text` takes, in pixels: Latin about half its size per letter and a line of 1.25; the Nastaliq
 * as wide, and two and a half times its size tall (its ascent and descent, measured in Chromium: 2.53).
 */
function lineBox(text: string, size: number, locale: Locale) {
  return { width: text.length * size * 0.56, height: size * (locale === 'ur' ? 2.55 : 1.25) };
}

/**
 * The label a room has room for (its size in pixels): its name and dimensions, its name alone, its name along its length
 * (a long narrow open space), or only its number, which the table beside the drawing lists.
 */
function labelOf(name: string, dimensions: string, width: number, height: number, locale: Locale) {
  const title = lineBox(name, NAME, locale);
  const size = lineBox(dimensions, DIMENSIONS, locale);
  const pad = 6;
  // Stacked, the name's box sits on the dimensions' box, the two centred on the room's middle.
  if (title.width + pad <= width && title.height + size.height <= height && size.width + pad <= width)
    return { name, dimensions, lines: { name: -size.height / 2, dimensions: title.height / 2 } };
  if (title.width + pad <= width && title.height <= height) return { name };
  if (title.width + pad <= height && title.height <= width) return { name, along: true };
  return {};
}

/**
 * One level of a size's plan, drawn from its rooms in SVG, in feet. It is a drawing of a building, not a text, and is not
 * mirrored on an Urdu page: its left is the left of a buyer standing at the front, as on the site and on the approved
 * plan; only its words are in Urdu. The front (the road or the corridor) is at the bottom, as Karachi's plans draw it.
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
  const px = (value: number) => r(value / scale);
  const start = px(MARGIN.start);
  const top = px(MARGIN.top);
  const box = { width: start + frontage + px(MARGIN.end), height: top + depth + px(MARGIN.bottom) };
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-start} ${-top} ${r(box.width)} ${r(box.height)}`}
      width={Math.round(box.width * scale)}
      height={Math.round(box.height * scale)}
      className="h-auto max-w-full"
      data-level={level}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={px(1)}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={px(NAME)}
    >
      <rect width={frontage} height={depth} fill="white" strokeWidth={px(2)} />
      {rooms.map((room) => {
        // Depth runs from the front, which is drawn at the bottom.
        const y = depth - room.y - room.depth;
        const text = labelOf(
          room.name,
          dimensions(room.width, room.depth),
          room.width * scale,
          room.depth * scale,
          locale,
        );
        const x = r(room.x + room.width / 2);
        const middle = r(y + room.depth / 2);
        const first = text.lines ? r(middle + px(text.lines.name)) : middle;
        return [
          <rect
            key="room"
            data-room={room.number}
            x={room.x}
            y={y}
            width={room.width}
            height={room.depth}
            fill={isCovered(room) ? (WET.has(room.kind) ? FILLS.wet : FILLS.covered) : FILLS.open}
            strokeDasharray={isCovered(room) ? undefined : `${px(4)} ${px(3)}`}
          />,
          <text
            key="name"
            x={x}
            y={first}
            stroke="none"
            transform={text.along ? `rotate(-90 ${x} ${middle})` : undefined}
          >
            {text.name ?? room.number}
          </text>,
          text.dimensions ? (
            <text key="size" x={x} y={r(middle + px(text.lines.dimensions))} stroke="none" fontSize={px(DIMENSIONS)}>
              {text.dimensions}
            </text>
          ) : null,
        ];
      })}
      {/* The depth along the start side; the frontage, then the front, below. */}
      <path
        d={`M${px(-14)} 0V${depth}M${px(-18)} 0h${px(8)}M${px(-18)} ${depth}h${px(8)}M0 ${r(depth + px(12))}H${frontage}M0 ${r(depth + px(8))}v${px(8)}M${frontage} ${r(depth + px(8))}v${px(8)}`}
        fill="none"
      />
      <g stroke="none" fontSize={px(DIMENSIONS)}>
        <text x={px(-22)} y={r(depth / 2)} transform={`rotate(-90 ${px(-22)} ${r(depth / 2)})`}>
          {feet(depth)}
        </text>
        <text x={r(frontage / 2)} y={r(depth + px(22))}>
          {feet(frontage)}
        </text>
        <text x={r(frontage / 2)} y={r(depth + px(38))} fontWeight={600}>
          {front}
        </text>
      </g>
    </svg>
  );
}
