/**
 * Every proper name the site uses that is not a real place lives here, so a
 * real deployment renames the group, its brands and its people in one file.
 * All names, addresses and phone numbers below are fictional.
 */

export const GROUP = 'Cedarline';
export const BRAND_SLUG = 'cedarline';

export const NAMES = {
  group: GROUP,
  groupOfCompanies: `${GROUP} Group of Companies`,
  hospitality: `${GROUP} Hospitality Group`,
  hospitalityShort: 'CHG',
  canada: 'CHG Canada',
  pakistanHospitality: `${GROUP} Hospitality Group Pakistan`,
  builders: `${GROUP} Builders & Developers`,
  hotelFranchise: 'Lakeshore Inn & Suites',
  hotelFranchiseSlug: 'lakeshore-inn',
  restaurantFranchise: 'Saffron Grill',
  restaurantFranchiseSlug: 'saffron-grill',
  propertyPartner: 'Property.rf',
  /** Third-party tenants leasing space at the Oshawa hotel. */
  oshawaLeaseRestaurant: 'Motor City Grill House',
  oshawaComedyClub: 'Punchline Lane Comedy Club',
} as const;

export const site = {
  name: NAMES.groupOfCompanies,
  shortName: GROUP,
  founded: 1985,
  yearsOfExperience: '40+',
  copyrightYear: 2025,
  email: 'info@cedarlinegroup.com',
  tagline: 'Hospitality and real estate, from Canada to Pakistan.',
  description:
    'Cedarline is an international hospitality and property development group: hotels and a convention centre in Ontario, and NOC-approved residential and commercial developments in Karachi.',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/cedarlinegroup' },
    { label: 'Instagram', href: 'https://www.instagram.com/cedarlinegroup' },
  ],
  offices: {
    canada: {
      label: 'Canada head office',
      address: '1450 King Street East, Suite 300, Oshawa, ON L1H 1J4, Canada',
      phone: '+1 905 555 0142',
    },
    pakistan: {
      label: 'Karachi office',
      address: 'Ground Floor, Cedarline Residency, Block 7, Gulistan-e-Jauhar, Karachi 75290, Pakistan',
      phone: '+92 21 5550 0147',
    },
  },
} as const;

/** Fictional people: the leadership shown on the About page. */
export const people = {
  chairman: { name: 'Haroon Siddiqui', role: 'Founder & Chairman' },
  ceo: { name: 'Sameer Siddiqui', role: 'Chief Executive Officer' },
  canadaLead: { name: 'Laura Bennett', role: 'Director of Operations, CHG Canada' },
  canadaFinance: { name: 'Michael Okafor', role: 'Director of Finance, CHG Canada' },
  canadaDevelopment: { name: 'Priya Raman', role: 'Head of Development, CHG Canada' },
  pakistanLead: { name: 'Adnan Qureshi', role: 'Managing Director, Cedarline Builders & Developers' },
  pakistanProjects: { name: 'Farah Naqvi', role: 'Director of Projects, Karachi' },
  pakistanEngineering: { name: 'Imran Baig', role: 'Chief Engineer, Karachi' },
} as const;
