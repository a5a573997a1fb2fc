/**
 * CHG Canada: the hotels, residential projects and ventures (one file per
 * record; a record with a page carries the page too, in its `page` group) and
 * the copy their pages share. English only.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, closingSection, copy, DISTANCE, file, gallerySection, heading, HTTPS, icon, image, list, name, number, optional, PHONE, position, POSTAL_CODE, PROSE, RATING_MAX, records,
  reference, REQUIRED, TIME, year,
} from './fields';
import type { CopyOptions } from './figures';

const HOTEL_STATUSES = ['Operating', 'Under Construction', 'Planning'] as const;
const RESIDENTIAL_STATUSES = ['Operating', 'Planning'] as const;
const VENTURE_TYPES = ['Restaurant', 'Convention Center'] as const;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The figures each kind of record holds, which its texts leave out: the page shows them from their fields. */
const HOTEL: CopyOptions = { refuse: { rooms: null, rating: null } };
const RESIDENCE: CopyOptions = { refuse: { units: null, floors: null } };
const CONVENTION: CopyOptions = { refuse: { capacity: null, rating: null } };
const RESTAURANT: CopyOptions = { refuse: { time: null } };
/** The restaurant's texts that the page fills in write its closing time as {closes}. */
const CLOSES: CopyOptions = { refuse: { time: '{closes}' } };
const CLOSES_HINT = '{closes} is the closing time of the first opening hours';

/**
 * The texts the records repeat: `words` that must be filled in (a label, a button), copy whose `{token}`s are `filled` in by the page,
 * `prose` (a sentence or more), `sentences` that leave out the figures the record holds, a line `shaped` as a rule says; a `count`, one at least.
 */
const words = (label: string, description?: string) => fields.text({ label, description, validation: REQUIRED });
const filled = (label: string, tokens: string[], description?: string) => fields.text({ label, description, validation: copy({ tokens }) });
const prose = (label: string, description?: string) => fields.text({ label, description, ...PROSE });
const sentences = (label: string, figures: CopyOptions, description?: string) => fields.text({ label, description, multiline: true, validation: copy(figures, { min: 20 }) });
const shaped = (label: string, pattern: typeof HTTPS, description?: string) => fields.text({ label, description, validation: { isRequired: true, pattern } });
const count = (label: string, description?: string) => number({ label, description, validation: { isRequired: true, min: 1 } });
const photo = (label: string, folder: string, figures: CopyOptions = {}) => image(label, folder, fields.text, { alt: copy(figures, { min: 8 }) });

const address = () =>
  fields.object({
    streetAddress: words('Street address'), locality: words('City'), region: choice('Province', ['ON'], { ON: 'Ontario' }),
    postalCode: shaped('Postal code', POSTAL_CODE), country: choice('Country', ['CA'], { CA: 'Canada' }),
  }, { label: 'Address' });

const cardFields = () => ({
  name: name(), position: position(), location: words('Location', 'On the card, e.g. Oshawa, Ontario'),
  year: year('Year', 'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year'),
});

/** An icon, a short label and a sentence each: features, amenities, services; `hint` says what the sentence may write. */
const features = (label: string, figures: CopyOptions, description?: string, hint?: string) =>
  list(label, fields.object({ icon: icon(), label: fields.text({ label: 'Label', validation: copy(figures) }), description: sentences('Description', figures, hint) }), { description });

const guestRating = (description?: string) => ({
  rating: number({ label: 'Guest rating (out of 5)', description, step: 0.1, validation: { isRequired: true, min: 1, max: RATING_MAX } }),
  reviews: count('Number of guest reviews'),
});

