import type { ConventionCenter } from '@/lib/content/canada';
import { fillTemplate, formatCount } from '@/lib/format';

type HallsProps = { halls: ConventionCenter['halls']; area: string };

/** Each hall with its size and seated capacities; `area` is the template of a floor area ("{area} sq ft"). */
export function Halls({ halls, area }: HallsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {halls.items.map((hall) => (
        <li key={hall.name} className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
          <h3 className="text-xl text-cedar-900">{hall.name}</h3>
          <p className="mt-2 leading-relaxed text-muted">{hall.description}</p>
          <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-line pt-5 text-center">
            {[
              [halls.areaLabel, fillTemplate(area, { area: formatCount(hall.areaSqFt) })],
              [halls.banquetLabel, fillTemplate(halls.banquetValue, { count: formatCount(hall.banquet) })],
              [halls.theatreLabel, fillTemplate(halls.theatreValue, { count: formatCount(hall.theatre) })],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
                <dd className="font-semibold text-cedar-900">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
