import type { Residence } from '@/lib/content/canada';
import type { ContentIn } from '@/lib/content/reader';
import { fillTemplate, formatCount } from '@/lib/format';

type UnitTypesProps = { units: Residence['unitTypes']; copy: ContentIn['residence']['units']; area: string };

/** 'Studio', '1 bedroom', '2 bedrooms': the copy's words for the number of bedrooms. */
export function bedroomsLabel(
  bedrooms: number,
  copy: Pick<ContentIn['residence']['units'], 'studio' | 'bedroom' | 'bedrooms'>,
) {
  if (bedrooms === 0) return copy.studio;
  return fillTemplate(bedrooms === 1 ? copy.bedroom : copy.bedrooms, { count: bedrooms });
}

/** Each unit type with its bedrooms, bathrooms and area; `area` is the template of a floor area ("{area} sq ft"). */
export function UnitTypes({ units, copy, area }: UnitTypesProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {units.map((unit) => (
        <li key={unit.name} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
          <h3 className="text-xl text-cedar-900">{unit.name}</h3>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm font-medium text-cedar-800">
            {[
              bedroomsLabel(unit.bedrooms, copy),
              fillTemplate(copy.bathrooms, { count: unit.bathrooms }),
              fillTemplate(area, { area: formatCount(unit.areaSqFt) }),
            ].map((fact) => (
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
