/**
 * CHG Canada: the hotels, residential projects and ventures (one file per
 * record; a record with a page carries the page too, in its `page` group) and
 * the copy their pages share. English only.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { closingSectionFields } from '@/components/ui/closing-section.fields';
import { galleryFields } from '@/components/hotels/gallery.fields';
import {
  BOOKING_TEMPLATE,
  choice,
  copy,
  DISTANCE,
  file,
  filled,
  heading,
  HTTPS,
  icon,
  image,
  list,
  name,
  number,
  PHONE,
  position,
  POSTAL_CODE,
  RATING_MAX,
  records,
  reference,
  sentence,
  TIME,
  year,
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
const count = (label: string, description?: string) =>
  number({ label, description, validation: { isRequired: true, min: 1 } });
const photo = (label: string, folder: string, figures: CopyOptions = {}) =>
  image({ label, folder, text: fields.text, alt: copy(figures, { min: 8 }) });

const address = () =>
  fields.object(
    {
      streetAddress: fields.text({ label: 'Street address', validation: filled() }),
      locality: fields.text({ label: 'City', validation: filled() }),
      region: choice({ label: 'Province', values: ['ON'], labels: { ON: 'Ontario' } }),
      postalCode: fields.text({ label: 'Postal code', validation: { isRequired: true, pattern: POSTAL_CODE } }),
      country: choice({ label: 'Country', values: ['CA'], labels: { CA: 'Canada' } }),
    },
    { label: 'Address' },
  );

const cardFields = () => ({
  name: name(),
  position: position(),
  location: fields.text({ label: 'Location', description: 'On the card, e.g. Oshawa, Ontario', validation: filled() }),
  year: year({
    label: 'Year',
    description:
      'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year',
  }),
});

/** An icon, a short label and a sentence each: features, amenities, services; `hint` says what the sentence may write. */
const features = (label: string, figures: CopyOptions, description?: string, hint?: string) =>
  list(
    fields.object({
      icon: icon(),
      label: fields.text({ label: 'Label', validation: copy(figures) }),
      description: fields.text({
        label: 'Description',
        description: hint,
        multiline: true,
        validation: copy(figures, { min: 20 }),
      }),
    }),
    { label, description },
  );

const guestRating = (description?: string) => ({
  rating: number({
    label: 'Guest rating (out of 5)',
    description,
    step: 0.1,
    validation: { isRequired: true, min: 1, max: RATING_MAX },
  }),
  reviews: count('Number of guest reviews'),
});

