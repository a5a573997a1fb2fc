/**
 * CHG Canada: the hotels, residential projects and ventures (one file per
 * record; a record with a page carries the page too, in its `page` group) and
 * the copy their pages share. English only.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  BOOKING_TEMPLATE, choice, closingSection, copy, text, DISTANCE, file, gallerySection, heading, HTTPS, icon, image, list, name, number, optional, PHONE, position, POSTAL_CODE, RATING_MAX, records,
  reference, TIME, year,
} from './fields';
import type { CopyOptions } from './figures';

export const HOTEL_STATUSES = ['Operating', 'Under Construction', 'Planning'] as const;
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

/** A `count`, one at least. */
const count = (label: string, description?: string) => number({ label, description, validation: { isRequired: true, min: 1 } });
const photo = (label: string, folder: string, figures: CopyOptions = {}) => image(label, folder, text, { alt: copy(figures, { min: 8 }) });

const address = () =>
  fields.object({
    streetAddress: text.line('Street address'), locality: text.line('City'), region: choice('Province', ['ON'], { ON: 'Ontario' }),
    postalCode: text.shaped('Postal code', POSTAL_CODE), country: choice('Country', ['CA'], { CA: 'Canada' }),
  }, { label: 'Address' });

const cardFields = () => ({
  name: name(), position: position(), location: text.line('Location', 'On the card, e.g. Oshawa, Ontario'),
  year: year('Year', 'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year'),
});

/** An icon, a short label and a sentence each: features, amenities, services; `hint` says what the sentence may write. */
const features = (label: string, figures: CopyOptions, description?: string, hint?: string) =>
  list(label, fields.object({ icon: icon(), label: text.copy('Label', figures), description: text.paragraph('Description', figures, hint) }), { description });

const guestRating = (description?: string) => ({
  rating: number({ label: 'Guest rating (out of 5)', description, step: 0.1, validation: { isRequired: true, min: 1, max: RATING_MAX } }),
  reviews: count('Number of guest reviews'),
});

/* ---- Hotels ---------------------------------------------------------------- */
const hotelPage = fields.object({
  ...guestRating('On the card, the page and in search results'),
  subtitle: text.copy('Subtitle', HOTEL, 'Under the name at the top of the page, and in search results'),
  address: address(), phone: text.shaped('Front desk phone', PHONE, 'Shown with the address, the map and directions, as a call button'),
  description: list('About the hotel', text.paragraph('Paragraph', HOTEL), { description: 'The first paragraph also describes the hotel to search engines' }),
  heroImage: photo('Photo at the top of the page', 'canada-hotels', HOTEL), images: list('Gallery photos', photo('Photo', 'canada-hotels', HOTEL), { min: 3 }),
  features: features('Key features', HOTEL), amenities: features('Amenities', HOTEL, 'Also listed to search engines'),
  checkIn: text.shaped('Check-in time (24-hour, e.g. 15:00)', TIME), checkOut: text.shaped('Check-out time (24-hour, e.g. 11:00)', TIME),
  details: list('Property details', fields.object({ label: text.line('Label'), value: text.copy('Value', HOTEL) }), {
    description: 'Listed under the address, the number of rooms and the check-in and check-out times',
  }),
  attractions: list('Nearby attractions', fields.object({ name: text.line('Name'), description: text.prose('Description'), distance: text.shaped('Distance from the hotel', DISTANCE) })),
  bookingUrl: text.shaped('Booking page address', HTTPS, 'Where "Book Your Stay" goes when the hotel has no booking engine address with dates'),
  bookingTemplate: text({
    label: 'Booking engine address with dates',
    description: 'Gives the page a booking bar (check-in, check-out, adults) that opens this address with the guest\'s choice: {checkIn} and {checkOut} as 2026-12-04, {guests} the adults. Leave empty for the "Book Your Stay" link alone',
    validation: { pattern: BOOKING_TEMPLATE },
  }),
  websiteUrl: text.shaped('Official website address', HTTPS),
  lease: optional('The hotel leases space to third parties', fields.object({
    intro: text.prose('Introduction'),
    tenants: list('Tenants', fields.object({ icon: icon(), kind: text.line('Kind, e.g. Restaurant'), name: text.line('Name'), description: text.prose('Description') })),
  }), 'Shows the "3rd Party Lease in Place" section'),
});

const hotels = records('Hotels', 'canada-hotels', ['name', 'location'], {
  ...cardFields(), status: choice('Status', HOTEL_STATUSES), rooms: number({ label: 'Number of rooms', validation: { min: 1 } }),
  description: text.paragraph('Card description', HOTEL), image: photo('Card photo', 'canada-hotels', HOTEL),
  page: optional('The hotel has its own page', hotelPage, 'At /hotels/ followed by the file name; the menu links to it, and the card shows its guest rating'),
});

