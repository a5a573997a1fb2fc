import { GROUP, NAMES } from './site';

/*
 * CHG Canada's portfolio. Cards first (hotels, residential, commercial), then
 * the records of the venue pages. A venue page names its card (ventureId /
 * projectId); name, location, year, status and counts live on the card only.
 */

export const canadaHotels = [
  {
    id: 'lakeshore-oshawa',
    name: `${NAMES.hotelFranchise} Oshawa`,
    location: 'Oshawa, Ontario',
    year: 2015,
    status: 'Operating',
    rating: 4.5,
    reviews: 1214,
    description:
      'A full-service hotel minutes from Highway 401, Ontario Tech University and the Tribute Communities Centre, with an indoor pool, a fitness centre and the Oshawa Convention Center next door.',
    image: { src: '/images/hotels/oshawa-exterior.jpg', alt: `The entrance and porte-cochère of ${NAMES.hotelFranchise} Oshawa at dusk` },
    slug: 'oshawa',
    rooms: 125,
  },
  {
    id: 'lakeshore-brockville',
    name: `${NAMES.hotelFranchise} Brockville`,
    location: 'Brockville, Ontario',
    year: 2018,
    status: 'Operating',
    rating: 4.4,
    reviews: 1340,
    description:
      'Our gateway to the Thousand Islands: a calm, well-run hotel off Highway 401 at Stewart Boulevard, a short drive from the St. Lawrence waterfront, the Aquatarium and the Brockville Railway Tunnel.',
    image: { src: '/images/hotels/brockville-exterior.jpg', alt: `${NAMES.hotelFranchise} Brockville seen from its landscaped front drive` },
    slug: 'brockville',
    rooms: null,
  },
  {
    id: 'extended-stay-barrie',
    name: `${GROUP} Extended Stay Barrie`,
    location: 'Barrie, Ontario',
    year: 2027,
    status: 'Under Construction',
    rating: null,
    reviews: null,
    description:
      'An all-suite extended-stay hotel near Highway 400 and Park Place, built for project teams, relocating families and healthcare staff: full kitchens, weekly housekeeping and on-site laundry.',
    image: { src: '/images/canada/extended-stay-barrie.jpg', alt: `Architectural rendering of ${GROUP} Extended Stay Barrie under construction` },
    slug: null,
    rooms: 100,
  },
  {
    id: 'aloft-barrie',
    name: 'Aloft Barrie',
    location: 'Barrie, Ontario',
    year: 2028,
    status: 'Planning',
    rating: null,
    reviews: null,
    description:
      'A design-led select-service hotel planned for Barrie’s growing south end, with a lobby bar and flexible social spaces for a younger business and leisure crowd visiting Kempenfelt Bay.',
    image: { src: '/images/canada/aloft-barrie.jpg', alt: 'Concept rendering of the planned Aloft Barrie hotel' },
    slug: null,
    rooms: null,
  },
] as const;

export const residentialProjects = [
  {
    id: 'signature-suites',
    name: `Signature Suites by ${GROUP}`,
    location: 'Oshawa, Ontario',
    year: 2021,
    status: 'Operating',
    description:
      'Fully furnished suites in north Oshawa for stays of a month or longer, with hotel-grade housekeeping, in-suite laundry and the amenities of our Oshawa hotel close at hand.',
    image: { src: '/images/canada/signature-suites.jpg', alt: `A furnished living room at Signature Suites by ${GROUP}` },
    units: 24,
    unitLabel: 'furnished suites',
    floors: 3,
    page: 'suites',
  },
  {
    id: 'estate-residency',
    name: `${GROUP} Estate Residency`,
    location: 'Brockville, Ontario',
    year: 2026,
    status: 'Planning',
    description:
      'A small enclave of freehold-style townhomes in Brockville’s north end, with private garages, rear gardens and an easy drive to the St. Lawrence waterfront and Highway 401.',
    image: { src: '/images/canada/estate-residency.jpg', alt: `Street view rendering of the townhomes at ${GROUP} Estate Residency` },
    units: 8,
    unitLabel: 'townhouse units',
    floors: null,
    page: 'estateResidency',
  },
  {
    id: 'courthouse-residences',
    name: 'Courthouse Residences',
    location: 'Brockville, Ontario',
    year: 2028,
    status: 'Planning',
    description:
      'A condominium tower proposed for downtown Brockville near the historic Leeds and Grenville courthouse, pairing river views with a walkable address on King Street.',
    image: { src: '/images/canada/courthouse-residences.jpg', alt: 'Massing rendering of the proposed Courthouse Residences condominium tower' },
    units: 122,
    unitLabel: 'condominium units',
    floors: 14,
    page: null,
  },
] as const;

