import { MapSection } from '@/components/ui/map-section';
import type { ProjectCopy } from '@/lib/content/pakistan';
import { coordinateUrls } from '@/lib/format';

type ProjectMapProps = {
  name: string;
  location: string;
  coordinates: { latitude: number; longitude: number };
  copy: ProjectCopy;
};

/** Where a Karachi project is: Get Directions and the click-to-load map, from the coordinates in its record. */
export function ProjectMap({ name, location, coordinates, copy }: ProjectMapProps) {
  return (
    <MapSection
      placeName={name}
      placeLine={location}
      urls={coordinateUrls(coordinates, copy.locale)}
      labels={copy.map}
    />
  );
}
