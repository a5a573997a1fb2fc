/**
 * CHG Canada: the hotels, residential projects and ventures (one file per
 * record; a record with a page carries the page too, in its `page` group) and
 * the copy their pages share. English only.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, closingSection, copy, DISTANCE, file, gallerySection, heading, HTTPS, icon, image, list, name, number, optional, PHONE, position, POSTAL_CODE, PROSE, RATING_MAX, records, reference,
  REQUIRED, TIME, year,
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


const address = () =>
  fields.object(
    {
      streetAddress: fields.text({ label: 'Street address', validation: REQUIRED }),
      locality: fields.text({ label: 'City', validation: REQUIRED }),
      region: choice('Province', ['ON'], { ON: 'Ontario' }),
      postalCode: fields.text({ label: 'Postal code', validation: { isRequired: true, pattern: POSTAL_CODE } }),
      country: choice('Country', ['CA'], { CA: 'Canada' }),
    },
    { label: 'Address' },
  );

const cardFields = () => ({
  name: name(),
  position: position(),
  location: fields.text({ label: 'Location', description: 'On the card, e.g. Oshawa, Ontario', validation: REQUIRED }),
  year: year('Year', 'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year'),
});

/** An icon, a short label and a sentence each: features, amenities, services; `hint` says what the sentence may write. */
const features = (label: string, figures: CopyOptions, description?: string, hint?: string) =>
  list(
    label,
    fields.object({
      icon: icon(),
      label: fields.text({ label: 'Label', validation: copy(figures) }),
      description: fields.text({ label: 'Description', description: hint, multiline: true, validation: copy(figures, { min: 20 }) }),
    }),
    { description },
  );

/** A venue's guest rating and how many reviews it rests on. */
const guestRating = (description?: string) => ({
  rating: number({ label: 'Guest rating (out of 5)', description, step: 0.1, validation: { isRequired: true, min: 1, max: RATING_MAX } }),
  reviews: number({ label: 'Number of guest reviews', validation: { isRequired: true, min: 1 } }),
});

const photo = (label: string, folder: string, figures: CopyOptions = {}) => image(label, folder, fields.text, { alt: copy(figures, { min: 8 }) });

/* ---- Hotels ---------------------------------------------------------------- */

const hotelPage = fields.object({
  ...guestRating('On the card, the page and in search results'),
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page, and in search results', validation: copy(HOTEL) }),
  address: address(),
  phone: fields.text({ label: 'Front desk phone', description: 'Shown with the address, the map and directions, as a call button', validation: { isRequired: true, pattern: PHONE } }),
  description: list('About the hotel', fields.text({ label: 'Paragraph', multiline: true, validation: copy(HOTEL, { min: 20 }) }), { description: 'The first paragraph also describes the hotel to search engines' }),
  heroImage: photo('Photo at the top of the page', 'canada-hotels', HOTEL),
  images: list('Gallery photos', photo('Photo', 'canada-hotels', HOTEL), { min: 3 }),
  features: features('Key features', HOTEL),
  amenities: features('Amenities', HOTEL, 'Also listed to search engines'),
  checkIn: fields.text({ label: 'Check-in time (24-hour, e.g. 15:00)', validation: { isRequired: true, pattern: TIME } }),
  checkOut: fields.text({ label: 'Check-out time (24-hour, e.g. 11:00)', validation: { isRequired: true, pattern: TIME } }),
  details: list('Property details', fields.object({ label: fields.text({ label: 'Label', validation: REQUIRED }), value: fields.text({ label: 'Value', validation: copy(HOTEL) }) }), {
    description: 'Listed under the address, the number of rooms and the check-in and check-out times',
  }),
  attractions: list(
    'Nearby attractions',
    fields.object({ name: fields.text({ label: 'Name', validation: REQUIRED }), description: fields.text({ label: 'Description', ...PROSE }), distance: fields.text({ label: 'Distance from the hotel', validation: { isRequired: true, pattern: DISTANCE } }) }),
  ),
  bookingUrl: fields.text({ label: 'Booking page address', validation: { isRequired: true, pattern: HTTPS } }),
  websiteUrl: fields.text({ label: 'Official website address', validation: { isRequired: true, pattern: HTTPS } }),
  lease: optional(
    'The hotel leases space to third parties',
    fields.object({
      intro: fields.text({ label: 'Introduction', ...PROSE }),
      tenants: list('Tenants', fields.object({ icon: icon(), kind: fields.text({ label: 'Kind, e.g. Restaurant', validation: REQUIRED }), name: fields.text({ label: 'Name', validation: REQUIRED }), description: fields.text({ label: 'Description', ...PROSE }) })),
    }),
    'Shows the "3rd Party Lease in Place" section',
  ),
});

