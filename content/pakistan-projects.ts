/**
 * Pakistan real estate: the projects Cedarline Builders & Developers has delivered in Karachi,
 * the ones under way, the page behind each project and the Pakistan division page.
 * Prices are whole rupees; lib/content/pakistan-projects.ts validates every record.
 */
import { BRAND_SLUG, GROUP, NAMES, site } from './site';

/* ---------------------------------------------------------------- delivered projects */

/** `listed: true` puts the project on /delivered-projects; every one keeps its page and a link from /chg-pakistan. */
export const deliveredProjects = [
  {
    id: 'residency',
    slug: `${BRAND_SLUG}-residency`,
    name: `${GROUP} Residency`,
    location: 'Block 7, Gulistan-e-Jauhar, Karachi',
    year: 2010,
    status: 'Delivered',
    type: 'Residential Apartments',
    listed: true,
    description:
      'Family apartments of 3, 4 and 5 rooms a short walk from Rashid Minhas Road, built around a shaded inner courtyard with covered parking and standby power.',
    image: { src: '/images/projects/cedarline-residency.jpg', alt: `${GROUP} Residency apartment block in Gulistan-e-Jauhar at dusk` },
  },
  {
    id: 'villas-cottages',
    slug: `${BRAND_SLUG}-villas-cottages`,
    name: `${GROUP} Villas & Cottages`,
    location: 'Sector 11B, Surjani Town, Karachi',
    year: 2016,
    status: 'Delivered',
    type: 'Villas & Cottages',
    listed: true,
    description:
      'A KDA-approved community of single-family villas and cottages of 65 to 80 sq yd in Surjani Town Sector 11B, with paved streets, a mosque and a children’s park.',
    image: { src: '/images/projects/cedarline-villas-cottages.jpg', alt: `Rows of ${GROUP} villas and cottages along a paved street in Surjani Town` },
  },
  {
    id: 'arcade',
    slug: `${BRAND_SLUG}-arcade`,
    name: `${GROUP} Arcade`,
    location: 'Block 1, Nazimabad, Karachi',
    year: 2006,
    status: 'Delivered',
    type: 'Commercial Arcade',
    listed: true,
    description:
      'Over 50 shops and offices on ground plus 6 floors, crowned by a penthouse, on one of Block 1 Nazimabad’s busiest commercial streets.',
    image: { src: '/images/projects/cedarline-arcade.jpg', alt: `${GROUP} Arcade, a seven-storey commercial building in Block 1 Nazimabad` },
  },
  {
    id: 'bridge-view',
    slug: `${BRAND_SLUG}-bridge-view`,
    name: `${GROUP} Bridge View`,
    location: 'Block 10, Gulshan-e-Iqbal, Karachi',
    year: 2009,
    status: 'Delivered',
    type: 'Residential Apartments',
    listed: true,
    description:
      'Seventy-two 2 and 3-bedroom apartments on ground plus 8 floors, with upper floors looking out over the Hasan Square flyover and University Road.',
    image: { src: '/images/projects/cedarline-bridge-view.jpg', alt: `${GROUP} Bridge View apartment tower beside the Hasan Square flyover` },
  },
  {
    id: 'comfort',
    slug: `${BRAND_SLUG}-comfort`,
    name: `${GROUP} Comfort`,
    location: 'Sector 11-A, North Karachi, Karachi',
    year: 2003,
    status: 'Delivered',
    type: 'Residential Apartments',
    listed: false,
    description:
      'The group’s first apartment building in Karachi: forty 2-bedroom family apartments on ground plus 4 floors, close to schools and the Sector 11-A market.',
    image: { src: '/images/projects/cedarline-comfort.jpg', alt: `${GROUP} Comfort, a five-storey apartment building in North Karachi` },
  },
  {
    id: 'corner',
    slug: `${BRAND_SLUG}-corner`,
    name: `${GROUP} Corner`,
    location: 'Block H, North Nazimabad, Karachi',
    year: 2008,
    status: 'Delivered',
    type: 'Mixed Use',
    listed: false,
    description:
      'A corner-plot building on ground plus 5 floors: street-front shops below and thirty-six apartments above, two minutes from the Hyderi market.',
    image: { src: '/images/projects/cedarline-corner.jpg', alt: `${GROUP} Corner, a mixed-use building on a street corner in North Nazimabad` },
  },
  {
    id: 'skyline',
    slug: `${BRAND_SLUG}-skyline`,
    name: `${GROUP} Skyline`,
    location: 'Block L, North Nazimabad, Karachi',
    year: 2013,
    status: 'Delivered',
    type: 'High-Rise Apartments',
    listed: true,
    description:
      'Over 100 apartments on ground plus 13 floors — one of North Nazimabad’s tallest residential towers, whose owners have seen a stated 150% increase in value.',
    image: { src: '/images/projects/cedarline-skyline.jpg', alt: `${GROUP} Skyline, a fourteen-storey apartment tower in North Nazimabad` },
  },
] as const;