/* ---- Hotels ---------------------------------------------------------------- */
const hotelPage = fields.object({
  ...guestRating('On the card, the page and in search results'),
  subtitle: fields.text({
    label: 'Subtitle',
    description: 'Under the name at the top of the page, and in search results',
    validation: copy(HOTEL),
  }),
  address: address(),
  phone: fields.text({
    label: 'Front desk phone',
    description: 'Shown with the address, the map and directions, as a call button',
    validation: { isRequired: true, pattern: PHONE },
  }),
  description: list(fields.text({ label: 'Paragraph', multiline: true, validation: copy(HOTEL, { min: 20 }) }), {
    label: 'About the hotel',
    description: 'The first paragraph also describes the hotel to search engines',
  }),
  heroImage: photo('Photo at the top of the page', 'canada-hotels', HOTEL),
  images: list(photo('Photo', 'canada-hotels', HOTEL), { label: 'Gallery photos', min: 3 }),
  features: features('Key features', HOTEL),
  amenities: features('Amenities', HOTEL, 'Also listed to search engines'),
  checkIn: fields.text({
    label: 'Check-in time (24-hour, e.g. 15:00)',
    validation: { isRequired: true, pattern: TIME },
  }),
  checkOut: fields.text({
    label: 'Check-out time (24-hour, e.g. 11:00)',
    validation: { isRequired: true, pattern: TIME },
  }),
  details: list(
    fields.object({
      label: fields.text({ label: 'Label', validation: filled() }),
      value: fields.text({ label: 'Value', validation: copy(HOTEL) }),
    }),
    {
      label: 'Property details',
      description: 'Listed under the address, the number of rooms and the check-in and check-out times',
    },
  ),
  attractions: list(
    fields.object({
      name: fields.text({ label: 'Name', validation: filled() }),
      description: fields.text({ label: 'Description', multiline: true, validation: sentence() }),
      distance: fields.text({ label: 'Distance from the hotel', validation: { isRequired: true, pattern: DISTANCE } }),
    }),
    { label: 'Nearby attractions' },
  ),
  bookingUrl: fields.text({
    label: 'Booking page address',
    description: 'Where "Book Your Stay" goes when the hotel has no booking engine address with dates',
    validation: { isRequired: true, pattern: HTTPS },
  }),
  bookingTemplate: fields.text({
    label: 'Booking engine address with dates',
    description:
      'Gives the page a booking bar (check-in, check-out, adults) that opens this address with the guest\'s choice: {checkIn} and {checkOut} as 2026-12-04, {guests} the adults. Leave empty for the "Book Your Stay" link alone',
    validation: { pattern: BOOKING_TEMPLATE },
  }),
  websiteUrl: fields.text({ label: 'Official website address', validation: { isRequired: true, pattern: HTTPS } }),
  lease: fields.conditional(
    fields.checkbox({
      label: 'The hotel leases space to third parties',
      description: 'Shows the "3rd Party Lease in Place" section',
    }),
    {
      true: fields.object({
        intro: fields.text({ label: 'Introduction', multiline: true, validation: sentence() }),
        tenants: list(
          fields.object({
            icon: icon(),
            kind: fields.text({ label: 'Kind, e.g. Restaurant', validation: filled() }),
            name: fields.text({ label: 'Name', validation: filled() }),
            description: fields.text({ label: 'Description', multiline: true, validation: sentence() }),
          }),
          { label: 'Tenants' },
        ),
      }),
      false: fields.empty(),
    },
  ),
});

const hotels = records({
  label: 'Hotels',
  folder: 'canada-hotels',
  columns: ['name', 'location'],
  schema: {
    ...cardFields(),
    status: choice({ label: 'Status', values: HOTEL_STATUSES }),
    rooms: number({ label: 'Number of rooms', validation: { min: 1 } }),
    description: fields.text({ label: 'Card description', multiline: true, validation: copy(HOTEL, { min: 20 }) }),
    image: photo('Card photo', 'canada-hotels', HOTEL),
    page: fields.conditional(
      fields.checkbox({
        label: 'The hotel has its own page',
        description: 'At /hotels/ followed by the file name; the menu links to it, and the card shows its guest rating',
      }),
      { true: hotelPage, false: fields.empty() },
    ),
  },
});

