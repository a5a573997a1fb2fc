'use client';

import { useState } from 'react';

export type MapEmbedProps = {
  placeName: string;
  address: string;
  embedUrl: string;
  labels: { title: string; showMap: string; note: string };
};

/**
 * Click-to-load map: the first paint makes no request to the map provider
 * (privacy, speed). The preview and the frame share one box, so nothing moves.
 */
export function MapEmbed({ placeName, address, embedUrl, labels }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const [asked, setAsked] = useState(false);
  // The button answers in the next frame (pressed and busy); the frame, whose creation is a long
  // task on a slow phone, is made after that frame is painted (a tap waited 80–104 ms at 4× CPU).
  const show = () => {
    setAsked(true);
    requestAnimationFrame(() => setTimeout(() => setShown(true)));
  };
  return (
    <div className="relative h-80 overflow-hidden rounded-card border border-line bg-cedar-50 shadow-card sm:h-96">
      {shown ? (
        <iframe
          ref={(frame) => frame?.focus()}
          src={embedUrl}
          title={labels.title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <StreetPattern />
          <span className="relative inline-flex h-14 w-14 items-center justify-center rounded-full bg-cedar-800 text-brass-300 shadow-card">
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              aria-hidden="true"
              className="h-7 w-7"
            >
              <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
            </svg>
          </span>
          <p className="relative max-w-xs rounded-xl bg-white/90 px-4 py-2 text-sm font-medium text-ink">
            <span className="block font-display text-base text-cedar-900">{placeName}</span>
            {address}
          </p>
          <button
            type="button"
            onClick={show}
            aria-busy={asked}
            className="relative inline-flex min-h-11 items-center rounded-full bg-cedar-800 px-6 text-sm font-semibold text-ivory hover:bg-cedar-700 aria-busy:cursor-progress aria-busy:bg-cedar-700"
          >
            {labels.showMap}
          </button>
          <p className="relative text-xs text-muted">{labels.note}</p>
        </div>
      )}
    </div>
  );
}

/** A few drawn streets so the preview reads as a map before it is one. */
function StreetPattern() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 h-full w-full text-cedar-100"
      preserveAspectRatio="none"
      viewBox="0 0 400 300"
    >
      <g stroke="currentColor" fill="none">
        <path d="M0 70h400M0 190h400M90 0v300M260 0v300" strokeWidth="14" />
        <path d="M0 130h400M0 250h400M170 0v300M340 0v300M0 20l400 260" strokeWidth="5" />
      </g>
      <path d="M300 0c-20 60 10 120 100 150v-150z" className="fill-cedar-100/70" />
    </svg>
  );
}