/* ---------------------------------------------------------------- current projects */

/** The Pakistan current projects shown on /ongoing-projects. `status` keeps the source spelling "Ready for Posession". */
export const currentProjects = [
  {
    id: 'chambers',
    slug: `${BRAND_SLUG}-chambers`,
    name: `${GROUP} Chambers IT Tower & Mall`,
    location: 'Block 2, Gulistan-e-Jauhar, Karachi',
    year: 2027,
    status: 'Under Development',
    type: 'IT Tower & Mall',
    description:
      'The first IT tower in Block-2: a shopping mall on the lower floors and fibre-ready offices above, sold from PKR 1.5M on a 3-year installment plan.',
    image: { src: '/images/projects/cedarline-chambers.jpg', alt: `Rendering of ${GROUP} Chambers IT Tower & Mall in Gulistan-e-Jauhar Block 2` },
  },
  {
    id: 'enclave',
    name: `${GROUP} Enclave`,
    location: 'Scheme 33, Karachi',
    year: 2026,
    status: 'Under Development',
    type: 'Residential Plots',
    description:
      'A gated society of residential plots of 120 and 160 square yards off the Super Highway, with wide boulevards, underground utilities and a community park.',
    image: { src: '/images/projects/cedarline-enclave.jpg', alt: `Gated entrance and boulevard of ${GROUP} Enclave in Scheme 33` },
  },
  {
    id: 'jauhar-market',
    name: `${GROUP} Jauhar Market`,
    location: 'Block 13, Gulistan-e-Jauhar, Karachi',
    year: 2025,
    status: 'Ready for Posession',
    type: 'Commercial Market',
    description:
      'A neighbourhood market of ground-floor shops and first-floor offices serving the apartment blocks of Gulistan-e-Jauhar, with frontage on the main road.',
    image: { src: '/images/projects/cedarline-jauhar-market.jpg', alt: `Shopfronts of ${GROUP} Jauhar Market in Gulistan-e-Jauhar Block 13` },
  },
  {
    id: 'city-market',
    name: `${GROUP} City Market`,
    location: 'Sector 4, Surjani Town, Karachi',
    year: 2027,
    status: 'Planned',
    type: 'Commercial Market',
    description:
      'A two-level market of daily-needs shops planned for Surjani Town’s growing residential sectors, near the Northern Bypass interchange.',
    image: { src: '/images/projects/cedarline-city-market.jpg', alt: `Rendering of ${GROUP} City Market in Surjani Town` },
  },
  {
    id: 'meena-bazar-avenue',
    name: `${GROUP} Meena Bazar Avenue`,
    location: 'Block D, North Nazimabad, Karachi',
    year: 2028,
    status: 'Planned',
    type: 'Retail Avenue',
    description:
      'A covered shopping avenue in the tradition of Karachi’s Meena Bazars — fashion, bridal and household boutiques around a landscaped walkway.',
    image: { src: '/images/projects/cedarline-meena-bazar-avenue.jpg', alt: `Rendering of the covered walkway of ${GROUP} Meena Bazar Avenue` },
  },
  {
    id: 'excellency',
    name: `${GROUP} Excellency`,
    location: 'Block 13-D, Gulshan-e-Iqbal, Karachi',
    year: 2027,
    status: 'Under Development',
    type: 'Luxury Apartments',
    description:
      'Three and 4-bedroom apartments with a rooftop terrace, gym and secure basement parking, a short drive from University Road.',
    image: { src: '/images/projects/cedarline-excellency.jpg', alt: `Rendering of ${GROUP} Excellency apartment building in Gulshan-e-Iqbal` },
  },
  {
    id: 'heights',
    name: `${GROUP} Heights`,
    location: 'Block 16, Gulistan-e-Jauhar, Karachi',
    year: 2028,
    status: 'Planned',
    type: 'High-Rise Apartments',
    description:
      'A high-rise of 2 and 3-bedroom apartments following the Skyline model, with lifts, standby generators and a ground-floor convenience arcade.',
    image: { src: '/images/projects/cedarline-heights.jpg', alt: `Rendering of the ${GROUP} Heights residential tower in Gulistan-e-Jauhar` },
  },
  {
    id: 'villas-karachi',
    slug: `${BRAND_SLUG}-villas-karachi`,
    name: `${GROUP} Villas Karachi`,
    location: 'Surjani Town, Karachi',
    year: 2025,
    status: 'Ready for Posession',
    type: 'Villas',
    description:
      'Ready-to-move villas of 80, 120 and 160 sq yd in Surjani Town, offered with down-payment plans of up to three years.',
    image: { src: '/images/projects/cedarline-villas-karachi.jpg', alt: `Double-storey villas of ${GROUP} Villas Karachi in Surjani Town` },
  },
] as const;