/* ---- Residential projects ------------------------------------------------------ */
const residencePage = fields.object({
  subtitle: text.copy('Subtitle', RESIDENCE, 'Under the name at the top of the page, and in search results'),
  heroImage: photo('Photo at the top of the page', 'canada-residential', RESIDENCE),
  cta: fields.object({
    label: text.line('Enquiry button'), contactSubject: text.copy('Subject of the contact form it opens', { tokens: ['name'] }),
    team: reference('Team that answers', 'teams', 'The contact form opens with this team chosen; the visitor can pick another'),
  }, { label: 'Enquiry' }),
  address: address(), phone: text.shaped('Phone', PHONE, 'A call button at the top of the page, with the address, and on phones at the bottom of the screen'),
  about: list('About the project', text.paragraph('Paragraph', RESIDENCE), { description: 'Do not state the number of units or floors: the page shows them' }),
  nearby: list('Nearby', fields.object({ name: text.line('Place'), distance: text.shaped('Distance', DISTANCE) })),
  features: features('Features', RESIDENCE, 'Also listed to search engines'),
  unitTypes: list('Unit types', fields.object({
    name: text.line('Name'), bedrooms: number({ label: 'Bedrooms (0 for a studio)', validation: { isRequired: true, min: 0 } }),
    bathrooms: number({ label: 'Bathrooms', step: 0.5, validation: { isRequired: true, min: 1 } }), areaSqFt: count('Area (sq ft)'),
    description: text.paragraph('Description', RESIDENCE),
  })),
  images: list('Gallery photos', photo('Photo', 'canada-residential', RESIDENCE)),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'Residence', 'Apartment'], { ApartmentComplex: 'Apartment complex' }),
});

const residential = records('Residential projects', 'canada-residential', ['name', 'location'], {
  ...cardFields(), status: choice('Status', RESIDENTIAL_STATUSES), units: count('Number of units', 'Shown with the unit label, e.g. "122 condominium units"'),
  unitLabel: text.line('Unit label', 'Plural, e.g. condominium units'), floors: number({ label: 'Floors', validation: { min: 1 } }),
  description: text.paragraph('Card description', RESIDENCE, 'Do not state the number of units or floors: the card shows them'),
  image: photo('Card photo', 'canada-residential', RESIDENCE),
  page: optional('The project has its own page', residencePage, 'At / followed by the file name; the menu and the card link to it'),
});

/* ---- Restaurant and convention centre -------------------------------------------- */
/** The top of a venue's page, down to its phone: `search` is what its description in search results may write, `button` the button under its name. */
const venueTop = <B extends Record<string, ComponentSchema>>(figures: CopyOptions, search: CopyOptions[], button: B) => ({
  subtitle: text.copy('Subtitle', figures, 'Under the name at the top of the page'),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy(...search) }),
  heroImage: photo('Photo at the top of the page', 'canada-ventures', figures),
  hero: fields.object({ eyebrow: text.copy('Line above the name', { tokens: ['location'] }), ...button }, { label: 'Top of the page' }),
  address: address(), phone: text.shaped('Phone', PHONE),
});

const conventionPage = fields.object({
  ...venueTop(CONVENTION, [{ tokens: ['subtitle', 'rating', 'reviews'] }], { quoteButton: text.line('Quote button') }),
  ...guestRating(),
  websiteUrl: text.shaped('Official website address', HTTPS), quoteUrl: text.shaped('Quote request page address', HTTPS),
  about: heading('About section', text, { paragraphs: list('Paragraphs', text.paragraph('Paragraph', CONVENTION)) }),
  glance: fields.object({
    title: text.line('Heading'), hallsLabel: text.line('Number of halls label'),
    capacityLabel: text.copy('Capacity label', { tokens: ['hall'] }, '{hall} is the first hall'), capacityValue: text.copy('Capacity', { tokens: ['banquet', 'theatre'] }),
    sinceLabel: text.line('Opening year label'), phoneLabel: text.line('Phone label'),
  }, { label: 'At a glance' }),
  halls: heading('Halls section', text, {
    areaLabel: text.line('Area label'), banquetLabel: text.line('Banquet label'), banquetValue: text.copy('Banquet capacity', { tokens: ['count'] }),
    theatreLabel: text.line('Theatre label'), theatreValue: text.copy('Theatre capacity', { tokens: ['count'] }),
    items: list('Halls', fields.object({
      name: text.line('Name'), areaSqFt: count('Area (sq ft)'), banquet: count('Banquet guests'),
      theatre: count('Theatre seats', 'The largest gives the venue’s capacity to search engines'), description: text.paragraph('Description', CONVENTION),
    }), { description: 'The first is the one whose capacity shows at a glance' }),
  }),
  eventTypes: heading('Event types section', text, { items: features('Items', CONVENTION) }),
  services: heading('Services section', text, { items: features('Items', CONVENTION) }),
  eventCards: heading('Event cards section', text, {
    explore: text.copy('Card button', { tokens: ['title'] }), items: list('Cards', fields.object({
      title: text.line('Title'), description: text.paragraph('Description', CONVENTION), href: text.shaped('Page address', HTTPS), image: photo('Photo', 'canada-ventures', CONVENTION),
    })),
  }),
});