export const commercialVentures = [
  {
    id: 'saffron-grill-burlington',
    name: `${NAMES.restaurantFranchise} Burlington`,
    location: 'Burlington, Ontario',
    year: 2022,
    status: 'Operating',
    description:
      'Charcoal-grilled kebabs, slow-cooked karahi and fresh naan from the tandoor, served late every night of the week a short drive from Burlington’s downtown and waterfront.',
    image: { src: '/images/venues/saffron-grill-dining-room.jpg', alt: `The warm-lit dining room of ${NAMES.restaurantFranchise} Burlington` },
    type: 'Restaurant',
  },
  {
    id: 'oshawa-convention-center',
    name: 'Oshawa Convention Center',
    location: 'Oshawa, Ontario',
    year: 2016,
    status: 'Operating',
    description:
      'Durham Region’s venue for weddings, galas and conferences: a divisible grand ballroom, breakout rooms and in-house catering, beside our Oshawa hotel with free parking.',
    image: { src: '/images/venues/convention-ballroom.jpg', alt: 'The Oshawa Convention Center grand ballroom set for a banquet' },
    type: 'Convention Center',
  },
] as const;


const conventionSite = 'https://www.oshawaconventioncenter.com';

export const conventionCenter = {
  ventureId: 'oshawa-convention-center',
  subtitle: 'Weddings, galas and conferences for up to eight hundred guests in Durham Region',
  address: { streetAddress: '1360 Champlain Avenue', locality: 'Oshawa', region: 'ON', postalCode: 'L1J 0B6', country: 'CA' },
  phone: '+1 905 555 0150',
  rating: 4.4,
  reviews: 242,
  about: [
    'The Oshawa Convention Center sits beside our Oshawa hotel, a few minutes from Highway 401 and the Oshawa GO station. Its grand ballroom divides into three soundproofed salons, so a morning keynote, a working lunch and an evening awards dinner can run on the same day without guests ever leaving the building.',
    'Our in-house culinary team cooks everything on site, from plated Canadian menus to halal South Asian banquets and late-night chaat stations, and our event managers stay with you from the first walkthrough to the last dance. Guests stay next door at preferred room rates, and parking is free for everyone.',
  ],
  heroImage: { src: '/images/venues/convention-hero.jpg', alt: 'Evening view of the Oshawa Convention Center entrance with its glass foyer lit up' },
  websiteUrl: conventionSite,
  quoteUrl: `${conventionSite}/request-a-quote`,
  halls: [
    { name: 'Grand Ballroom', areaSqFt: 9800, banquet: 600, theatre: 800, description: 'Column-free with a built-in stage, dance floor, LED uplighting and a dedicated bridal suite; divides into three salons.' },
    { name: 'Lakeview Salon', areaSqFt: 3200, banquet: 200, theatre: 260, description: 'One third of the ballroom with its own entrance and bar, sized for engagement parties, graduations and seminars.' },
    { name: 'Durham Room', areaSqFt: 1400, banquet: 80, theatre: 110, description: 'A daylit room off the foyer for workshops, board dinners and breakout sessions, with a 98-inch display.' },
    { name: 'Executive Boardroom', areaSqFt: 520, banquet: 18, theatre: 24, description: 'A quiet boardroom with video conferencing, a credenza for coffee service and direct access to the hotel lobby.' },
  ],
  eventTypes: [
    { icon: 'sparkle', label: 'Weddings & receptions', description: 'Ceremony, cocktail hour and reception under one roof, with mehndi, sangeet and walima packages.' },
    { icon: 'meeting', label: 'Conferences & AGMs', description: 'Plenary seating, breakout rooms, registration desks and reliable wired and wireless internet.' },
    { icon: 'star', label: 'Galas & fundraisers', description: 'Stage, lighting and a plated dinner service paced around your programme and auction.' },
    { icon: 'building', label: 'Trade shows & expos', description: 'Open floor with power drops, a loading door at grade and overnight security for exhibitors.' },
    { icon: 'users', label: 'Cultural celebrations', description: 'Eid dinners, Diwali galas and community banquets, with halal and vegetarian kitchens.' },
    { icon: 'calendar', label: 'Graduations & formals', description: 'Proms and convocation dinners for Durham College and Ontario Tech students and families.' },
  ],
  services: [
    { icon: 'restaurant', label: 'In-house catering', description: 'Menus cooked on site by our own chefs, including certified halal and vegetarian options.' },
    { icon: 'music', label: 'Audio-visual', description: 'Projection, wireless microphones and a staging crew, all included in the room rental.' },
    { icon: 'parking', label: 'Free parking', description: 'More than four hundred free spaces on site, with accessible stalls near the main doors.' },
    { icon: 'bed', label: 'Guest rooms next door', description: 'Preferred rates and a shuttle-free walk to our Oshawa hotel for out-of-town guests.' },
  ],
  eventCards: [
    {
      title: 'Corporate Events',
      description: 'Conferences, training days, product launches and holiday parties with day-delegate packages and dedicated event managers.',
      href: `${conventionSite}/corporate-events`,
      image: { src: '/images/venues/convention-corporate.jpg', alt: 'A conference session in the Durham Room with a presenter at the screen' },
    },
    {
      title: 'Private Events',
      description: 'Weddings, engagements, milestone birthdays and cultural celebrations, planned with you course by course.',
      href: `${conventionSite}/private-events`,
      image: { src: '/images/venues/convention-private.jpg', alt: 'A wedding reception in the Grand Ballroom with floral centrepieces' },
    },
  ],
} as const;