/* ---------------------------------------------------------------- project pages */

/**
 * One record per /projects/{slug} page. A `delivered` page takes its name, place, year and image
 * from the delivered project with the same slug (its detail cards start with the delivery year, taken from
 * there too); an `offering` page carries its own.
 */
export const projectPages = [
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-residency`,
    category: 'Residential Apartments',
    schemaType: 'ApartmentComplex',
    summary: 'Spacious 3, 4 and 5-room apartments for growing families in the heart of Gulistan-e-Jauhar.',
    overview: [
      `${GROUP} Residency was planned for Karachi families who had outgrown two-bedroom flats. Every apartment has 3, 4 or 5 rooms, cross-ventilation on two sides and a separate service entrance to the kitchen.`,
      'The building sits in Block 7 of Gulistan-e-Jauhar, a few minutes from Rashid Minhas Road, Johar Mor and the schools and hospitals along University Road. It was handed over in 2010 and remains fully occupied by owner-residents.',
    ],
    features: [
      '3, 4 and 5-room apartments',
      'Landscaped inner courtyard',
      'Covered parking for residents',
      'Standby generator for lifts and common areas',
      'Underground and overhead water storage',
      'Round-the-clock security at a single gated entrance',
    ],
    details: [
      { label: 'Apartment sizes', value: '3, 4 and 5 rooms' },
      { label: 'Location', value: 'Block 7, Gulistan-e-Jauhar' },
      { label: 'Approvals', value: 'Approved building plan, NOC issued' },
      { label: 'Ownership', value: 'Sub-leased titles transferred to buyers' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-villas-cottages`,
    category: 'Villas & Cottages',
    schemaType: 'GatedResidenceCommunity',
    summary: 'A KDA-approved community of affordable villas and cottages of 65 to 80 sq yd in Surjani Town Sector 11B.',
    overview: [
      `${GROUP} Villas & Cottages brought independent houses within reach of first-time buyers. The scheme is KDA-approved and laid out on a regular grid in Sector 11B of Surjani Town, with every plot between 65 and 80 sq yd.`,
      'Villas rise to a ground-plus-one design with a roof terrace; cottages are single-storey homes that owners can extend later. The community was completed in 2016 with its streets paved, drains laid and utilities connected.',
    ],
    features: [
      'KDA-approved layout plan',
      'Villas of 65 to 80 sq yd',
      'Ground-plus-one villas and single-storey cottages',
      'Paved streets and covered drains',
      'Community mosque and children’s park',
      'Water, electricity and gas connections at handover',
    ],
    details: [
      { label: 'Approval', value: 'Karachi Development Authority (KDA)' },
      { label: 'Location', value: 'Sector 11B, Surjani Town' },
      { label: 'Plot sizes', value: '65 to 80 sq yd' },
      { label: 'Home types', value: 'Villas and cottages' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-arcade`,
    category: 'Commercial Arcade',
    schemaType: 'ShoppingCenter',
    summary: 'Over 50 shops and offices on ground plus 6 floors with a penthouse, delivered in 2006 in Block 1 Nazimabad.',
    overview: [
      `${GROUP} Arcade was the group’s first commercial building in Nazimabad. Delivered in 2006, it offers over 50 units — street-level shops, first-floor showrooms and offices on the floors above — across ground plus 6 floors, finished with a penthouse.`,
      'Block 1 Nazimabad is one of the oldest planned neighbourhoods in Karachi, and its main commercial roads draw shoppers from across the district. The Arcade’s tenants include clinics, tuition centres, a bank branch and family-run retailers.',
    ],
    features: [
      'Over 50 commercial units',
      'Ground plus 6 floors with a penthouse',
      'Street-front shops with display windows',
      'Two passenger lifts and a wide central stair',
      'Backup power for common areas',
      'Dedicated loading bay at the rear',
    ],
    details: [
      { label: 'Units', value: 'Over 50' },
      { label: 'Floors', value: 'Ground + 6 with a penthouse' },
      { label: 'Location', value: 'Block 1, Nazimabad' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-bridge-view`,
    category: 'Residential Apartments',
    schemaType: 'ApartmentComplex',
    summary: 'Seventy-two 2 and 3-bedroom apartments overlooking the Hasan Square flyover in Gulshan-e-Iqbal.',
    overview: [
      `${GROUP} Bridge View takes its name from the view its upper floors enjoy over the Hasan Square flyover and University Road. Completed in 2009, the ground-plus-8 building holds seventy-two 2 and 3-bedroom apartments.`,
      'Residents are minutes from the University of Karachi, NED University and the shops of Gulshan-e-Iqbal, with direct access to University Road for the commute into the city centre.',
    ],
    features: [
      '72 apartments of 2 and 3 bedrooms',
      'Ground plus 8 floors',
      'Balconies facing the flyover and city',
      'Two lifts with standby power',
      'Basement and ground-level parking',
      'Rooftop water tanks with filtration',
    ],
    details: [
      { label: 'Apartments', value: '72' },
      { label: 'Floors', value: 'Ground + 8' },
      { label: 'Location', value: 'Block 10, Gulshan-e-Iqbal' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-comfort`,
    category: 'Residential Apartments',
    schemaType: 'ApartmentComplex',
    summary: 'Forty 2-bedroom family apartments on ground plus 4 floors — the group’s first apartment building in Karachi.',
    overview: [
      `${GROUP} Comfort, delivered in 2003, was the first apartment building the group completed in Karachi. Its forty 2-bedroom apartments were designed for young families: bright, easy to maintain and priced for first-time owners.`,
      'The building stands in Sector 11-A of North Karachi, walking distance from schools, the sector market and public transport on Shahrah-e-Usman.',
    ],
    features: [
      '40 two-bedroom apartments',
      'Ground plus 4 floors',
      'Cross-ventilated layouts',
      'Ground-floor parking',
      'Underground water storage',
      'Residents’ welfare association since handover',
    ],
    details: [
      { label: 'Apartments', value: '40' },
      { label: 'Floors', value: 'Ground + 4' },
      { label: 'Location', value: 'Sector 11-A, North Karachi' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-corner`,
    category: 'Mixed Use',
    schemaType: 'ApartmentComplex',
    summary: 'Street-front shops and thirty-six apartments on a corner plot in Block H, North Nazimabad.',
    overview: [
      `${GROUP} Corner makes the most of a corner plot in Block H of North Nazimabad: shops open onto both streets at ground level, and thirty-six apartments occupy the five floors above. It was delivered in 2008.`,
      'The building is two minutes from the Hyderi market and close to the schools, hospitals and parks that make North Nazimabad one of Karachi’s most sought-after family neighbourhoods.',
    ],
    features: [
      'Shops on two street frontages',
      '36 apartments of 2 and 3 bedrooms',
      'Ground plus 5 floors',
      'Separate residential entrance and lift',
      'Standby power for common areas',
      'Walking distance to the Hyderi market',
    ],
    details: [
      { label: 'Apartments', value: '36' },
      { label: 'Floors', value: 'Ground + 5' },
      { label: 'Location', value: 'Block H, North Nazimabad' },
    ],
  },
  {
    layout: 'delivered',
    slug: `${BRAND_SLUG}-skyline`,
    category: 'High-Rise Apartments',
    schemaType: 'ApartmentComplex',
    summary: 'Over 100 apartments on ground plus 13 floors in North Nazimabad, with a stated 150% increase in value since delivery.',
    overview: [
      `${GROUP} Skyline, delivered in 2013, is the group’s tallest building in Karachi: over 100 apartments on ground plus 13 floors in Block L of North Nazimabad.`,
      'Owners have seen a stated 150% increase in the value of their apartments since handover, driven by the tower’s location, its build quality and a management office that has kept the building in first-class condition.',
    ],
    features: [
      'Over 100 apartments',
      'Ground plus 13 floors',
      'A stated 150% increase in value',
      'Three high-speed lifts with standby generators',
      'Basement parking and CCTV-monitored entrances',
      'Panoramic views across North Nazimabad',
    ],
    details: [
      { label: 'Apartments', value: 'Over 100' },
      { label: 'Floors', value: 'Ground + 13' },
      { label: 'Value increase', value: '150% (stated)' },
    ],
  },
  {
    layout: 'offering',
    slug: `${BRAND_SLUG}-villas-karachi`,
    name: `${GROUP} Villas Karachi`,
    location: 'Surjani Town, Karachi',
    status: 'Active',
    category: 'Villas',
    summary: 'Ready-to-move villas of 80, 120 and 160 sq yd in Surjani Town, with plans of up to three years.',
    image: { src: '/images/projects/cedarline-villas-karachi.jpg', alt: `Double-storey villas of ${GROUP} Villas Karachi in Surjani Town` },
    flags: ['Ready for possession', 'Gated community'],
    price: { label: 'Villas from', amount: 4_800_000, compact: true },
    facts: [
      { label: 'Location', value: 'Surjani Town, Karachi' },
      { label: 'Villa sizes', value: '80, 120 and 160 sq yd' },
      { label: 'Installments', value: 'Up to 36 months' },
    ],
    overview: [
      `${GROUP} Villas Karachi builds on the success of ${GROUP} Villas & Cottages in Sector 11B. The new phase offers larger, double-storey villas in a gated community minutes from the Northern Bypass, with every villa finished and ready for its owners.`,
      'Surjani Town is one of Karachi’s fastest-growing residential districts, with schools, markets and transport links along the main Surjani road. Buyers can pay in full or spread the price over up to three years.',
    ],
    features: [
      'Double-storey villas with roof terrace',
      'Gated entrance with round-the-clock security',
      'Paved roads, street lighting and covered drains',
      'Water, electricity and gas connections',
      'Mosque, park and community centre',
      'Minutes from the Northern Bypass',
    ],
    plots: [
      { size: '80 sq yd villa', available: 18, price: 4_800_000 },
      { size: '120 sq yd villa', available: 11, price: 7_200_000 },
      { size: '160 sq yd villa', available: 6, price: 9_600_000 },
    ],
    paymentPlans: [
      { name: 'Full payment', downPaymentPercent: 100, months: 0, note: 'A 5% discount on the listed price and immediate possession.' },
      { name: '18-month plan', downPaymentPercent: 30, months: 18, note: 'Possession on payment of the down payment and six installments.' },
      { name: '36-month plan', downPaymentPercent: 25, months: 36, note: 'The lowest monthly installment; possession after twelve installments.' },
    ],
    actions: [
      { label: 'View Available Plots', kind: 'section', target: 'available-plots' },
      { label: 'View Payment Options', kind: 'section', target: 'payment-options' },
      { label: 'Contact Sales Team', kind: 'contact', target: 'Villas Karachi — sales enquiry' },
      { label: 'Schedule Site Visit', kind: 'contact', target: 'Villas Karachi — site visit' },
    ],
  },
  {
    layout: 'offering',
    slug: `${BRAND_SLUG}-chambers`,
    name: `${GROUP} Chambers IT Tower & Mall`,
    location: 'Block 2, Gulistan-e-Jauhar, Karachi',
    status: 'Under Development',
    category: 'IT Tower & Mall',
    summary: 'The first IT tower in Block-2 of Gulistan-e-Jauhar: a shopping mall below and technology offices above, from PKR 1.5M.',
    image: { src: '/images/projects/cedarline-chambers.jpg', alt: `Rendering of ${GROUP} Chambers IT Tower & Mall in Gulistan-e-Jauhar Block 2` },
    flags: ['First in Block-2', '3-year installments'],
    price: { label: 'Starting price', amount: 1_500_000, compact: true },
    facts: [
      { label: 'Location', value: 'Gulistan-e-Jauhar Block-2' },
      { label: 'Installments', value: '3 years (36 months)' },
      { label: 'Units', value: 'Shops, food court and IT offices' },
    ],
    overview: [
      `${GROUP} Chambers is the first dedicated IT tower in Block-2 of Gulistan-e-Jauhar. Its lower floors form a shopping mall with a food court; the floors above are offices planned for software houses, call centres and freelancers, with fibre connectivity and backup power built in from the start.`,
      'Units start at PKR 1.5M and can be paid over 3 years. Gulistan-e-Jauhar’s universities and dense residential blocks give the tower a ready pool of talent and shoppers, and Rashid Minhas Road connects it to the rest of the city.',
    ],
    features: [
      'First IT tower in Block-2',
      'Shopping mall and food court on the lower floors',
      'Fibre-ready office floors',
      'Full power backup and central air conditioning',
      'Passenger and service lifts',
      'Basement parking',
    ],
    paymentPlans: [
      { name: '3-year installment plan', downPaymentPercent: 20, months: 36, note: 'Equal monthly installments over 3 years while the tower is built.' },
      { name: 'Full payment', downPaymentPercent: 100, months: 0, note: 'A discount on the listed price for payment in full at booking.' },
    ],
    actions: [
      { label: 'View Payment Options', kind: 'section', target: 'payment-options' },
      { label: 'Book a Unit', kind: 'contact', target: 'Chambers IT Tower & Mall — booking enquiry' },
    ],
  },
  {
    layout: 'offering',
    slug: 'property-rf-collaboration',
    name: `${GROUP} × ${NAMES.propertyPartner} Collaboration`,
    location: 'Northern Bypass, Karachi',
    status: 'Launching',
    category: 'Residential Plots',
    summary: `1000 sq yd plots for a total price of PKR 1,000,000, launched with ${NAMES.propertyPartner} on flexible installments.`,
    image: { src: '/images/projects/property-rf-collaboration.jpg', alt: `Open land along the Northern Bypass marked out for the ${NAMES.propertyPartner} collaboration plots` },
    flags: ['Flexible installments', 'Early possession available'],
    price: { label: 'Total price', amount: 1_000_000, compact: false },
    facts: [
      { label: 'Plot size', value: '1000 sq yd' },
      { label: 'Installments', value: 'Flexible' },
      { label: 'Possession', value: 'Early possession available' },
    ],
    overview: [
      `${NAMES.builders} and ${NAMES.propertyPartner} are launching a joint scheme of 1000 sq yd plots along the Northern Bypass, for a total price of PKR 1,000,000 per plot.`,
      'The partners have kept the terms simple: installments are flexible and agreed with each buyer, and early possession is available so owners can fence, plant or build on their land sooner.',
    ],
    features: [
      '1000 sq yd plots',
      'Total price PKR 1,000,000',
      'Flexible installments',
      'Early possession available',
      'Access from the Northern Bypass',
      'Clear title verified by both partners',
    ],
    plots: [{ size: '1000 sq yd plot', available: 40, price: 1_000_000 }],
    actions: [
      { label: 'View Available Plots', kind: 'section', target: 'available-plots' },
      { label: 'Register Interest', kind: 'contact', target: `${NAMES.propertyPartner} collaboration — plot enquiry` },
    ],
  },
] as const;

/* ---------------------------------------------------------------- list pages */

export const deliveredProjectsPage = {
  eyebrow: NAMES.builders,
  title: 'Delivered Projects',
  lead: 'Apartments, villas and commercial buildings the group has completed and handed over across Karachi since 2003.',
  image: { src: '/images/pakistan/delivered-hero.jpg', alt: 'Karachi residential towers built by the group at sunset' },
} as const;

export const ongoingProjectsPage = {
  eyebrow: NAMES.builders,
  title: 'Ongoing Projects',
  lead: 'Homes, plots, markets and an IT tower now under way in Gulistan-e-Jauhar, Surjani Town, North Nazimabad and beyond.',
  image: { src: '/images/pakistan/ongoing-hero.jpg', alt: 'Construction cranes over a new development in Karachi' },
  closing: {
    title: `Build with ${GROUP}`,
    text: `Four decades of delivered projects stand behind every new launch. Learn how the group works, or speak to the Karachi team about a booking.`,
  },
} as const;

/* ---------------------------------------------------------------- Pakistan division page */

export const pakistanDivision = {
  title: NAMES.pakistanHospitality,
  eyebrow: 'Karachi, Pakistan',
  lead: `Hospitality, residential and commercial development in Karachi, backed by ${NAMES.builders} and the group’s experience in Ontario.`,
  image: { src: '/images/pakistan/division-hero.jpg', alt: 'The Karachi skyline at dusk seen from Gulistan-e-Jauhar' },
  operations: {
    intro: `The group has built in Karachi since 2003. Its Pakistan division brings together the building company, its sales and after-sales teams and a growing hospitality practice.`,
    items: [
      { title: 'Residential development', text: 'Apartment buildings, villas and plotted societies in Gulistan-e-Jauhar, North Nazimabad, Surjani Town and Scheme 33, from land acquisition to handover.' },
      { title: 'Commercial development', text: 'Arcades, markets and the Chambers IT tower: street-front retail and offices that serve the neighbourhoods around them.' },
      { title: 'Hospitality', text: 'Bringing the hotel know-how of CHG Canada to Karachi, with guest houses and serviced apartments planned near Jinnah International Airport and the business districts.' },
      { title: 'Sales and after-sales', text: 'One office in Gulistan-e-Jauhar handles bookings, installment plans, title transfers and building management for delivered projects.' },
    ],
  },
  focusAreas: [
    { title: 'Approved, documented projects', text: 'Every scheme is launched with its approvals and NOCs in place, so buyers know what they are paying for.' },
    { title: 'Affordable ownership', text: 'Villas from 65 sq yd and installment plans of up to three years open ownership to first-time buyers.' },
    { title: 'Build quality that holds value', text: `${GROUP} Skyline owners have seen a stated 150% increase in value since its delivery in 2013.` },
    { title: 'Growing districts', text: 'Projects follow Karachi’s growth along University Road, Rashid Minhas Road and the Northern Bypass.' },
  ],
  office: site.offices.pakistan,
  email: site.email,
  officeHours: 'Monday to Saturday, 10:00 AM to 6:00 PM',
  opportunities: [
    {
      title: 'Hotel development',
      text: 'Partner with the group on business hotels and serviced apartments in Karachi, drawing on the operating standards of its Ontario hotels.',
      subject: 'Pakistan investment — hotel development',
    },
    {
      title: 'Residential projects',
      text: 'Invest in apartment and villa schemes from launch, with returns backed by a record of delivered buildings across the city.',
      subject: 'Pakistan investment — residential projects',
    },
    {
      title: 'Joint ventures',
      text: `Landowners and developers can join the group in joint ventures, as ${NAMES.propertyPartner} has for its 1000 sq yd plot scheme.`,
      subject: 'Pakistan investment — joint ventures',
      example: { label: `See the ${NAMES.propertyPartner} plot scheme`, href: '/projects/property-rf-collaboration' },
    },
  ],
} as const;