/* ---- Hotels ---------------------------------------------------------------- */
const hotelPage = fields.object({
  ...guestRating('On the card, the page and in search results'),
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page, and in search results', validation: copy(HOTEL) }),
  address: address(), phone: shaped('Front desk phone', PHONE, 'Shown with the address, the map and directions, as a call button'),
  description: list('About the hotel', sentences('Paragraph', HOTEL), { description: 'The first paragraph also describes the hotel to search engines' }),
  heroImage: photo('Photo at the top of the page', 'canada-hotels', HOTEL), images: list('Gallery photos', photo('Photo', 'canada-hotels', HOTEL), { min: 3 }),
  features: features('Key features', HOTEL), amenities: features('Amenities', HOTEL, 'Also listed to search engines'),
  checkIn: shaped('Check-in time (24-hour, e.g. 15:00)', TIME), checkOut: shaped('Check-out time (24-hour, e.g. 11:00)', TIME),
  details: list('Property details', fields.object({ label: words('Label'), value: fields.text({ label: 'Value', validation: copy(HOTEL) }) }), {
    description: 'Listed under the address, the number of rooms and the check-in and check-out times',
  }),
  attractions: list('Nearby attractions', fields.object({ name: words('Name'), description: prose('Description'), distance: shaped('Distance from the hotel', DISTANCE) })),
  bookingUrl: shaped('Booking page address', HTTPS), websiteUrl: shaped('Official website address', HTTPS),
  lease: optional('The hotel leases space to third parties', fields.object({
    intro: prose('Introduction'),
    tenants: list('Tenants', fields.object({ icon: icon(), kind: words('Kind, e.g. Restaurant'), name: words('Name'), description: prose('Description') })),
  }), 'Shows the "3rd Party Lease in Place" section'),
});

const hotels = records('Hotels', 'canada-hotels', ['name', 'location'], {
  ...cardFields(), status: choice('Status', HOTEL_STATUSES), rooms: number({ label: 'Number of rooms', validation: { min: 1 } }),
  description: sentences('Card description', HOTEL), image: photo('Card photo', 'canada-hotels', HOTEL),
  page: optional('The hotel has its own page', hotelPage, 'At /hotels/ followed by the file name; the menu links to it, and the card shows its guest rating'),
});

/* ---- Residential projects ------------------------------------------------------ */
const residencePage = fields.object({
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page, and in search results', validation: copy(RESIDENCE) }),
  heroImage: photo('Photo at the top of the page', 'canada-residential', RESIDENCE),
  cta: fields.object({
    label: words('Enquiry button'), contactSubject: filled('Subject of the contact form it opens', ['name']),
    team: reference('Team that answers', 'teams', 'The contact form opens with this team chosen; the visitor can pick another'),
  }, { label: 'Enquiry' }),
  address: address(),
  about: list('About the project', sentences('Paragraph', RESIDENCE), { description: 'Do not state the number of units or floors: the page shows them' }),
  nearby: list('Nearby', fields.object({ name: words('Place'), distance: shaped('Distance', DISTANCE) })),
  features: features('Features', RESIDENCE, 'Also listed to search engines'),
  unitTypes: list('Unit types', fields.object({
    name: words('Name'), bedrooms: number({ label: 'Bedrooms (0 for a studio)', validation: { isRequired: true, min: 0 } }),
    bathrooms: number({ label: 'Bathrooms', step: 0.5, validation: { isRequired: true, min: 1 } }), areaSqFt: count('Area (sq ft)'),
    description: sentences('Description', RESIDENCE),
  })),
  images: list('Gallery photos', photo('Photo', 'canada-residential', RESIDENCE)),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'Residence', 'Apartment'], { ApartmentComplex: 'Apartment complex' }),
});

const residential = records('Residential projects', 'canada-residential', ['name', 'location'], {
  ...cardFields(), status: choice('Status', RESIDENTIAL_STATUSES), units: count('Number of units', 'Shown with the unit label, e.g. "122 condominium units"'),
  unitLabel: words('Unit label', 'Plural, e.g. condominium units'), floors: number({ label: 'Floors', validation: { min: 1 } }),
  description: sentences('Card description', RESIDENCE, 'Do not state the number of units or floors: the card shows them'),
  image: photo('Card photo', 'canada-residential', RESIDENCE),
  page: optional('The project has its own page', residencePage, 'At / followed by the file name; the menu and the card link to it'),
});

/* ---- Restaurant and convention centre -------------------------------------------- */
/** The top of a venue's page, down to its phone: `search` is what its description in search results may write, `button` the button under its name. */
const venueTop = <B extends Record<string, ComponentSchema>>(figures: CopyOptions, search: CopyOptions[], button: B) => ({
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page', validation: copy(figures) }),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy(...search) }),
  heroImage: photo('Photo at the top of the page', 'canada-ventures', figures),
  hero: fields.object({ eyebrow: filled('Line above the name', ['location']), ...button }, { label: 'Top of the page' }),
  address: address(), phone: shaped('Phone', PHONE),
});