const hotels = records('Hotels', 'canada-hotels', ['name', 'location'], {
  ...cardFields(),
  status: choice('Status', HOTEL_STATUSES),
  rooms: number({ label: 'Number of rooms', validation: { min: 1 } }),
  description: fields.text({ label: 'Card description', multiline: true, validation: copy(HOTEL, { min: 20 }) }),
  image: photo('Card photo', 'canada-hotels', HOTEL),
  page: optional('The hotel has its own page', hotelPage, 'At /hotels/ followed by the file name; the menu links to it, and the card shows its guest rating'),
});

/* ---- Residential projects ------------------------------------------------------ */

const residencePage = fields.object({
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page, and in search results', validation: copy(RESIDENCE) }),
  heroImage: photo('Photo at the top of the page', 'canada-residential', RESIDENCE),
  cta: fields.object(
    {
      label: fields.text({ label: 'Enquiry button', validation: REQUIRED }),
      contactSubject: fields.text({ label: 'Subject of the contact form it opens', validation: copy({ tokens: ['name'] }) }),
      team: reference('Team that answers', 'teams', 'The contact form opens with this team chosen; the visitor can pick another'),
    },
    { label: 'Enquiry' },
  ),
  address: address(),
  about: list('About the project', fields.text({ label: 'Paragraph', multiline: true, validation: copy(RESIDENCE, { min: 20 }) }), { description: 'Do not state the number of units or floors: the page shows them' }),
  nearby: list('Nearby', fields.object({ name: fields.text({ label: 'Place', validation: REQUIRED }), distance: fields.text({ label: 'Distance', validation: { isRequired: true, pattern: DISTANCE } }) })),
  features: features('Features', RESIDENCE, 'Also listed to search engines'),
  unitTypes: list(
    'Unit types',
    fields.object({
      name: fields.text({ label: 'Name', validation: REQUIRED }),
      bedrooms: number({ label: 'Bedrooms (0 for a studio)', validation: { isRequired: true, min: 0 } }),
      bathrooms: number({ label: 'Bathrooms', step: 0.5, validation: { isRequired: true, min: 1 } }),
      areaSqFt: number({ label: 'Area (sq ft)', validation: { isRequired: true, min: 1 } }),
      description: fields.text({ label: 'Description', multiline: true, validation: copy(RESIDENCE, { min: 20 }) }),
    }),
  ),
  images: list('Gallery photos', photo('Photo', 'canada-residential', RESIDENCE)),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'Residence', 'Apartment'], { ApartmentComplex: 'Apartment complex' }),
});

const residential = records('Residential projects', 'canada-residential', ['name', 'location'], {
  ...cardFields(),
  status: choice('Status', RESIDENTIAL_STATUSES),
  units: number({ label: 'Number of units', description: 'Shown with the unit label, e.g. "122 condominium units"', validation: { isRequired: true, min: 1 } }),
  unitLabel: fields.text({ label: 'Unit label', description: 'Plural, e.g. condominium units', validation: REQUIRED }),
  floors: number({ label: 'Floors', validation: { min: 1 } }),
  description: fields.text({ label: 'Card description', description: 'Do not state the number of units or floors: the card shows them', multiline: true, validation: copy(RESIDENCE, { min: 20 }) }),
  image: photo('Card photo', 'canada-residential', RESIDENCE),
  page: optional('The project has its own page', residencePage, 'At / followed by the file name; the menu and the card link to it'),
});

/* ---- Restaurant and convention centre -------------------------------------------- */

