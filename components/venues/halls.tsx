import { formatCount } from '@/components/hotels/rating';
import type { ConventionCenter } from '@/lib/content/canada-portfolio';

type HallsProps = { halls: ConventionCenter['halls'] };

/** Each hall with its size and seated capacities. */
export function Halls({ halls }: HallsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {halls.map((hall) => (
        <li key={hall.name} className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
          <h3 className="text-xl text-cedar-900">{hall.name}</h3>
          <p className="mt-2 leading-relaxed text-muted">{hall.description}</p>
          <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-line pt-5 text-center">
            {[
              ['Area', `${formatCount(hall.areaSqFt)} sq ft`],
              ['Banquet', `${formatCount(hall.banquet)} guests`],
              ['Theatre', `${formatCount(hall.theatre)} seats`],
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