const conventionPage = fields.object({
  ...venueTop(CONVENTION, [{ tokens: ['subtitle', 'rating', 'reviews'] }], { quoteButton: words('Quote button') }),
  ...guestRating(),
  websiteUrl: shaped('Official website address', HTTPS), quoteUrl: shaped('Quote request page address', HTTPS),
  about: heading('About section', fields.text, { paragraphs: list('Paragraphs', sentences('Paragraph', CONVENTION)) }),
  glance: fields.object({
    title: words('Heading'), hallsLabel: words('Number of halls label'),
    capacityLabel: filled('Capacity label', ['hall'], '{hall} is the first hall'), capacityValue: filled('Capacity', ['banquet', 'theatre']),
    sinceLabel: words('Opening year label'), phoneLabel: words('Phone label'),
  }, { label: 'At a glance' }),
  halls: heading('Halls section', fields.text, {
    areaLabel: words('Area label'), banquetLabel: words('Banquet label'), banquetValue: filled('Banquet capacity', ['count']),
    theatreLabel: words('Theatre label'), theatreValue: filled('Theatre capacity', ['count']),
    items: list('Halls', fields.object({
      name: words('Name'), areaSqFt: count('Area (sq ft)'), banquet: count('Banquet guests'),
      theatre: count('Theatre seats', 'The largest gives the venue’s capacity to search engines'), description: sentences('Description', CONVENTION),
    }), { description: 'The first is the one whose capacity shows at a glance' }),
  }),
  eventTypes: heading('Event types section', fields.text, { items: features('Items', CONVENTION) }),
  services: heading('Services section', fields.text, { items: features('Items', CONVENTION) }),
  eventCards: heading('Event cards section', fields.text, {
    explore: filled('Card button', ['title']), items: list('Cards', fields.object({
      title: words('Title'), description: sentences('Description', CONVENTION), href: shaped('Page address', HTTPS), image: photo('Photo', 'canada-ventures', CONVENTION),
    })),
  }),
});

const restaurantPage = fields.object({
  ...venueTop(RESTAURANT, [RESTAURANT, { tokens: ['subtitle', 'cuisine', 'location'] }], { callButton: words('Call button') }),
  cuisine: list('Cuisine', words('Cuisine')), priceRange: shaped('Price range', { regex: /^\$+$/, message: 'must be one to four dollar signs, like $$' }),
  hours: fields.object({
    title: words('Heading'), cuisineLabel: words('Cuisine label'),
    times: list('Opening hours', fields.object({
      days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }), opens: shaped('Opens', TIME), closes: shaped('Closes', TIME),
    })),
  }, { label: 'Opening hours' }),
  // A title (or an eyebrow) among heading()'s further fields takes the place of its plain one.
  about: heading('About section', fields.text, {
    title: fields.text({ label: 'Heading', description: CLOSES_HINT, validation: copy(CLOSES) }),
    paragraphs: list('Paragraphs', fields.text({ label: 'Paragraph', description: CLOSES_HINT, multiline: true, validation: copy(CLOSES, { min: 20 }) })),
  }),
  menu: heading('Menu highlights section', fields.text, {
    items: list('Dishes', fields.object({ name: words('Name'), description: sentences('Description', RESTAURANT), image: photo('Photo', 'canada-ventures', RESTAURANT) })),
  }),
  features: heading('Why guests come back section', fields.text, { items: features('Items', CLOSES, undefined, CLOSES_HINT) }),
});

const ventures = records('Restaurant and convention centre', 'canada-ventures', ['name', 'location'], {
  ...cardFields(), status: choice('Status', HOTEL_STATUSES), type: choice('Kind', VENTURE_TYPES, { 'Convention Center': 'Convention centre' }),
  description: prose('Card description', 'Also describes the venue to search engines'), image: photo('Card photo', 'canada-ventures'),
  page: fields.conditional(
    choice('Its own page', ['none', 'restaurant', 'conventionCentre'], { none: 'None yet', restaurant: 'A restaurant page', conventionCentre: 'A convention centre page' },
      'At / followed by the file name; the menu and the card link to it'),
    { none: fields.empty(), restaurant: restaurantPage, conventionCentre: conventionPage },
  ),
});

/* ---- Pages ------------------------------------------------------------------ */
const section = <F extends Record<string, ComponentSchema>>(label: string, more: F) => heading(label, fields.text, { intro: prose('Introduction'), ...more });

