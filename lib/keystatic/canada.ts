/**
 * CHG Canada: the hotels, residential projects and ventures (one file per
 * record; a record with a page carries the page too, in its `page` group) and
 * the copy their pages share.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, closingSection, count, distance, features, file, gallerySection, group, heading, httpsUrl, icon, image, line, lines, list, nameAndSlug, number, optional,
  optionalNumber, paragraphs, phone, position, postalCode, rating, records, sentence, shaped, teamField, template, time, words, year,
} from './fields';

export const HOTEL_STATUSES = ['Operating', 'Under Construction', 'Planning'] as const;
export const RESIDENTIAL_STATUSES = ['Operating', 'Planning'] as const;
export const VENTURE_TYPES = ['Restaurant', 'Convention Center'] as const;
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;


const address = () =>
  group('Address', {
    streetAddress: line('Street address'),
    locality: line('City'),
    region: choice('Province', ['ON'], { labels: { ON: 'Ontario' } }),
    postalCode: postalCode(),
    country: choice('Country', ['CA'], { labels: { CA: 'Canada' } }),
  });

const cardFields = () => ({
  name: nameAndSlug('Name'),
  position: position(),
  location: line('Location', { description: 'On the card, e.g. Oshawa, Ontario' }),
  year: year('Year', {
    description: 'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year',
  }),
});

/** Digits or a number word next to what the record counts: the page shows those counts from their fields. */
const COUNTS = {
  regex: /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)(\s+[a-z-]+)?\s+(units?|floors?|storeys?|stories|homes?|suites?|townhomes?|townhouses?|apartments?)\b/i,
  message: 'leave out the number of units and floors: the page shows them from their fields',
};

/* ---- Hotels ---------------------------------------------------------------- */

const hotelPage = fields.object({
  rating: rating('Guest rating (out of 5)', { description: 'On the card, the page and in search results' }),
  reviews: count('Number of guest reviews'),
  subtitle: line('Subtitle', { description: 'Under the name at the top of the page, and in search results' }),
  address: address(),
  description: paragraphs('About the hotel', { description: 'The first paragraph also describes the hotel to search engines' }),
  heroImage: image('Photo at the top of the page', 'canada-hotels'),
  images: list('Gallery photos', image('Photo', 'canada-hotels'), { min: 3 }),
  features: features('Key features'),
  amenities: features('Amenities', { description: 'Also listed to search engines' }),
  checkIn: time('Check-in time (24-hour, e.g. 15:00)'),
  checkOut: time('Check-out time (24-hour, e.g. 11:00)'),
  details: list('Property details', fields.object({ label: line('Label'), value: line('Value') }), {
    description: 'Listed under the address, the number of rooms and the check-in and check-out times',
  }),
  attractions: list(
    'Nearby attractions',
    fields.object({ name: line('Name'), description: sentence('Description'), distance: distance('Distance from the hotel') }),
  ),
  bookingUrl: httpsUrl('Booking page address'),
  websiteUrl: httpsUrl('Official website address'),
  lease: optional(
    'The hotel leases space to third parties',
    fields.object({
      intro: sentence('Introduction'),
      tenants: list(
        'Tenants',
        fields.object({ icon: icon(), kind: line('Kind, e.g. Restaurant'), name: line('Name'), description: sentence('Description') }),
      ),
    }),
    'Shows the "3rd Party Lease in Place" section',
  ),
});

const hotels = records('Hotels', 'canada-hotels', {
  ...cardFields(),
  status: choice('Status', HOTEL_STATUSES),
  rooms: optionalNumber('Number of rooms', { min: 1 }),
  description: sentence('Card description'),
  image: image('Card photo', 'canada-hotels'),
  page: optional('The hotel has its own page', hotelPage, 'At /hotels/ followed by the file name; the menu links to it, and the card shows its guest rating'),
}, ['location']);

/* ---- Residential projects ------------------------------------------------------ */