export const restaurant = {
  ventureId: 'saffron-grill-burlington',
  subtitle: 'Charcoal grills, tandoor breads and slow-cooked curries, open late every day',
  address: { streetAddress: '3455 Fairview Street', locality: 'Burlington', region: 'ON', postalCode: 'L7N 2R4', country: 'CA' },
  phone: '+1 905 555 0163',
  cuisine: ['Pakistani', 'North Indian', 'Halal grill'],
  priceRange: '$$',
  about: [
    `${NAMES.restaurantFranchise} Burlington brings the franchise’s charcoal grill and clay tandoor to Fairview Street, between the Appleby GO station and Mapleview Shopping Centre. Our kebabs are marinated overnight, our naan is slapped onto the tandoor wall to order, and every meat we serve is certified halal.`,
    'Families come for weekend platters, commuters for a quick biryani on the way home from the GO, and night owls for chai and kebab rolls until midnight. Everything on the menu is available for pickup, and we cater office lunches and parties across Halton.',
  ],
  heroImage: { src: '/images/venues/saffron-grill-hero.jpg', alt: `Kebabs on the charcoal grill in the open kitchen at ${NAMES.restaurantFranchise} Burlington` },
  hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '11:00', closes: '00:00' }],
  menuHighlights: [
    { name: 'Chicken Tikka Boti', description: 'Boneless thigh marinated overnight in yogurt, kashmiri chilli and mustard oil, charred over charcoal.', image: { src: '/images/venues/saffron-grill-tikka.jpg', alt: 'Chicken tikka boti on skewers with mint chutney' } },
    { name: 'Lamb Karahi', description: 'Bone-in lamb cooked to order in a wok-like karahi with tomato, green chilli, ginger and fresh coriander.', image: { src: '/images/venues/saffron-grill-karahi.jpg', alt: 'Lamb karahi in a steel karahi pan with ginger julienne' } },
    { name: 'Sindhi Biryani', description: 'Aged basmati layered with spiced chicken, potato and plum, sealed and steamed in the dum style.', image: { src: '/images/venues/saffron-grill-biryani.jpg', alt: 'A platter of Sindhi biryani with raita and salad' } },
    { name: 'Garlic Naan & Seekh Kebab', description: 'Minced beef seekh kebabs from the grill with blistered garlic naan straight from the tandoor.', image: { src: '/images/venues/saffron-grill-seekh.jpg', alt: 'Seekh kebabs served on garlic naan' } },
  ],
  features: [
    { icon: 'restaurant', label: 'Certified halal', description: 'Every meat on the menu is certified halal, and vegetarian dishes are cooked separately.' },
    { icon: 'clock', label: 'Open until midnight', description: 'The grill stays lit until midnight every day, including holidays.' },
    { icon: 'car', label: 'Pickup & catering', description: 'Call ahead for pickup, or order trays for office lunches and family gatherings.' },
    { icon: 'users', label: 'Family seating', description: 'Large booths and tables for groups, high chairs and a party room for up to forty.' },
  ],
} as const;

