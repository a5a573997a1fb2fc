import { formatCount } from '@/components/hotels/rating';
import type { Residence } from '@/lib/content/canada-portfolio';

type UnitTypesProps = { units: Residence['unitTypes'] };

function bedroomsLabel(bedrooms: number) {
  if (bedrooms === 0) return 'Studio';
  return `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`;
}

export function UnitTypes({ units }: UnitTypesProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {units.map((unit) => (
        <li key={unit.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
          <h3 className="text-xl text-cedar-900">{unit.name}</h3>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm font-medium text-cedar-800">
            {[bedroomsLabel(unit.bedrooms), `${unit.bathrooms} bath`, `${formatCount(unit.areaSqFt)} sq ft`].map((fact) => (
              <li key={fact} className="rounded-full bg-cedar-50 px-3 py-1">
                {fact}
              </li>
            ))}
          </ul>
          <p className="mt-4 leading-relaxed text-muted">{unit.description}</p>
        </li>
      ))}
    </ul>
  );
}