const restaurantPage = fields.object({
  ...venueTop(RESTAURANT, [RESTAURANT, { tokens: ['subtitle', 'cuisine', 'location'] }], { callButton: text.line('Call button') }),
  cuisine: list('Cuisine', text.line('Cuisine')), priceRange: text.shaped('Price range', { regex: /^\$+$/, message: 'must be one to four dollar signs, like $$' }),
  hours: fields.object({
    title: text.line('Heading'), cuisineLabel: text.line('Cuisine label'),
    times: list('Opening hours', fields.object({
      days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }), opens: text.shaped('Opens', TIME), closes: text.shaped('Closes', TIME),
    })),
  }, { label: 'Opening hours' }),
  // A title (or an eyebrow) among heading()'s further fields takes the place of its plain one.
  about: heading('About section', text, {
    title: text.copy('Heading', CLOSES, CLOSES_HINT),
    paragraphs: list('Paragraphs', text.paragraph('Paragraph', CLOSES, CLOSES_HINT)),
  }),
  menu: heading('Menu highlights section', text, {
    items: list('Dishes', fields.object({ name: text.line('Name'), description: text.paragraph('Description', RESTAURANT), image: photo('Photo', 'canada-ventures', RESTAURANT) })),
  }),
  features: heading('Why guests come back section', text, { items: features('Items', CLOSES, undefined, CLOSES_HINT) }),
});

const ventures = records('Restaurant and convention centre', 'canada-ventures', ['name', 'location'], {
  ...cardFields(), status: choice('Status', HOTEL_STATUSES), type: choice('Kind', VENTURE_TYPES, { 'Convention Center': 'Convention centre' }),
  description: text.prose('Card description', 'Also describes the venue to search engines'), image: photo('Card photo', 'canada-ventures'),
  page: fields.conditional(
    choice('Its own page', ['none', 'restaurant', 'conventionCentre'], { none: 'None yet', restaurant: 'A restaurant page', conventionCentre: 'A convention centre page' },
      'At / followed by the file name; the menu and the card link to it'),
    { none: fields.empty(), restaurant: restaurantPage, conventionCentre: conventionPage },
  ),
});

/* ---- Pages ------------------------------------------------------------------ */
const section = <F extends Record<string, ComponentSchema>>(label: string, more: F) => heading(label, text, { intro: text.prose('Introduction'), ...more });

const canadaPage = file('CHG Canada page', 'pages/chg-canada', {
  menuLabel: text.line('Menu label', 'The first entry of the CHG Canada menu'), metaTitle: text.line('Title in search results'),
  eyebrow: text.line('Line above the heading'), title: text.line('Heading'), lead: text.prose('Introduction', 'Also the description in search results'),
  heroImage: photo('Photo at the top of the page', 'pages/chg-canada'),
  hotels: section('Hotels section', {
    roomsFact: text.copy('Rooms on a card', { tokens: ['rooms'] }), viewButton: text.line('Button of a hotel with a page'), comingSoonButton: text.line('Button of a hotel without a page'),
    comingSoonReason: text.copy('Why that button is disabled', { tokens: ['yearLabel'] }, '{yearLabel} is e.g. Opening 2027'),
  }),
  residential: section('Residential section', {
    viewButton: text.line('Button of a project with a page'), inDevelopmentButton: text.line('Button of a project without a page'),
    inDevelopmentReason: text.copy('Why that button is disabled', { tokens: ['yearLabel'] }, '{yearLabel} is e.g. Expected 2028'),
  }),
  commercial: section('Restaurant and convention centre section', {
    meta: text.copy('Line above the name', { tokens: ['type', 'year'] }), restaurantButton: text.line('Button of the restaurant'), venueButton: text.line('Button of the convention centre'),
    visitLabel: text.copy('Button name read by screen readers', { tokens: ['name'] }),
  }),
  closing: closingSection(text, { eyebrow: text.line('Line above the heading') }),
});