export const suites = {
  projectId: 'signature-suites',
  subtitle: 'Furnished suites for monthly stays in north Oshawa',
  address: { streetAddress: '1420 Simcoe Street North', locality: 'Oshawa', region: 'ON', postalCode: 'L1G 4X8', country: 'CA' },
  about: [
    'Signature Suites are for the weeks and months when a hotel room is too small and a lease is too long: visiting faculty at Ontario Tech University, engineers on the Darlington refurbishment, families between homes and insurance stays. Each suite arrives ready to live in, with linens, cookware, fast internet and utilities included in one monthly rate.',
    'The building sits on Simcoe Street North, on the bus line to Durham College and Ontario Tech and a short drive from the Oshawa Centre and Highway 407. Our Oshawa hotel team looks after housekeeping and maintenance, so guests have a front desk to call, day or night.',
  ],
  heroImage: { src: '/images/venues/signature-suites-hero.jpg', alt: 'A bright furnished suite living room with a sofa, dining table and open kitchen' },
  images: [
    { src: '/images/venues/signature-suites-kitchen.jpg', alt: 'Full kitchen with stainless appliances and a breakfast bar' },
    { src: '/images/venues/signature-suites-bedroom.jpg', alt: 'Bedroom with a queen bed, reading lamps and blackout blinds' },
    { src: '/images/venues/signature-suites-workspace.jpg', alt: 'A desk and ergonomic chair beside a window in a suite' },
  ],
  features: [
    { icon: 'kitchen', label: 'Full kitchens', description: 'Full-size fridge, range, dishwasher and microwave, stocked with cookware and tableware.' },
    { icon: 'laundry', label: 'In-suite laundry', description: 'A stacked washer and dryer in every suite, with detergent supplied on arrival.' },
    { icon: 'wifi', label: 'Fast internet', description: 'Fibre internet and a smart TV included, with a proper desk for working from home.' },
    { icon: 'sparkle', label: 'Weekly housekeeping', description: 'A weekly clean and linen change by our hotel housekeeping team.' },
    { icon: 'parking', label: 'Parking included', description: 'One surface parking space per suite, with visitor parking at the front.' },
    { icon: 'key', label: 'Flexible terms', description: 'Stays from one month, furnished and all-inclusive, with no long-term lease to sign.' },
  ],
  unitTypes: [
    { name: 'Studio Suite', bedrooms: 0, bathrooms: 1, areaSqFt: 480, description: 'An open-plan suite with a queen bed, kitchenette with full-size appliances and a work desk.' },
    { name: 'One-Bedroom Suite', bedrooms: 1, bathrooms: 1, areaSqFt: 650, description: 'A separate bedroom with a queen bed, a living room with a sofa bed and a full kitchen.' },
    { name: 'Two-Bedroom Suite', bedrooms: 2, bathrooms: 2, areaSqFt: 920, description: 'Two queen bedrooms, each with its own bathroom, suited to families and shared project teams.' },
  ],
  nearby: [
    { name: 'Ontario Tech University & Durham College', distance: '1.5 km' },
    { name: 'Oshawa Centre', distance: '7 km' },
    { name: 'Lakeridge Health Oshawa', distance: '5 km' },
    { name: 'Highway 407 (Simcoe Street interchange)', distance: '4 km' },
  ],
  schemaType: 'ApartmentComplex',
  contactSubject: `Signature Suites by ${GROUP} – availability enquiry`,
} as const;

