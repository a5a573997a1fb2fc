import { MapSection } from '@/components/ui/map-section';
import { getCopy } from '@/lib/content/site';
import { formatAddress, mapsUrls, type Address } from '@/lib/format';

type LocationSectionProps = { placeName: string; address: Address; phone?: string; phoneLabel?: string };

/** A venue's or residence's address, phone, Get Directions and map, in the Canada pages' words. */
export async function LocationSection({ placeName, address, phone, phoneLabel }: LocationSectionProps) {
  const { location } = await getCopy('canada-labels');
  return (
    <MapSection
      placeName={placeName}
      placeLine={formatAddress(address)}
      urls={mapsUrls(address)}
      labels={location}
      phone={phone}
      phoneLabel={phoneLabel}
    />
  );
}
