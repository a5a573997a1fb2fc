import type { ReactNode } from 'react';
import type { IconName } from '@/lib/keystatic/fields';

/* 24×24 stroke icons, drawn for this site; content picks one by name. */
const paths: Record<IconName, ReactNode> = {
  bed: <path d="M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 14h18M3 18v2M21 18v2M7 9V6h4v3" />,
  wifi: <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01" />,
  parking: <path d="M5 3h14v18H5zM10 16V8h3a2.5 2.5 0 0 1 0 5h-3" />,
  pool: (
    <path d="M2 18c2 1.3 3.3 1.3 5 0s3.3-1.3 5 0 3.3 1.3 5 0 3.3-1.3 5 0M2 14c2 1.3 3.3 1.3 5 0s3.3-1.3 5 0 3.3 1.3 5 0 3.3-1.3 5 0M8 12V5a2 2 0 0 1 4 0M14 12V5a2 2 0 0 1 4 0M8 8h6" />
  ),
  fitness: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  breakfast: <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 3v3M12 3v3" />,
  restaurant: <path d="M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1.5-3 4-3 7v3h3" />,
  meeting: <path d="M3 4h18v11H3zM12 15v3M8 21l4-3 4 3M7 9h6M7 12h10" />,
  pet: (
    <path d="M5 11a1.8 1.8 0 1 0 0-.01M9 7a1.8 1.8 0 1 0 0-.01M15 7a1.8 1.8 0 1 0 0-.01M19 11a1.8 1.8 0 1 0 0-.01M12 13c-3 0-5 3.5-5 5.5S9 21 12 19.5 17 21 17 18.5 15 13 12 13z" />
  ),
  accessible: <path d="M12 4.5h.01M9 8h6M12 8v6h4l2 5M12 14a5 5 0 1 0 3.5 6.5" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
  map: <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />,
  phone: (
    <path d="M5 3h3.5l1.5 5-2.2 1.5a11 11 0 0 0 6.7 6.7L16 14l5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  users: (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  ),
  kitchen: <path d="M5 3h14v18H5zM5 10h14M9 6v1.5M9 13v4" />,
  laundry: <path d="M4 3h16v18H4zM4 7h16M7 5h.01M10 5h.01M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />,
  tree: <path d="M12 22v-6M12 2 5 12h4l-3 4h12l-3-4h4z" />,
  shield: <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  car: <path d="M5 16v3M19 16v3M3 16h18v-4l-2-5H5l-2 5zM3 12h18M7 13.5h.01M17 13.5h.01" />,
  coffee: <path d="M4 8h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 9h1.5a2.5 2.5 0 0 1 0 5H16M3 22h14" />,
  building: <path d="M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />,
  calendar: <path d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />,
  music: <path d="M12 2a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM5 10v1a7 7 0 0 0 14 0v-1M12 18v4M8 22h8" />,
  sparkle: <path d="M12 3v4M12 17v4M3 12h4M17 12h4M12 7l1.5 3.5L17 12l-3.5 1.5L12 17l-1.5-3.5L7 12l3.5-1.5z" />,
  key: <path d="M14.5 14a5 5 0 1 0-4.6-3L3 18v3h3v-2h2v-2h2l1.5-1.5a5 5 0 0 0 3 .5zM16.5 7.5h.01" />,
};

type IconProps = { name: IconName; className?: string };

/** Decorative: the label beside it carries the meaning. */
export function Icon({ name, className = 'h-6 w-6' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