/* ---- Residential projects ------------------------------------------------------ */
const residencePage = fields.object({
  subtitle: fields.text({
    label: 'Subtitle',
    description: 'Under the name at the top of the page, and in search results',
    validation: copy(RESIDENCE),
  }),
  heroImage: photo('Photo at the top of the page', 'canada-residential', RESIDENCE),
  cta: fields.object(
    {
      label: fields.text({ label: 'Enquiry button', validation: filled() }),
      contactSubject: fields.text({
        label: 'Subject of the contact form it opens',
        validation: copy({ tokens: ['name'] }),
      }),
      team: reference({
        label: 'Team that answers',
        collection: 'teams',
        description: 'The contact form opens with this team chosen; the visitor can pick another',
      }),
    },
    { label: 'Enquiry' },
  ),
  address: address(),
  phone: fields.text({
    label: 'Phone',
    description: 'A call button at the top of the page, with the address, and on phones at the bottom of the screen',
    validation: { isRequired: true, pattern: PHONE },
  }),
  about: list(fields.text({ label: 'Paragraph', multiline: true, validation: copy(RESIDENCE, { min: 20 }) }), {
    label: 'About the project',
    description: 'Do not state the number of units or floors: the page shows them',
  }),
  nearby: list(
    fields.object({
      name: fields.text({ label: 'Place', validation: filled() }),
      distance: fields.text({ label: 'Distance', validation: { isRequired: true, pattern: DISTANCE } }),
    }),
    { label: 'Nearby' },
  ),
  features: features('Features', RESIDENCE, 'Also listed to search engines'),
  unitTypes: list(
    fields.object({
      name: fields.text({ label: 'Name', validation: filled() }),
      bedrooms: number({ label: 'Bedrooms (0 for a studio)', validation: { isRequired: true, min: 0 } }),
      bathrooms: number({ label: 'Bathrooms', step: 0.5, validation: { isRequired: true, min: 1 } }),
      areaSqFt: count('Area (sq ft)'),
      description: fields.text({ label: 'Description', multiline: true, validation: copy(RESIDENCE, { min: 20 }) }),
    }),
    { label: 'Unit types' },
  ),
  images: list(photo('Photo', 'canada-residential', RESIDENCE), { label: 'Gallery photos' }),
  schemaType: choice({
    label: 'Kind of place, for search engines',
    values: ['ApartmentComplex', 'Residence', 'Apartment'],
    labels: { ApartmentComplex: 'Apartment complex' },
  }),
});

const residential = records({
  label: 'Residential projects',
  folder: 'canada-residential',
  columns: ['name', 'location'],
  schema: {
    ...cardFields(),
    status: choice({ label: 'Status', values: RESIDENTIAL_STATUSES }),
    units: count('Number of units', 'Shown with the unit label, e.g. "122 condominium units"'),
    unitLabel: fields.text({
      label: 'Unit label',
      description: 'Plural, e.g. condominium units',
      validation: filled(),
    }),
    floors: number({ label: 'Floors', validation: { min: 1 } }),
    description: fields.text({
      label: 'Card description',
      description: 'Do not state the number of units or floors: the card shows them',
      multiline: true,
      validation: copy(RESIDENCE, { min: 20 }),
    }),
    image: photo('Card photo', 'canada-residential', RESIDENCE),
    page: fields.conditional(
      fields.checkbox({
        label: 'The project has its own page',
        description: 'At / followed by the file name; the menu and the card link to it',
      }),
      { true: residencePage, false: fields.empty() },
    ),
  },
});

/* ---- Restaurant and convention centre -------------------------------------------- */
/** The top of a venue's page, down to its phone: `search` is what its description in search results may write, `button` the button under its name. */
const venueTop = <B extends Record<string, ComponentSchema>>(
  figures: CopyOptions,
  search: CopyOptions[],
  button: B,
) => ({
  subtitle: fields.text({
    label: 'Subtitle',
    description: 'Under the name at the top of the page',
    validation: copy(figures),
  }),
  metaDescription: fields.text({ label: 'Description in search results', validation: copy(...search) }),
  heroImage: photo('Photo at the top of the page', 'canada-ventures', figures),
  hero: fields.object(
    { eyebrow: fields.text({ label: 'Line above the name', validation: copy({ tokens: ['location'] }) }), ...button },
    { label: 'Top of the page' },
  ),
  address: address(),
  phone: fields.text({ label: 'Phone', validation: { isRequired: true, pattern: PHONE } }),
});

