import { Section } from '@/components/ui/section';
import { areaOf, levelsOf, type Level, type PlanRoom } from '@/lib/content/plans';
import type { OfferingPage, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatNumber } from '@/lib/format';
import { FloorPlanDrawing, MARGIN } from './floor-plan-drawing';
import { planUnits, sizeFacts } from './figures';

type Size = OfferingPage['sizes'][number];
type FloorPlansProps = { sizes: readonly Size[]; copy: ProjectCopy };

/** The largest a drawing is drawn, in pixels: a phone's width, and a plot 150 ft deep tall enough to name its rear open space. */
const MOST = { width: 360, height: 600 };
/** One scale for all of a project's plans (pixels per foot), the largest at which each fits `MOST`. */
const scaleOf = (sizes: readonly Size[]) =>
  Math.min(
    ...sizes.map(({ plan }) =>
      Math.min(
        (MOST.width - MARGIN.start - MARGIN.end) / plan.frontage,
        (MOST.height - MARGIN.top - MARGIN.bottom) / plan.depth,
      ),
    ),
  );

/**
 * Each size's plan, one drawing per level and under them a table of its rooms (for screen readers and print), each size
 * in a disclosure so the page stays short; the first is open. The figures under its name are counted from its rooms.
 */
export function FloorPlans({ sizes, copy }: FloorPlansProps) {
  const words = copy.floorPlans;
  const units = planUnits(copy);
  const scale = scaleOf(sizes);
  return (
    <Section id="floor-plans" title={words.title} tone="white">
      <div className="flex flex-col gap-4">
        {sizes.map((size, index) => {
          const dimensions = units.dimensions(size.plan.frontage, size.plan.depth);
          const front = size.kind === 'villa' || size.kind === 'plot' ? words.front.road : words.front.entrance;
          let number = 0;
          const levels = levelsOf(size.plan).map((level) => ({
            ...level,
            rooms: level.rooms.map((room) => ({ ...room, number: ++number })),
          }));
          return (
            <details key={size.slug} open={index === 0} className="rounded-card border border-line bg-ivory">
              <summary className="px-5 py-4">
                <span className="font-semibold">{size.name}</span>
                <span className="block text-sm text-muted">{sizeFacts(size, copy).join(' · ')}</span>
              </summary>
              <div className="flex flex-col gap-8 border-t border-line px-5 py-6">
                <div className="flex flex-wrap gap-6">
                  {levels.map(({ level, rooms, covered }) => {
                    const name = words.levels[level];
                    return (
                      <figure key={level}>
                        <figcaption className="mb-3 text-sm font-semibold">
                          {level === 'single' || !covered
                            ? name
                            : fillTemplate(words.levelCovered, {
                                level: name,
                                area: formatNumber(covered, copy.locale),
                              })}
                        </figcaption>
                        <FloorPlanDrawing
                          frontage={size.plan.frontage}
                          depth={size.plan.depth}
                          rooms={rooms}
                          scale={scale}
                          level={level}
                          label={fillTemplate(words.drawing, { level: name, size: size.name, dimensions })}
                          front={front}
                          locale={copy.locale}
                          feet={units.feet}
                          dimensions={units.dimensions}
                        />
                      </figure>
                    );
                  })}
                </div>
                <RoomTable caption={fillTemplate(words.caption, { size: size.name })} levels={levels} copy={copy} />
              </div>
            </details>
          );
        })}
      </div>
    </Section>
  );
}

type Numbered = { level: Level; covered: number; rooms: (PlanRoom & { number: number })[] };
type RoomTableProps = { caption: string; levels: Numbered[]; copy: ProjectCopy };

/** A plan's rooms by level, each numbered as the drawing numbers a room too small for its name. */
function RoomTable({ caption, levels, copy }: RoomTableProps) {
  const words = copy.floorPlans;
  const units = planUnits(copy);
  return (
    <table className="w-full max-w-2xl text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 text-start">
            {words.roomColumn}
          </th>
          <th scope="col" className="py-2 text-end">
            {words.sizeColumn}
          </th>
          <th scope="col" className="py-2 text-end">
            {words.areaColumn}
          </th>
        </tr>
      </thead>
      {levels.map(({ level, rooms }) => (
        <tbody key={level} className="divide-y divide-line">
          {level === 'single' ? null : (
            <tr>
              <th scope="colgroup" colSpan={3} className="pt-4 pb-1 text-start text-brass-700">
                {words.levels[level]}
              </th>
            </tr>
          )}
          {rooms.map((room) => (
            <tr key={room.number}>
              <th scope="row" className="py-2 text-start font-normal">
                {fillTemplate(words.room, { number: room.number, name: room.name })}
              </th>
              <td className="py-2 text-end whitespace-nowrap">{units.dimensions(room.width, room.depth)}</td>
              <td className="py-2 text-end whitespace-nowrap">{units.squareFeet(areaOf(room))}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