export const estateResidency = {
  projectId: 'estate-residency',
  subtitle: 'Townhomes with garages and gardens in Brockville’s north end',
  address: { streetAddress: '40 Laurier Boulevard', locality: 'Brockville', region: 'ON', postalCode: 'K6V 5V6', country: 'CA' },
  about: [
    'Estate Residency is a deliberately small community: one row of townhomes on a quiet street in Brockville’s north end, close to schools, the Brockville General Hospital and the shops on Parkedale Avenue, with Highway 401 a few minutes away.',
    'Each home has its own attached garage, a private rear garden and an open main floor that runs from the kitchen to a patio door. Finishes follow the standard we keep in our hotels: quartz counters, engineered hardwood and energy-efficient heat pumps. Homes are planned for lease and sale, and early enquiries help shape the final floor plans.',
  ],
  heroImage: { src: '/images/venues/estate-residency-hero.jpg', alt: 'Rendering of a row of brick and timber townhomes with front gardens' },
  images: [
    { src: '/images/venues/estate-residency-kitchen.jpg', alt: 'Rendering of an open kitchen with an island and patio doors' },
    { src: '/images/venues/estate-residency-garden.jpg', alt: 'Rendering of a private rear garden with a stone patio' },
  ],
  features: [
    { icon: 'car', label: 'Attached garage', description: 'An attached single garage plus a private driveway for every home.' },
    { icon: 'tree', label: 'Private garden', description: 'A fenced rear garden with a stone patio, sodded and ready for planting.' },
    { icon: 'kitchen', label: 'Open main floor', description: 'Kitchen, dining and living in one daylit space with a quartz-topped island.' },
    { icon: 'shield', label: 'Tarion-backed warranty', description: 'New-home warranty coverage through Tarion, Ontario’s new home warranty program.' },
  ],
  unitTypes: [
    { name: 'Interior Townhome', bedrooms: 3, bathrooms: 2.5, areaSqFt: 1650, description: 'Three bedrooms upstairs, including a primary suite with an ensuite and walk-in closet.' },
    { name: 'End-Unit Townhome', bedrooms: 3, bathrooms: 2.5, areaSqFt: 1780, description: 'Extra side windows, a wider garden and a den on the main floor for working from home.' },
  ],
  nearby: [
    { name: 'Brockville General Hospital', distance: '2 km' },
    { name: 'Parkedale Avenue shopping', distance: '1 km' },
    { name: 'Brockville Railway Tunnel & Blockhouse Island', distance: '4 km' },
    { name: 'Highway 401 (Stewart Boulevard)', distance: '3 km' },
  ],
  schemaType: 'Residence',
  contactSubject: `${GROUP} Estate Residency – register interest`,
} as const;

/** Copy of the /chg-canada overview page. */
export const canadaOverview = {
  eyebrow: NAMES.canada,
  title: 'Hospitality and homes across Ontario',
  lead: `${NAMES.hospitality} owns and operates hotels, a convention centre, a restaurant franchise and residential communities from Durham Region to the Thousand Islands, with new hotels rising in Barrie.`,
  heroImage: { src: '/images/canada/overview-hero.jpg', alt: 'Lake Ontario shoreline at dusk with a hotel skyline behind it' },
  sections: {
    hotels: {
      eyebrow: 'Hotel portfolio',
      title: 'Hotel projects',
      intro: 'Two award-winning franchise hotels welcome guests today in Oshawa and Brockville; two more are on the way in Barrie.',
    },
    residential: {
      eyebrow: 'Residential portfolio',
      title: 'Residential projects',
      intro: 'Furnished suites, townhomes and a downtown condominium: homes built and run to the standard of our hotels.',
    },
    commercial: {
      eyebrow: 'Convention & culinary portfolio',
      title: 'Commercial ventures',
      intro: 'A convention centre for Durham Region’s biggest celebrations and a late-night grill in Burlington.',
    },
  },
  closing: {
    title: 'Build the next chapter with us',
    text: 'Whether you are planning an event, looking for a long stay or exploring a partnership in Ontario hospitality, our Canada team would like to hear from you.',
  },
} as const;