const conventionPage = fields.object({
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page', validation: copy(CONVENTION) }),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy({ tokens: ['subtitle', 'rating', 'reviews'] }) }),
  heroImage: photo('Photo at the top of the page', 'canada-ventures', CONVENTION),
  hero: fields.object(
    { eyebrow: fields.text({ label: 'Line above the name', validation: copy({ tokens: ['location'] }) }), quoteButton: fields.text({ label: 'Quote button', validation: REQUIRED }) },
    { label: 'Top of the page' },
  ),
  address: address(),
  phone: fields.text({ label: 'Phone', validation: { isRequired: true, pattern: PHONE } }),
  ...guestRating(),
  websiteUrl: fields.text({ label: 'Official website address', validation: { isRequired: true, pattern: HTTPS } }),
  quoteUrl: fields.text({ label: 'Quote request page address', validation: { isRequired: true, pattern: HTTPS } }),
  about: heading('About section', fields.text, { paragraphs: list('Paragraphs', fields.text({ label: 'Paragraph', multiline: true, validation: copy(CONVENTION, { min: 20 }) })) }),
  glance: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: REQUIRED }),
      hallsLabel: fields.text({ label: 'Number of halls label', validation: REQUIRED }),
      capacityLabel: fields.text({ label: 'Capacity label', description: '{hall} is the first hall', validation: copy({ tokens: ['hall'] }) }),
      capacityValue: fields.text({ label: 'Capacity', validation: copy({ tokens: ['banquet', 'theatre'] }) }),
      sinceLabel: fields.text({ label: 'Opening year label', validation: REQUIRED }),
      phoneLabel: fields.text({ label: 'Phone label', validation: REQUIRED }),
    },
    { label: 'At a glance' },
  ),
  halls: heading('Halls section', fields.text, {
    areaLabel: fields.text({ label: 'Area label', validation: REQUIRED }),
    banquetLabel: fields.text({ label: 'Banquet label', validation: REQUIRED }),
    banquetValue: fields.text({ label: 'Banquet capacity', validation: copy({ tokens: ['count'] }) }),
    theatreLabel: fields.text({ label: 'Theatre label', validation: REQUIRED }),
    theatreValue: fields.text({ label: 'Theatre capacity', validation: copy({ tokens: ['count'] }) }),
    items: list(
      'Halls',
      fields.object({
        name: fields.text({ label: 'Name', validation: REQUIRED }),
        areaSqFt: number({ label: 'Area (sq ft)', validation: { isRequired: true, min: 1 } }),
        banquet: number({ label: 'Banquet guests', validation: { isRequired: true, min: 1 } }),
        theatre: number({ label: 'Theatre seats', description: 'The largest gives the venue’s capacity to search engines', validation: { isRequired: true, min: 1 } }),
        description: fields.text({ label: 'Description', multiline: true, validation: copy(CONVENTION, { min: 20 }) }),
      }),
      { description: 'The first is the one whose capacity shows at a glance' },
    ),
  }),
  eventTypes: heading('Event types section', fields.text, { items: features('Items', CONVENTION) }),
  services: heading('Services section', fields.text, { items: features('Items', CONVENTION) }),
  eventCards: heading('Event cards section', fields.text, {
    explore: fields.text({ label: 'Card button', validation: copy({ tokens: ['title'] }) }),
    items: list(
      'Cards',
      fields.object({ title: fields.text({ label: 'Title', validation: REQUIRED }), description: fields.text({ label: 'Description', multiline: true, validation: copy(CONVENTION, { min: 20 }) }), href: fields.text({ label: 'Page address', validation: { isRequired: true, pattern: HTTPS } }), image: photo('Photo', 'canada-ventures', CONVENTION) }),
    ),
  }),
});

const restaurantPage = fields.object({
  subtitle: fields.text({ label: 'Subtitle', description: 'Under the name at the top of the page', validation: copy(RESTAURANT) }),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy(RESTAURANT, { tokens: ['subtitle', 'cuisine', 'location'] }) }),
  heroImage: photo('Photo at the top of the page', 'canada-ventures', RESTAURANT),
  hero: fields.object(
    { eyebrow: fields.text({ label: 'Line above the name', validation: copy({ tokens: ['location'] }) }), callButton: fields.text({ label: 'Call button', validation: REQUIRED }) },
    { label: 'Top of the page' },
  ),
  address: address(),
  phone: fields.text({ label: 'Phone', validation: { isRequired: true, pattern: PHONE } }),
  cuisine: list('Cuisine', fields.text({ label: 'Cuisine', validation: REQUIRED })),
  priceRange: fields.text({ label: 'Price range', validation: { isRequired: true, pattern: { regex: /^\$+$/, message: 'must be one to four dollar signs, like $$' } } }),
  hours: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: REQUIRED }),
      cuisineLabel: fields.text({ label: 'Cuisine label', validation: REQUIRED }),
      times: list(
        'Opening hours',
        fields.object({ days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }), opens: fields.text({ label: 'Opens', validation: { isRequired: true, pattern: TIME } }), closes: fields.text({ label: 'Closes', validation: { isRequired: true, pattern: TIME } }) }),
      ),
    },
    { label: 'Opening hours' },
  ),
  about: heading('About section', fields.text, {
    title: fields.text({ label: 'Heading', description: CLOSES_HINT, validation: copy(CLOSES) }),
    paragraphs: list('Paragraphs', fields.text({ label: 'Paragraph', description: CLOSES_HINT, multiline: true, validation: copy(CLOSES, { min: 20 }) })),
  }),
  menu: heading('Menu highlights section', fields.text, {
    items: list('Dishes', fields.object({ name: fields.text({ label: 'Name', validation: REQUIRED }), description: fields.text({ label: 'Description', multiline: true, validation: copy(RESTAURANT, { min: 20 }) }), image: photo('Photo', 'canada-ventures', RESTAURANT) })),
  }),
  features: heading('Why guests come back section', fields.text, { items: features('Items', CLOSES, undefined, CLOSES_HINT) }),
});