const canadaPage = file('CHG Canada page', 'pages/chg-canada', {
  menuLabel: words('Menu label', 'The first entry of the CHG Canada menu'), metaTitle: words('Title in search results'),
  eyebrow: words('Line above the heading'), title: words('Heading'), lead: prose('Introduction', 'Also the description in search results'),
  heroImage: photo('Photo at the top of the page', 'pages/chg-canada'),
  hotels: section('Hotels section', {
    roomsFact: filled('Rooms on a card', ['rooms']), viewButton: words('Button of a hotel with a page'), comingSoonButton: words('Button of a hotel without a page'),
    comingSoonReason: filled('Why that button is disabled', ['yearLabel'], '{yearLabel} is e.g. Opening 2027'),
  }),
  residential: section('Residential section', {
    viewButton: words('Button of a project with a page'), inDevelopmentButton: words('Button of a project without a page'),
    inDevelopmentReason: filled('Why that button is disabled', ['yearLabel'], '{yearLabel} is e.g. Expected 2028'),
  }),
  commercial: section('Restaurant and convention centre section', {
    meta: filled('Line above the name', ['type', 'year']), restaurantButton: words('Button of the restaurant'), venueButton: words('Button of the convention centre'),
    visitLabel: filled('Button name read by screen readers', ['name']),
  }),
  closing: closingSection(fields.text, { eyebrow: words('Line above the heading') }),
});

const canadaLabels = file('Labels shared by the Canada pages', 'pages/canada-labels', {
  rating: fields.object({ summary: filled('Rating, read by screen readers', ['rating', 'reviews']), reviews: filled('Number of reviews', ['reviews']) }, { label: 'Guest rating' }),
  floors: filled('Number of floors', ['floors']), area: filled('Floor area', ['area']),
  location: heading('Location section', fields.text, {
    directions: words('Directions button'), call: words('Call button'), showMap: words('Show-map button'), mapNote: words('Note under the show-map button'),
    mapTitle: filled('Name of the map, read by screen readers', ['name']),
  }),
});

const hotelCopy = file('Hotel pages: headings', 'pages/hotel', {
  heroEyebrow: filled('Line above the hotel name', ['location']), metaDescription: filled('Description in search results', ['subtitle', 'rating', 'reviews', 'location']),
  bookButton: words('Booking button'), websiteButton: words('Website button'),
  about: heading('About section', fields.text, {
    title: filled('Heading', ['name']), detailsTitle: words('Heading of the property details'), addressLabel: words('Address label'), roomsLabel: words('Rooms label'),
    checkInLabel: words('Check-in label'), checkOutLabel: words('Check-out label'), roomsValue: filled('Number of rooms', ['rooms']),
    ratingLabel: words('Rating label'), reviewsLabel: words('Reviews label'),
  }),
  features: heading('Key features section', fields.text, {}), amenities: heading('Amenities section', fields.text, {}),
  gallery: gallerySection(fields.text),
  attractions: heading('Nearby attractions section', fields.text, {
    eyebrow: filled('Line above the heading', ['locality']), distance: filled('Distance line', ['distance']),
  }),
  lease: heading('Third-party lease section', fields.text, {}),
});

const hotelNotFound = file('Hotel not found page', 'pages/hotel-not-found', {
  eyebrow: words('Line above the heading'), title: words('Heading', 'Also the title of the browser tab'), text: prose('Text'),
  backButton: words('Button back to the CHG Canada page'),
});

const residenceCopy = file('Residence pages: headings', 'pages/residence', {
  metaDescription: filled('Description in search results', ['subtitle', 'description'], '{description} is the card description'),
  canadaButton: words('Button back to the CHG Canada page'),
  about: fields.object({
    title: filled('Heading', ['name']), glanceTitle: words('Heading of the side card'),
    addressLabel: words('Address label'), homesLabel: words('Units label'), buildingLabel: words('Floors label'), statusLabel: words('Status label'),
  }, { label: 'About section' }),
  features: heading('Features section', fields.text, {}),
  units: heading('Unit types section', fields.text, {
    studio: words('A unit without a bedroom'), bedroom: filled('One bedroom', ['count']), bedrooms: filled('Several bedrooms', ['count']), bathrooms: filled('Bathrooms', ['count']),
  }),
  gallery: heading('Gallery section', fields.text, {}), enquire: heading('Enquiry section', fields.text, { title: filled('Heading', ['name']) }),
});

export const canadaCollections = { 'canada-hotels': hotels, 'canada-residential': residential, 'canada-ventures': ventures };
export const canadaSingletons = { 'chg-canada': canadaPage, 'canada-labels': canadaLabels, hotel: hotelCopy, 'hotel-not-found': hotelNotFound, residence: residenceCopy };