const canadaLabels = file('Labels shared by the Canada pages', 'pages/canada-labels', {
  rating: fields.object(
    { summary: text.copy('Rating, read by screen readers', { tokens: ['rating', 'reviews'] }), reviews: text.copy('Number of reviews', { tokens: ['reviews'] }) },
    { label: 'Guest rating' },
  ),
  floors: text.copy('Number of floors', { tokens: ['floors'] }), area: text.copy('Floor area', { tokens: ['area'] }),
  location: heading('Location section', text, {
    directions: text.line('Directions button'), call: text.line('Call button'), showMap: text.line('Show-map button'), mapNote: text.line('Note under the show-map button'),
    mapTitle: text.copy('Name of the map, read by screen readers', { tokens: ['name'] }),
  }),
});

const hotelCopy = file('Hotel pages: headings', 'pages/hotel', {
  heroEyebrow: text.copy('Line above the hotel name', { tokens: ['location'] }),
  metaDescription: text.copy('Description in search results', { tokens: ['subtitle', 'rating', 'reviews', 'location'] }),
  bookButton: text.line('Booking button', 'Also the booking bar\'s button, and the phone\'s bar at the bottom of the screen'), websiteButton: text.line('Website button'),
  booking: fields.object({
    label: text.line('Name of the booking bar, read by screen readers', 'e.g. Book a stay'),
    checkIn: text.line('Check-in label'), checkOut: text.line('Check-out label'), guests: text.line('Adults label'),
    checkInMissing: text.line('Message: no check-in day'), checkOutMissing: text.line('Message: no check-out day'),
    checkInPast: text.line('Message: a check-in day before today', 'Today is the hotel\'s, in Ontario'),
    checkOutBeforeCheckIn: text.line('Message: a check-out day not after the check-in'),
    tooLong: text.copy('Message: a stay too long to book here', { tokens: ['nights'] }, '{nights} is the most nights the bar books'),
  }, { label: 'Booking bar (hotels with a booking engine address with dates)' }),
  about: heading('About section', text, {
    title: text.copy('Heading', { tokens: ['name'] }), detailsTitle: text.line('Heading of the property details'),
    addressLabel: text.line('Address label'), roomsLabel: text.line('Rooms label'),
    checkInLabel: text.line('Check-in label'), checkOutLabel: text.line('Check-out label'), roomsValue: text.copy('Number of rooms', { tokens: ['rooms'] }),
    ratingLabel: text.line('Rating label'), reviewsLabel: text.line('Reviews label'),
  }),
  features: heading('Key features section', text, {}), amenities: heading('Amenities section', text, {}),
  gallery: gallerySection(text),
  attractions: heading('Nearby attractions section', text, {
    eyebrow: text.copy('Line above the heading', { tokens: ['locality'] }), distance: text.copy('Distance line', { tokens: ['distance'] }),
  }),
  lease: heading('Third-party lease section', text, {}),
});

const hotelNotFound = file('Hotel not found page', 'pages/hotel-not-found', {
  eyebrow: text.line('Line above the heading'), title: text.line('Heading', 'Also the title of the browser tab'), text: text.prose('Text'),
  hotelsTitle: text.line('Heading above the hotels', 'Every hotel with a page is listed under it, each leading to its page'),
  backButton: text.line('Button back to the CHG Canada page'),
});

const residenceCopy = file('Residence pages: headings', 'pages/residence', {
  metaDescription: text.copy('Description in search results', { tokens: ['subtitle', 'description'] }, '{description} is the card description'),
  canadaButton: text.line('Button back to the CHG Canada page'),
  about: fields.object({
    title: text.copy('Heading', { tokens: ['name'] }), glanceTitle: text.line('Heading of the side card'),
    addressLabel: text.line('Address label'), homesLabel: text.line('Units label'), buildingLabel: text.line('Floors label'), statusLabel: text.line('Status label'),
  }, { label: 'About section' }),
  features: heading('Features section', text, {}),
  units: heading('Unit types section', text, {
    studio: text.line('A unit without a bedroom'), bedroom: text.copy('One bedroom', { tokens: ['count'] }),
    bedrooms: text.copy('Several bedrooms', { tokens: ['count'] }), bathrooms: text.copy('Bathrooms', { tokens: ['count'] }),
  }),
  gallery: heading('Gallery section', text, {}), enquire: heading('Enquiry section', text, { title: text.copy('Heading', { tokens: ['name'] }) }),
});

export const canadaCollections = { 'canada-hotels': hotels, 'canada-residential': residential, 'canada-ventures': ventures };
export const canadaSingletons = { 'chg-canada': canadaPage, 'canada-labels': canadaLabels, hotel: hotelCopy, 'hotel-not-found': hotelNotFound, residence: residenceCopy };