const residencePage = fields.object({
  subtitle: line('Subtitle', { description: 'Under the name at the top of the page, and in search results' }),
  heroImage: image('Photo at the top of the page', 'canada-residential'),
  cta: group('Enquiry', {
    label: line('Enquiry button'),
    contactSubject: template('Subject of the contact form it opens', ['name']),
    team: teamField(),
  }),
  address: address(),
  about: paragraphs('About the project', {
    paragraph: template('Paragraph', [], { multiline: true, refuse: COUNTS }),
    description: 'Do not state the number of units or floors: the page shows them',
  }),
  nearby: list('Nearby', fields.object({ name: line('Place'), distance: distance() })),
  features: features('Features', { description: 'Also listed to search engines' }),
  unitTypes: list(
    'Unit types',
    fields.object({
      name: line('Name'),
      bedrooms: number('Bedrooms (0 for a studio)', { min: 0 }),
      bathrooms: number('Bathrooms', { min: 1, step: 0.5 }),
      areaSqFt: count('Area (sq ft)'),
      description: sentence('Description'),
    }),
  ),
  images: list('Gallery photos', image('Photo', 'canada-residential')),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'Residence', 'Apartment'], {
    labels: { ApartmentComplex: 'Apartment complex', Residence: 'Residence', Apartment: 'Apartment' },
  }),
});

const residential = records('Residential projects', 'canada-residential', {
  ...cardFields(),
  status: choice('Status', RESIDENTIAL_STATUSES),
  units: count('Number of units', { description: 'Shown with the unit label, e.g. "122 condominium units"' }),
  unitLabel: line('Unit label', { description: 'Plural, e.g. condominium units' }),
  floors: optionalNumber('Floors', { min: 1 }),
  description: template('Card description', [], { multiline: true, refuse: COUNTS, description: 'Do not state the number of units or floors: the card shows them' }),
  image: image('Card photo', 'canada-residential'),
  page: optional('The project has its own page', residencePage, 'At / followed by the file name; the menu and the card link to it'),
}, ['location']);

/* ---- Restaurant and convention centre -------------------------------------------- */

/** A closing time typed out ("12:00 AM", "23:00", "midnight"). */
const CLOSING_TIME = { regex: /\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b|\bmidnight\b/i, message: 'write {closes} instead of the time' };
const closes = (label: string, multiline = false) =>
  template(label, ['closes'], { multiline, refuse: CLOSING_TIME, description: '{closes} is the closing time of the first opening hours' });

const conventionPage = fields.object({
  subtitle: line('Subtitle', { description: 'Under the name at the top of the page' }),
  metaDescription: template('Description in search results', ['subtitle', 'rating', 'reviews']),
  heroImage: image('Photo at the top of the page', 'canada-ventures'),
  hero: group('Top of the page', { eyebrow: template('Line above the name', ['location']), quoteButton: line('Quote button') }),
  address: address(),
  phone: phone(),
  rating: rating('Guest rating (out of 5)'),
  reviews: count('Number of guest reviews'),
  websiteUrl: httpsUrl('Official website address'),
  quoteUrl: httpsUrl('Quote request page address'),
  about: heading('About section', { paragraphs: paragraphs('Paragraphs') }),
  glance: group('At a glance', {
    title: line('Heading'),
    hallsLabel: line('Number of halls label'),
    capacityLabel: template('Capacity label', ['hall'], { description: '{hall} is the first hall' }),
    capacityValue: template('Capacity', ['banquet', 'theatre']),
    sinceLabel: line('Opening year label'),
    phoneLabel: line('Phone label'),
  }),
  halls: heading('Halls section', {
    areaLabel: line('Area label'),
    banquetLabel: line('Banquet label'),
    banquetValue: template('Banquet capacity', ['count']),
    theatreLabel: line('Theatre label'),
    theatreValue: template('Theatre capacity', ['count']),
    items: list(
      'Halls',
      fields.object({
        name: line('Name'),
        areaSqFt: count('Area (sq ft)'),
        banquet: count('Banquet guests'),
        theatre: count('Theatre seats', { description: 'The largest gives the venue’s capacity to search engines' }),
        description: sentence('Description'),
      }),
      { description: 'The first is the one whose capacity shows at a glance' },
    ),
  }),
  eventTypes: heading('Event types section', { items: features('Items') }),
  services: heading('Services section', { items: features('Items') }),
  eventCards: heading('Event cards section', {
    explore: template('Card button', ['title']),
    items: list(
      'Cards',
      fields.object({ title: line('Title'), description: sentence('Description'), href: httpsUrl('Page address'), image: image('Photo', 'canada-ventures') }),
    ),
  }),
});

