import { residentialFacts, residentialYearLabel } from '@/components/canada/labels';
import { PropertyDetails } from '@/components/hotels/property-details';
import { statusLabel } from '@/components/ui/status';
import type { Residence } from '@/lib/content/canada';
import type { ContentIn } from '@/lib/content/reader';
import { fillTemplate, formatAddress } from '@/lib/format';
import { VenueAbout } from './venue-about';

type ResidenceOverviewProps = { residence: Residence; copy: ContentIn['residence']['about']; floors: string };

/** About text beside the project's figures, every count rendered from the record. */
export function ResidenceOverview({ residence, copy, floors }: ResidenceOverviewProps) {
  const [unitsFact, ...otherFacts] = residentialFacts(residence, floors);
  const details = [
    { label: copy.addressLabel, value: formatAddress(residence.address) },
    { label: copy.homesLabel, value: unitsFact ?? '' },
    ...otherFacts.map((fact) => ({ label: copy.buildingLabel, value: fact })),
    { label: copy.statusLabel, value: statusLabel(residence.status) },
    { label: residentialYearLabel(residence), value: String(residence.year) },
    ...residence.nearby.map((place) => ({ label: place.name, value: place.distance })),
  ];
  return (
    <VenueAbout
      eyebrow={residence.location}
      title={fillTemplate(copy.title, { name: residence.name })}
      paragraphs={residence.about}
      aside={<PropertyDetails title={copy.glanceTitle} items={details} />}
    />
  );
}
