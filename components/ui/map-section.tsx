import { Icon } from '@/components/hotels/icons';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { fillTemplate } from '@/lib/format';
import { telHref } from '@/lib/tel';
import { MapEmbed } from './map-embed';

export type MapLabels = {
  eyebrow: string;
  title: string;
  directions: string;
  showMap: string;
  mapNote: string;
  mapTitle: string;
  call?: string;
};

type MapSectionProps = {
  placeName: string;
  /** Where it is, in words: an address, or a project's location. */
  placeLine: string;
  urls: { embed: string; directions: string };
  labels: MapLabels;
  phone?: string;
  phoneLabel?: string;
};

/** Where a place is: its name and address, a phone, Get Directions and the click-to-load map. */
export function MapSection({ placeName, placeLine, urls, labels, phone, phoneLabel }: MapSectionProps) {
  return (
    <Section id="location" eyebrow={labels.eyebrow} title={labels.title} tone="sand" className="print:hidden">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <address className="flex gap-4 not-italic">
            <Icon name="map" className="mt-1 h-6 w-6 shrink-0 text-brass-700" />
            <span>
              <span className="block font-semibold text-ink">{placeName}</span>
              <span className="text-muted">{placeLine}</span>
            </span>
          </address>
          {phone ? (
            <p className="flex gap-4">
              <Icon name="phone" className="mt-1 h-6 w-6 shrink-0 text-brass-700" />
              <a href={telHref(phone)} className="font-semibold text-cedar-800 underline-offset-4 hover:underline">
                {phone}
              </a>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={urls.directions} variant="secondary">
              {labels.directions}
            </ButtonLink>
            {phone ? (
              <ButtonLink href={telHref(phone)} variant="outline">
                {phoneLabel ?? labels.call}
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <MapEmbed
          placeName={placeName}
          address={placeLine}
          embedUrl={urls.embed}
          labels={{
            title: fillTemplate(labels.mapTitle, { name: placeName }),
            showMap: labels.showMap,
            note: labels.mapNote,
          }}
        />
      </div>
    </Section>
  );
}