const ventures = records('Restaurant and convention centre', 'canada-ventures', ['name', 'location'], {
  ...cardFields(),
  status: choice('Status', HOTEL_STATUSES),
  type: choice('Kind', VENTURE_TYPES, { 'Convention Center': 'Convention centre' }),
  description: fields.text({ label: 'Card description', description: 'Also describes the venue to search engines', ...PROSE }),
  image: photo('Card photo', 'canada-ventures'),
  page: fields.conditional(
    choice('Its own page', ['none', 'restaurant', 'conventionCentre'], { none: 'None yet', restaurant: 'A restaurant page', conventionCentre: 'A convention centre page' }, 'At / followed by the file name; the menu and the card link to it'),
    { none: fields.empty(), restaurant: restaurantPage, conventionCentre: conventionPage },
  ),
});

/* ---- Pages ------------------------------------------------------------------ */

const section = <F extends Record<string, ComponentSchema>>(label: string, more: F) => heading(label, fields.text, { intro: fields.text({ label: 'Introduction', ...PROSE }), ...more });

const canadaPage = file('CHG Canada page', 'pages/chg-canada', {
  menuLabel: fields.text({ label: 'Menu label', description: 'The first entry of the CHG Canada menu', validation: REQUIRED }),
  metaTitle: fields.text({ label: 'Title in search results', validation: REQUIRED }),
  eyebrow: fields.text({ label: 'Line above the heading', validation: REQUIRED }),
  title: fields.text({ label: 'Heading', validation: REQUIRED }),
  lead: fields.text({ label: 'Introduction', description: 'Also the description in search results', ...PROSE }),
  heroImage: photo('Photo at the top of the page', 'pages/chg-canada'),
  hotels: section('Hotels section', {
    roomsFact: fields.text({ label: 'Rooms on a card', validation: copy({ tokens: ['rooms'] }) }),
    viewButton: fields.text({ label: 'Button of a hotel with a page', validation: REQUIRED }),
    comingSoonButton: fields.text({ label: 'Button of a hotel without a page', validation: REQUIRED }),
    comingSoonReason: fields.text({ label: 'Why that button is disabled', description: '{yearLabel} is e.g. Opening 2027', validation: copy({ tokens: ['yearLabel'] }) }),
  }),
  residential: section('Residential section', {
    viewButton: fields.text({ label: 'Button of a project with a page', validation: REQUIRED }),
    inDevelopmentButton: fields.text({ label: 'Button of a project without a page', validation: REQUIRED }),
    inDevelopmentReason: fields.text({ label: 'Why that button is disabled', description: '{yearLabel} is e.g. Expected 2028', validation: copy({ tokens: ['yearLabel'] }) }),
  }),
  commercial: section('Restaurant and convention centre section', {
    meta: fields.text({ label: 'Line above the name', validation: copy({ tokens: ['type', 'year'] }) }),
    restaurantButton: fields.text({ label: 'Button of the restaurant', validation: REQUIRED }),
    venueButton: fields.text({ label: 'Button of the convention centre', validation: REQUIRED }),
    visitLabel: fields.text({ label: 'Button name read by screen readers', validation: copy({ tokens: ['name'] }) }),
  }),
  closing: closingSection(fields.text, { eyebrow: fields.text({ label: 'Line above the heading', validation: REQUIRED }) }),
});

const canadaLabels = file('Labels shared by the Canada pages', 'pages/canada-labels', {
  rating: fields.object(
    { summary: fields.text({ label: 'Rating, read by screen readers', validation: copy({ tokens: ['rating', 'reviews'] }) }), reviews: fields.text({ label: 'Number of reviews', validation: copy({ tokens: ['reviews'] }) }) },
    { label: 'Guest rating' },
  ),
  floors: fields.text({ label: 'Number of floors', validation: copy({ tokens: ['floors'] }) }),
  area: fields.text({ label: 'Floor area', validation: copy({ tokens: ['area'] }) }),
  location: heading('Location section', fields.text, {
    directions: fields.text({ label: 'Directions button', validation: REQUIRED }),
    call: fields.text({ label: 'Call button', validation: REQUIRED }),
    showMap: fields.text({ label: 'Show-map button', validation: REQUIRED }),
    mapNote: fields.text({ label: 'Note under the show-map button', validation: REQUIRED }),
    mapTitle: fields.text({ label: 'Name of the map, read by screen readers', validation: copy({ tokens: ['name'] }) }),
  }),
});

