import { BRAND_SLUG, GROUP, NAMES } from './site';

/** The two ventures on the home page. */
export const ventures = [
  {
    id: 'chg-canada',
    name: NAMES.canada,
    href: '/chg-canada',
    image: { src: '/images/home/venture-chg-canada.jpg', alt: 'A lakeside Ontario hotel lit at dusk, representing the CHG Canada portfolio' },
    description:
      'Hotel ownership and management and convention centres across Ontario: full-service and select-service hotels in Oshawa and Brockville, a convention centre for up to 800 guests, a restaurant franchise in Burlington and a growing residential portfolio.',
    highlights: ['Hotel Portfolio', 'Convention & Culinary Portfolio', 'Residential Portfolio'],
  },
  {
    id: `${BRAND_SLUG}-builders`,
    name: NAMES.builders,
    href: '/chg-pakistan',
    image: { src: '/images/home/venture-builders.jpg', alt: 'Residential towers and villas in Karachi at sunset, representing the builders and developers venture' },
    description:
      'NOC-approved residential developments in Karachi: apartment towers in Gulistan-e-Jauhar and North Nazimabad, gated villa communities in Surjani Town and affordable homes delivered on schedule since the 1990s.',
    highlights: [`${GROUP} Enclave`, `${GROUP} Villas`, `${GROUP} Residency`, `${GROUP} Affordable Luxury`],
  },
];