const restaurantPage = fields.object({
  subtitle: line('Subtitle', { description: 'Under the name at the top of the page' }),
  metaDescription: template('Description in search results', ['subtitle', 'cuisine', 'location']),
  heroImage: image('Photo at the top of the page', 'canada-ventures'),
  hero: group('Top of the page', { eyebrow: template('Line above the name', ['location']), callButton: line('Call button') }),
  address: address(),
  phone: phone(),
  cuisine: lines('Cuisine', 'Cuisine'),
  priceRange: shaped('Price range', { regex: /^\$+$/, message: 'must be one to four dollar signs, like $$' }),
  hours: group('Opening hours', {
    title: line('Heading'),
    cuisineLabel: line('Cuisine label'),
    times: list(
      'Opening hours',
      fields.object({
        days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }),
        opens: time('Opens'),
        closes: time('Closes'),
      }),
    ),
  }),
  about: heading('About section', { title: closes('Heading'), paragraphs: paragraphs('Paragraphs', { paragraph: closes('Paragraph', true) }) }),
  menu: heading('Menu highlights section', {
    items: list('Dishes', fields.object({ name: line('Name'), description: sentence('Description'), image: image('Photo', 'canada-ventures') })),
  }),
  features: heading('Why guests come back section', { items: features('Items', { labelField: closes('Label'), descriptionField: closes('Description', true) }) }),
});

const ventures = records('Restaurant and convention centre', 'canada-ventures', {
  ...cardFields(),
  status: choice('Status', HOTEL_STATUSES),
  type: choice('Kind', VENTURE_TYPES, { labels: { 'Convention Center': 'Convention centre' } }),
  description: sentence('Card description', { description: 'Also describes the venue to search engines' }),
  image: image('Card photo', 'canada-ventures'),
  page: fields.conditional(
    choice('Its own page', ['none', 'restaurant', 'conventionCentre'], {
      labels: { none: 'None yet', restaurant: 'A restaurant page', conventionCentre: 'A convention centre page' },
      description: 'At / followed by the file name; the menu and the card link to it',
    }),
    { none: fields.empty(), restaurant: restaurantPage, conventionCentre: conventionPage },
  ),
}, ['location']);

/* ---- Pages ------------------------------------------------------------------ */

const section = <F extends Record<string, ComponentSchema>>(label: string, more: F) => heading(label, { intro: sentence('Introduction'), ...more });

const canadaPage = file('CHG Canada page', 'pages/chg-canada', {
  menuLabel: line('Menu label', { description: 'The first entry of the CHG Canada menu' }),
  ...words({ metaTitle: 'Title in search results', eyebrow: 'Line above the heading', title: 'Heading' }),
  lead: sentence('Introduction', { description: 'Also the description in search results' }),
  heroImage: image('Photo at the top of the page', 'pages/chg-canada'),
  hotels: section('Hotels section', {
    roomsFact: template('Rooms on a card', ['rooms']),
    viewButton: line('Button of a hotel with a page'),
    comingSoonButton: line('Button of a hotel without a page'),
    comingSoonReason: template('Why that button is disabled', ['yearLabel'], { description: '{yearLabel} is e.g. Opening 2027' }),
  }),
  residential: section('Residential section', {
    viewButton: line('Button of a project with a page'),
    inDevelopmentButton: line('Button of a project without a page'),
    inDevelopmentReason: template('Why that button is disabled', ['yearLabel'], { description: '{yearLabel} is e.g. Expected 2028' }),
  }),
  commercial: section('Restaurant and convention centre section', {
    meta: template('Line above the name', ['type', 'year']),
    restaurantButton: line('Button of the restaurant'),
    venueButton: line('Button of the convention centre'),
    visitLabel: template('Button name read by screen readers', ['name']),
  }),
  closing: closingSection({ eyebrow: line('Line above the heading') }),
});

