import { PropertyDetails } from '@/components/hotels/property-details';
import { formatAddress, residentialFacts, residentialYearLabel, type Residence } from '@/lib/content/canada-portfolio';
import { VenueAbout } from './venue-about';

type ResidenceOverviewProps = { residence: Residence };

/** About text beside the project's figures, every count rendered from the record. */
export function ResidenceOverview({ residence }: ResidenceOverviewProps) {
  const [unitsFact, ...otherFacts] = residentialFacts(residence);
  const details = [
    { label: 'Address', value: formatAddress(residence.address) },
    { label: 'Homes', value: unitsFact ?? '' },
    ...otherFacts.map((fact) => ({ label: 'Building', value: fact })),
    { label: 'Status', value: residence.status },
    { label: residentialYearLabel(residence), value: String(residence.year) },
    ...residence.nearby.map((place) => ({ label: place.name, value: place.distance })),
  ];
  return (
    <VenueAbout
      eyebrow={residence.location}
      title={`About ${residence.name}`}
      paragraphs={residence.about}
      aside={<PropertyDetails title="At a glance" items={details} />}
    />
  );
}