const conventionPage = fields.object({
  ...venueTop(CONVENTION, [{ tokens: ['subtitle', 'rating', 'reviews'] }], {
    quoteButton: fields.text({ label: 'Quote button', validation: filled() }),
  }),
  ...guestRating(),
  websiteUrl: fields.text({ label: 'Official website address', validation: { isRequired: true, pattern: HTTPS } }),
  quoteUrl: fields.text({ label: 'Quote request page address', validation: { isRequired: true, pattern: HTTPS } }),
  about: heading(
    {
      paragraphs: list(
        fields.text({ label: 'Paragraph', multiline: true, validation: copy(CONVENTION, { min: 20 }) }),
        {
          label: 'Paragraphs',
        },
      ),
    },
    { label: 'About section', text: fields.text },
  ),
  glance: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: filled() }),
      hallsLabel: fields.text({ label: 'Number of halls label', validation: filled() }),
      capacityLabel: fields.text({
        label: 'Capacity label',
        description: '{hall} is the first hall',
        validation: copy({ tokens: ['hall'] }),
      }),
      capacityValue: fields.text({ label: 'Capacity', validation: copy({ tokens: ['banquet', 'theatre'] }) }),
      sinceLabel: fields.text({ label: 'Opening year label', validation: filled() }),
      phoneLabel: fields.text({ label: 'Phone label', validation: filled() }),
    },
    { label: 'At a glance' },
  ),
  halls: heading(
    {
      areaLabel: fields.text({ label: 'Area label', validation: filled() }),
      banquetLabel: fields.text({ label: 'Banquet label', validation: filled() }),
      banquetValue: fields.text({ label: 'Banquet capacity', validation: copy({ tokens: ['count'] }) }),
      theatreLabel: fields.text({ label: 'Theatre label', validation: filled() }),
      theatreValue: fields.text({ label: 'Theatre capacity', validation: copy({ tokens: ['count'] }) }),
      items: list(
        fields.object({
          name: fields.text({ label: 'Name', validation: filled() }),
          areaSqFt: count('Area (sq ft)'),
          banquet: count('Banquet guests'),
          theatre: count('Theatre seats', 'The largest gives the venue’s capacity to search engines'),
          description: fields.text({
            label: 'Description',
            multiline: true,
            validation: copy(CONVENTION, { min: 20 }),
          }),
        }),
        { label: 'Halls', description: 'The first is the one whose capacity shows at a glance' },
      ),
    },
    { label: 'Halls section', text: fields.text },
  ),
  eventTypes: heading({ items: features('Items', CONVENTION) }, { label: 'Event types section', text: fields.text }),
  services: heading({ items: features('Items', CONVENTION) }, { label: 'Services section', text: fields.text }),
  eventCards: heading(
    {
      explore: fields.text({ label: 'Card button', validation: copy({ tokens: ['title'] }) }),
      items: list(
        fields.object({
          title: fields.text({ label: 'Title', validation: filled() }),
          description: fields.text({
            label: 'Description',
            multiline: true,
            validation: copy(CONVENTION, { min: 20 }),
          }),
          href: fields.text({ label: 'Page address', validation: { isRequired: true, pattern: HTTPS } }),
          image: photo('Photo', 'canada-ventures', CONVENTION),
        }),
        { label: 'Cards' },
      ),
    },
    { label: 'Event cards section', text: fields.text },
  ),
});

const restaurantPage = fields.object({
  ...venueTop(RESTAURANT, [RESTAURANT, { tokens: ['subtitle', 'cuisine', 'location'] }], {
    callButton: fields.text({ label: 'Call button', validation: filled() }),
  }),
  cuisine: list(fields.text({ label: 'Cuisine', validation: filled() }), { label: 'Cuisine' }),
  priceRange: fields.text({
    label: 'Price range',
    validation: { isRequired: true, pattern: { regex: /^\$+$/, message: 'must be one to four dollar signs, like $$' } },
  }),
  hours: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: filled() }),
      cuisineLabel: fields.text({ label: 'Cuisine label', validation: filled() }),
      times: list(
        fields.object({
          days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }),
          opens: fields.text({ label: 'Opens', validation: { isRequired: true, pattern: TIME } }),
          closes: fields.text({ label: 'Closes', validation: { isRequired: true, pattern: TIME } }),
        }),
        { label: 'Opening hours' },
      ),
    },
    { label: 'Opening hours' },
  ),
  // A title (or an eyebrow) among heading()'s further fields takes the place of its plain one.
  about: heading(
    {
      title: fields.text({ label: 'Heading', description: CLOSES_HINT, validation: copy(CLOSES) }),
      paragraphs: list(
        fields.text({
          label: 'Paragraph',
          description: CLOSES_HINT,
          multiline: true,
          validation: copy(CLOSES, { min: 20 }),
        }),
        { label: 'Paragraphs' },
      ),
    },
    { label: 'About section', text: fields.text },
  ),
  menu: heading(
    {
      items: list(
        fields.object({
          name: fields.text({ label: 'Name', validation: filled() }),
          description: fields.text({
            label: 'Description',
            multiline: true,
            validation: copy(RESTAURANT, { min: 20 }),
          }),
          image: photo('Photo', 'canada-ventures', RESTAURANT),
        }),
        { label: 'Dishes' },
      ),
    },
    { label: 'Menu highlights section', text: fields.text },
  ),
  features: heading(
    {
      items: features('Items', CLOSES, undefined, CLOSES_HINT),
    },
    { label: 'Why guests come back section', text: fields.text },
  ),
});