const canadaLabels = file('Labels shared by the Canada pages', 'pages/canada-labels', {
  rating: group('Guest rating', { summary: template('Rating, read by screen readers', ['rating', 'reviews']), reviews: template('Number of reviews', ['reviews']) }),
  floors: template('Number of floors', ['floors']),
  area: template('Floor area', ['area']),
  location: heading('Location section', {
    ...words({ directions: 'Directions button', call: 'Call button', showMap: 'Show-map button', mapNote: 'Note under the show-map button' }),
    mapTitle: template('Name of the map, read by screen readers', ['name']),
  }),
});

const hotelCopy = file('Hotel pages: headings', 'pages/hotel', {
  heroEyebrow: template('Line above the hotel name', ['location']),
  metaDescription: template('Description in search results', ['subtitle', 'rating', 'reviews', 'location']),
  bookButton: line('Booking button'),
  websiteButton: line('Website button'),
  about: group('About section', {
    eyebrow: line('Line above the heading'),
    title: template('Heading', ['name']),
    ...words({
      detailsTitle: 'Heading of the property details', addressLabel: 'Address label', roomsLabel: 'Rooms label',
      checkInLabel: 'Check-in label', checkOutLabel: 'Check-out label',
    }),
    roomsValue: template('Number of rooms', ['rooms']),
    ratingLabel: line('Rating label'),
    reviewsLabel: line('Reviews label'),
  }),
  features: heading('Key features section', {}),
  amenities: heading('Amenities section', {}),
  gallery: gallerySection(),
  attractions: group('Nearby attractions section', { eyebrow: template('Line above the heading', ['locality']), title: line('Heading'), distance: template('Distance line', ['distance']) }),
  lease: heading('Third-party lease section', {}),
});

const hotelNotFound = file('Hotel not found page', 'pages/hotel-not-found', {
  eyebrow: line('Line above the heading'),
  title: line('Heading', { description: 'Also the title of the browser tab' }),
  text: sentence('Text'),
  backButton: line('Button back to the CHG Canada page'),
});

const residenceCopy = file('Residence pages: headings', 'pages/residence', {
  metaDescription: template('Description in search results', ['subtitle', 'description'], { description: '{description} is the card description' }),
  canadaButton: line('Button back to the CHG Canada page'),
  about: group('About section', {
    title: template('Heading', ['name']),
    ...words({
      glanceTitle: 'Heading of the side card', addressLabel: 'Address label', homesLabel: 'Units label', buildingLabel: 'Floors label',
      statusLabel: 'Status label',
    }),
  }),
  features: heading('Features section', {}),
  units: heading('Unit types section', {
    studio: line('A unit without a bedroom'),
    bedroom: template('One bedroom', ['count']),
    bedrooms: template('Several bedrooms', ['count']),
    bathrooms: template('Bathrooms', ['count']),
  }),
  gallery: heading('Gallery section', {}),
  enquire: group('Enquiry section', { eyebrow: line('Line above the heading'), title: template('Heading', ['name']) }),
});

export const canadaCollections = { 'canada-hotels': hotels, 'canada-residential': residential, 'canada-ventures': ventures };
export const canadaSingletons = {
  'chg-canada': canadaPage,
  'canada-labels': canadaLabels,
  hotel: hotelCopy,
  'hotel-not-found': hotelNotFound,
  residence: residenceCopy,
};