const hotelCopy = file('Hotel pages: headings', 'pages/hotel', {
  heroEyebrow: fields.text({ label: 'Line above the hotel name', validation: copy({ tokens: ['location'] }) }),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy({ tokens: ['subtitle', 'rating', 'reviews', 'location'] }) }),
  bookButton: fields.text({ label: 'Booking button', validation: REQUIRED }),
  websiteButton: fields.text({ label: 'Website button', validation: REQUIRED }),
  about: fields.object(
    {
      eyebrow: fields.text({ label: 'Line above the heading', validation: REQUIRED }),
      title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }),
      detailsTitle: fields.text({ label: 'Heading of the property details', validation: REQUIRED }),
      addressLabel: fields.text({ label: 'Address label', validation: REQUIRED }),
      roomsLabel: fields.text({ label: 'Rooms label', validation: REQUIRED }),
      checkInLabel: fields.text({ label: 'Check-in label', validation: REQUIRED }),
      checkOutLabel: fields.text({ label: 'Check-out label', validation: REQUIRED }),
      roomsValue: fields.text({ label: 'Number of rooms', validation: copy({ tokens: ['rooms'] }) }),
      ratingLabel: fields.text({ label: 'Rating label', validation: REQUIRED }),
      reviewsLabel: fields.text({ label: 'Reviews label', validation: REQUIRED }),
    },
    { label: 'About section' },
  ),
  features: heading('Key features section', fields.text, {}),
  amenities: heading('Amenities section', fields.text, {}),
  gallery: gallerySection(fields.text),
  attractions: fields.object(
    { eyebrow: fields.text({ label: 'Line above the heading', validation: copy({ tokens: ['locality'] }) }), title: fields.text({ label: 'Heading', validation: REQUIRED }), distance: fields.text({ label: 'Distance line', validation: copy({ tokens: ['distance'] }) }) },
    { label: 'Nearby attractions section' },
  ),
  lease: heading('Third-party lease section', fields.text, {}),
});

const hotelNotFound = file('Hotel not found page', 'pages/hotel-not-found', {
  eyebrow: fields.text({ label: 'Line above the heading', validation: REQUIRED }),
  title: fields.text({ label: 'Heading', description: 'Also the title of the browser tab', validation: REQUIRED }),
  text: fields.text({ label: 'Text', ...PROSE }),
  backButton: fields.text({ label: 'Button back to the CHG Canada page', validation: REQUIRED }),
});

const residenceCopy = file('Residence pages: headings', 'pages/residence', {
  metaDescription: fields.text({ label: 'Description in search results', description: '{description} is the card description', validation: copy({ tokens: ['subtitle', 'description'] }) }),
  canadaButton: fields.text({ label: 'Button back to the CHG Canada page', validation: REQUIRED }),
  about: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }),
      glanceTitle: fields.text({ label: 'Heading of the side card', validation: REQUIRED }),
      addressLabel: fields.text({ label: 'Address label', validation: REQUIRED }),
      homesLabel: fields.text({ label: 'Units label', validation: REQUIRED }),
      buildingLabel: fields.text({ label: 'Floors label', validation: REQUIRED }),
      statusLabel: fields.text({ label: 'Status label', validation: REQUIRED }),
    },
    { label: 'About section' },
  ),
  features: heading('Features section', fields.text, {}),
  units: heading('Unit types section', fields.text, {
    studio: fields.text({ label: 'A unit without a bedroom', validation: REQUIRED }),
    bedroom: fields.text({ label: 'One bedroom', validation: copy({ tokens: ['count'] }) }),
    bedrooms: fields.text({ label: 'Several bedrooms', validation: copy({ tokens: ['count'] }) }),
    bathrooms: fields.text({ label: 'Bathrooms', validation: copy({ tokens: ['count'] }) }),
  }),
  gallery: heading('Gallery section', fields.text, {}),
  enquire: fields.object({ eyebrow: fields.text({ label: 'Line above the heading', validation: REQUIRED }), title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }) }, { label: 'Enquiry section' }),
});

export const canadaCollections = { 'canada-hotels': hotels, 'canada-residential': residential, 'canada-ventures': ventures };
export const canadaSingletons = {
  'chg-canada': canadaPage,
  'canada-labels': canadaLabels,
  hotel: hotelCopy,
  'hotel-not-found': hotelNotFound,
  residence: residenceCopy,
};