const ventures = records({
  label: 'Restaurant and convention centre',
  folder: 'canada-ventures',
  columns: ['name', 'location'],
  schema: {
    ...cardFields(),
    status: choice({ label: 'Status', values: HOTEL_STATUSES }),
    type: choice({ label: 'Kind', values: VENTURE_TYPES, labels: { 'Convention Center': 'Convention centre' } }),
    description: fields.text({
      label: 'Card description',
      description: 'Also describes the venue to search engines',
      multiline: true,
      validation: sentence(),
    }),
    image: photo('Card photo', 'canada-ventures'),
    page: fields.conditional(
      choice({
        label: 'Its own page',
        values: ['none', 'restaurant', 'conventionCentre'],
        labels: { none: 'None yet', restaurant: 'A restaurant page', conventionCentre: 'A convention centre page' },
        description: 'At / followed by the file name; the menu and the card link to it',
      }),
      { none: fields.empty(), restaurant: restaurantPage, conventionCentre: conventionPage },
    ),
  },
});

/* ---- Pages ------------------------------------------------------------------ */
const section = <F extends Record<string, ComponentSchema>>(label: string, more: F) =>
  heading(
    {
      intro: fields.text({ label: 'Introduction', multiline: true, validation: sentence() }),
      ...more,
    },
    { label: label, text: fields.text },
  );

const canadaPage = file({
  label: 'CHG Canada page',
  path: 'pages/chg-canada',
  schema: {
    menuLabel: fields.text({
      label: 'Menu label',
      description: 'The first entry of the CHG Canada menu',
      validation: filled(),
    }),
    metaTitle: fields.text({ label: 'Title in search results', validation: filled() }),
    eyebrow: fields.text({ label: 'Line above the heading', validation: filled() }),
    title: fields.text({ label: 'Heading', validation: filled() }),
    lead: fields.text({
      label: 'Introduction',
      description: 'Also the description in search results',
      multiline: true,
      validation: sentence(),
    }),
    heroImage: photo('Photo at the top of the page', 'pages/chg-canada'),
    hotels: section('Hotels section', {
      roomsFact: fields.text({ label: 'Rooms on a card', validation: copy({ tokens: ['rooms'] }) }),
      viewButton: fields.text({ label: 'Button of a hotel with a page', validation: filled() }),
      comingSoonButton: fields.text({ label: 'Button of a hotel without a page', validation: filled() }),
      comingSoonReason: fields.text({
        label: 'Why that button is disabled',
        description: '{yearLabel} is e.g. Opening 2027',
        validation: copy({ tokens: ['yearLabel'] }),
      }),
    }),
    residential: section('Residential section', {
      viewButton: fields.text({ label: 'Button of a project with a page', validation: filled() }),
      inDevelopmentButton: fields.text({ label: 'Button of a project without a page', validation: filled() }),
      inDevelopmentReason: fields.text({
        label: 'Why that button is disabled',
        description: '{yearLabel} is e.g. Expected 2028',
        validation: copy({ tokens: ['yearLabel'] }),
      }),
    }),
    commercial: section('Restaurant and convention centre section', {
      meta: fields.text({ label: 'Line above the name', validation: copy({ tokens: ['type', 'year'] }) }),
      restaurantButton: fields.text({ label: 'Button of the restaurant', validation: filled() }),
      venueButton: fields.text({ label: 'Button of the convention centre', validation: filled() }),
      visitLabel: fields.text({ label: 'Button name read by screen readers', validation: copy({ tokens: ['name'] }) }),
    }),
    closing: closingSectionFields(fields.text, {
      eyebrow: fields.text({ label: 'Line above the heading', validation: filled() }),
    }),
  },
});

