import type { ReactNode } from 'react';
import { Icon } from '@/components/hotels/icons';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { getCanadaLabels } from '@/lib/content/canada';
import { fillTemplate, formatAddress, mapsUrls, type Address } from '@/lib/format';
import { telHref } from '@/lib/tel';
import { MapEmbed } from './map-embed';

type LocationSectionProps = { placeName: string; address: Address; phone?: string; phoneLabel?: string; children?: ReactNode };

/** Address, phone, Get Directions and the click-to-load map. */
export async function LocationSection({ placeName, address, phone, phoneLabel, children }: LocationSectionProps) {
  const labels = (await getCanadaLabels()).location;
  const formatted = formatAddress(address);
  const urls = mapsUrls(address);
  return (
    <Section id="location" eyebrow={labels.eyebrow} title={labels.title} tone="sand">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <address className="flex gap-4 not-italic">
            <Icon name="map" className="mt-1 h-6 w-6 shrink-0 text-brass-700" />
            <span>
              <span className="block font-semibold text-ink">{placeName}</span>
              <span className="text-muted">{formatted}</span>
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
          {children}
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
          address={formatted}
          embedUrl={urls.embed}
          labels={{ title: fillTemplate(labels.mapTitle, { name: placeName }), showMap: labels.showMap, note: labels.mapNote }}
        />
      </div>
    </Section>
  );
}