const canadaLabels = file({
  label: 'Labels shared by the Canada pages',
  path: 'pages/canada-labels',
  schema: {
    rating: fields.object(
      {
        summary: fields.text({
          label: 'Rating, read by screen readers',
          validation: copy({ tokens: ['rating', 'reviews'] }),
        }),
        reviews: fields.text({ label: 'Number of reviews', validation: copy({ tokens: ['reviews'] }) }),
      },
      { label: 'Guest rating' },
    ),
    floors: fields.text({ label: 'Number of floors', validation: copy({ tokens: ['floors'] }) }),
    area: fields.text({ label: 'Floor area', validation: copy({ tokens: ['area'] }) }),
    location: heading(
      {
        directions: fields.text({ label: 'Directions button', validation: filled() }),
        call: fields.text({ label: 'Call button', validation: filled() }),
        showMap: fields.text({ label: 'Show-map button', validation: filled() }),
        mapNote: fields.text({ label: 'Note under the show-map button', validation: filled() }),
        mapTitle: fields.text({
          label: 'Name of the map, read by screen readers',
          validation: copy({ tokens: ['name'] }),
        }),
      },
      { label: 'Location section', text: fields.text },
    ),
  },
});

const hotelCopy = file({
  label: 'Hotel pages: headings',
  path: 'pages/hotel',
  schema: {
    heroEyebrow: fields.text({ label: 'Line above the hotel name', validation: copy({ tokens: ['location'] }) }),
    metaDescription: fields.text({
      label: 'Description in search results',
      validation: copy({ tokens: ['subtitle', 'rating', 'reviews', 'location'] }),
    }),
    bookButton: fields.text({
      label: 'Booking button',
      description: "Also the booking bar's button, and the phone's bar at the bottom of the screen",
      validation: filled(),
    }),
    websiteButton: fields.text({ label: 'Website button', validation: filled() }),
    booking: fields.object(
      {
        label: fields.text({
          label: 'Name of the booking bar, read by screen readers',
          description: 'e.g. Book a stay',
          validation: filled(),
        }),
        checkIn: fields.text({ label: 'Check-in label', validation: filled() }),
        checkOut: fields.text({ label: 'Check-out label', validation: filled() }),
        guests: fields.text({ label: 'Adults label', validation: filled() }),
        checkInMissing: fields.text({ label: 'Message: no check-in day', validation: filled() }),
        checkOutMissing: fields.text({ label: 'Message: no check-out day', validation: filled() }),
        checkInPast: fields.text({
          label: 'Message: a check-in day before today',
          description: "Today is the hotel's, in Ontario",
          validation: filled(),
        }),
        checkOutBeforeCheckIn: fields.text({
          label: 'Message: a check-out day not after the check-in',
          validation: filled(),
        }),
        tooLong: fields.text({
          label: 'Message: a stay too long to book here',
          description: '{nights} is the most nights the bar books',
          validation: copy({ tokens: ['nights'] }),
        }),
      },
      { label: 'Booking bar (hotels with a booking engine address with dates)' },
    ),
    about: heading(
      {
        title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }),
        detailsTitle: fields.text({ label: 'Heading of the property details', validation: filled() }),
        addressLabel: fields.text({ label: 'Address label', validation: filled() }),
        roomsLabel: fields.text({ label: 'Rooms label', validation: filled() }),
        checkInLabel: fields.text({ label: 'Check-in label', validation: filled() }),
        checkOutLabel: fields.text({ label: 'Check-out label', validation: filled() }),
        roomsValue: fields.text({ label: 'Number of rooms', validation: copy({ tokens: ['rooms'] }) }),
        ratingLabel: fields.text({ label: 'Rating label', validation: filled() }),
        reviewsLabel: fields.text({ label: 'Reviews label', validation: filled() }),
      },
      { label: 'About section', text: fields.text },
    ),
    features: heading({}, { label: 'Key features section', text: fields.text }),
    amenities: heading({}, { label: 'Amenities section', text: fields.text }),
    gallery: galleryFields(fields.text),
    attractions: heading(
      {
        eyebrow: fields.text({ label: 'Line above the heading', validation: copy({ tokens: ['locality'] }) }),
        distance: fields.text({ label: 'Distance line', validation: copy({ tokens: ['distance'] }) }),
      },
      { label: 'Nearby attractions section', text: fields.text },
    ),
    lease: heading({}, { label: 'Third-party lease section', text: fields.text }),
  },
});

const hotelNotFound = file({
  label: 'Hotel not found page',
  path: 'pages/hotel-not-found',
  schema: {
    eyebrow: fields.text({ label: 'Line above the heading', validation: filled() }),
    title: fields.text({ label: 'Heading', description: 'Also the title of the browser tab', validation: filled() }),
    text: fields.text({ label: 'Text', multiline: true, validation: sentence() }),
    hotelsTitle: fields.text({
      label: 'Heading above the hotels',
      description: 'Every hotel with a page is listed under it, each leading to its page',
      validation: filled(),
    }),
    backButton: fields.text({ label: 'Button back to the CHG Canada page', validation: filled() }),
  },
});

const residenceCopy = file({
  label: 'Residence pages: headings',
  path: 'pages/residence',
  schema: {
    metaDescription: fields.text({
      label: 'Description in search results',
      description: '{description} is the card description',
      validation: copy({ tokens: ['subtitle', 'description'] }),
    }),
    canadaButton: fields.text({ label: 'Button back to the CHG Canada page', validation: filled() }),
    about: fields.object(
      {
        title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }),
        glanceTitle: fields.text({ label: 'Heading of the side card', validation: filled() }),
        addressLabel: fields.text({ label: 'Address label', validation: filled() }),
        homesLabel: fields.text({ label: 'Units label', validation: filled() }),
        buildingLabel: fields.text({ label: 'Floors label', validation: filled() }),
        statusLabel: fields.text({ label: 'Status label', validation: filled() }),
      },
      { label: 'About section' },
    ),
    features: heading({}, { label: 'Features section', text: fields.text }),
    units: heading(
      {
        studio: fields.text({ label: 'A unit without a bedroom', validation: filled() }),
        bedroom: fields.text({ label: 'One bedroom', validation: copy({ tokens: ['count'] }) }),
        bedrooms: fields.text({ label: 'Several bedrooms', validation: copy({ tokens: ['count'] }) }),
        bathrooms: fields.text({ label: 'Bathrooms', validation: copy({ tokens: ['count'] }) }),
      },
      { label: 'Unit types section', text: fields.text },
    ),
    gallery: heading({}, { label: 'Gallery section', text: fields.text }),
    enquire: heading(
      {
        title: fields.text({ label: 'Heading', validation: copy({ tokens: ['name'] }) }),
      },
      { label: 'Enquiry section', text: fields.text },
    ),
  },
});

export const canadaCollections = {
  'canada-hotels': hotels,
  'canada-residential': residential,
  'canada-ventures': ventures,
};
export const canadaSingletons = {
  'chg-canada': canadaPage,
  'canada-labels': canadaLabels,
  hotel: hotelCopy,
  'hotel-not-found': hotelNotFound,
  residence: residenceCopy,
};
