/**
 * The editor's forms for CHG Canada: the hotels, residential projects and
 * ventures (one file per record) and the pages that show them. Each form
 * mirrors the zod schema of its lib/content module, field for field.
 */
import { collection, fields, singleton, type Collection, type ComponentSchema, type Singleton } from '@keystatic/core';
import {
  DAYS,
  DISTANCE_MESSAGE,
  DISTANCE_PATTERN,
  HOTEL_STATUSES,
  POSTAL_CODE_MESSAGE,
  POSTAL_CODE_PATTERN,
  PRICE_RANGE_MESSAGE,
  PRICE_RANGE_PATTERN,
  RESIDENCE_TYPES,
  RESIDENTIAL_STATUSES,
  TIME_MESSAGE,
  TIME_PATTERN,
  VENTURE_STATUSES,
  VENTURE_TYPES,
} from '@/lib/content/canada-rules';
import {
  choice,
  closingSection,
  count,
  features,
  httpsUrl,
  icon,
  image,
  line,
  lines,
  nameAndSlug,
  optionalGroup,
  paragraphs,
  phone,
  position,
  rating,
  sentence,
  teamField,
  template,
  year,
} from './fields';

function pattern(label: string, regex: RegExp, message: string, description?: string) {
  return fields.text({ label, description, validation: { isRequired: true, pattern: { regex, message } } });
}

function list<S extends ComponentSchema>(label: string, item: S, itemLabel: (value: never) => string, description?: string) {
  return fields.array(item, {
    label,
    description,
    itemLabel: itemLabel as never,
    validation: { length: { min: 1 } },
  });
}

const heading = (label: string, extra: Record<string, ComponentSchema> = {}) =>
  fields.object({ eyebrow: line('Eyebrow (small line above the heading)'), title: line('Heading'), ...extra }, { label });

const address = () =>
  fields.object(
    {
      streetAddress: line('Street address'),
      locality: line('City'),
      region: choice('Province', ['ON']),
      postalCode: pattern('Postal code', POSTAL_CODE_PATTERN, POSTAL_CODE_MESSAGE),
      country: choice('Country', ['CA']),
    },
    { label: 'Address' },
  );

const distance = (label = 'Distance') => pattern(label, DISTANCE_PATTERN, DISTANCE_MESSAGE);

const cardFields = () => ({
  name: nameAndSlug('Name'),
  position: position(),
  location: line('Location', { description: 'On the card, e.g. Oshawa, Ontario' }),
  year: year('Year', {
    description: 'Opened, or expected to open. The label (Established, Opening, Expected, Since) is worked out from the status and year',
  }),
});

/* ---- Collections --------------------------------------------------------- */

const hotelPage = {
  subtitle: line('Subtitle', { description: 'Under the name at the top of the page, and in search results' }),
  address: address(),
  description: paragraphs('About the hotel', { description: 'The first paragraph also describes the hotel to search engines' }),
  heroImage: image('Photo at the top of the page', 'canada-hotels'),
  images: fields.array(image('Photo', 'canada-hotels'), {
    label: 'Gallery photos',
    itemLabel: (props) => props.fields.alt.value || 'New photo',
    validation: { length: { min: 3 } },
  }),
  features: features('Key features'),
  amenities: features('Amenities', { description: 'Also listed to search engines' }),
  checkIn: pattern('Check-in time (24-hour, e.g. 15:00)', TIME_PATTERN, TIME_MESSAGE),
  checkOut: pattern('Check-out time (24-hour, e.g. 11:00)', TIME_PATTERN, TIME_MESSAGE),
  details: list(
    'Property details',
    fields.object({ label: line('Label'), value: line('Value') }),
    ((props: { fields: { label: { value: string } } }) => props.fields.label.value || 'New detail') as never,
    'Listed under the address, the number of rooms and the check-in and check-out times',
  ),
  attractions: list(
    'Nearby attractions',
    fields.object({ name: line('Name'), description: sentence('Description'), distance: distance('Distance from the hotel') }),
    ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New attraction') as never,
  ),
  bookingUrl: httpsUrl('Booking page address'),
  websiteUrl: httpsUrl('Official website address'),
  lease: optionalGroup(
    'The hotel leases space to third parties',
    {
      intro: sentence('Introduction'),
      tenants: list(
        'Tenants',
        fields.object({ icon: icon(), kind: line('Kind, e.g. Restaurant'), name: line('Name'), description: sentence('Description') }),
        ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New tenant') as never,
      ),
    },
    'Shows the "3rd Party Lease in Place" section',
  ),
};

const hotels = collection({
  label: 'Hotels',
  path: 'content/canada-hotels/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    ...cardFields(),
    status: choice('Status', HOTEL_STATUSES),
    rating: rating('Guest rating (out of 5)', { optional: true, description: 'Needed for a hotel with its own page; leave empty before opening' }),
    reviews: count('Number of guest reviews', { optional: true, description: 'Given with the rating' }),
    rooms: count('Number of rooms', { optional: true }),
    description: sentence('Card description'),
    image: image('Card photo', 'canada-hotels'),
    page: optionalGroup('The hotel has its own page', hotelPage, 'At /hotels/ followed by the slug; the menu links to it'),
  },
});

const residential = collection({
  label: 'Residential projects',
  path: 'content/canada-residential/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    ...cardFields(),
    status: choice('Status', RESIDENTIAL_STATUSES),
    units: count('Number of units', { description: 'Shown with the unit label, e.g. "122 condominium units"' }),
    unitLabel: line('Unit label', { description: 'Plural, e.g. condominium units' }),
    floors: count('Floors', { optional: true }),
    description: sentence('Card description', { description: 'Do not state the number of units or floors: the card shows them' }),
    image: image('Card photo', 'canada-residential'),
  },
});

const ventures = collection({
  label: 'Restaurant and convention centre',
  path: 'content/canada-ventures/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    ...cardFields(),
    status: choice('Status', VENTURE_STATUSES),
    type: choice('Kind', VENTURE_TYPES),
    description: sentence('Card description', { description: 'Also describes the venue to search engines' }),
    image: image('Card photo', 'canada-ventures'),
  },
});

/* ---- Pages ---------------------------------------------------------------- */

const section = (label: string) =>
  fields.object({ eyebrow: line('Eyebrow (small line above the heading)'), title: line('Heading'), intro: sentence('Introduction') }, { label });

const canadaPage = singleton({
  label: 'CHG Canada page',
  path: 'content/pages/chg-canada',
  format: { data: 'json' },
  schema: {
    menuLabel: line('Menu label', { description: 'The first entry of the CHG Canada menu' }),
    metaTitle: line('Title in search results'),
    eyebrow: line('Eyebrow (small line above the heading)'),
    title: line('Heading'),
    lead: sentence('Introduction', { description: 'Also the description in search results' }),
    heroImage: image('Photo at the top of the page', 'pages/chg-canada'),
    hotels: fields.object(
      {
        ...section('').fields,
        roomsFact: template('Rooms on a card', ['rooms']),
        viewButton: line('Button of a hotel with a page'),
        comingSoonButton: line('Button of a hotel without a page'),
        comingSoonReason: template('Why that button is disabled', ['yearLabel'], '{yearLabel} is e.g. Opening 2027'),
      },
      { label: 'Hotels section' },
    ),
    residential: fields.object(
      {
        ...section('').fields,
        viewButton: line('Button of a project with a page'),
        inDevelopmentButton: line('Button of a project without a page'),
        inDevelopmentReason: template('Why that button is disabled', ['yearLabel'], '{yearLabel} is e.g. Expected 2028'),
      },
      { label: 'Residential section' },
    ),
    commercial: fields.object(
      {
        ...section('').fields,
        meta: template('Line above the name', ['type', 'year']),
        restaurantButton: line('Button of the restaurant'),
        venueButton: line('Button of the convention centre'),
        visitLabel: template('Button name read by screen readers', ['name']),
      },
      { label: 'Restaurant and convention centre section' },
    ),
    closing: closingSection({ eyebrow: line('Eyebrow (small line above the heading)') }),
  },
});

const canadaLabels = singleton({
  label: 'Labels shared by the Canada pages',
  path: 'content/pages/canada-labels',
  format: { data: 'json' },
  schema: {
    rating: fields.object(
      {
        summary: template('Rating, read by screen readers', ['rating', 'reviews']),
        reviews: template('Number of reviews', ['reviews']),
      },
      { label: 'Guest rating' },
    ),
    floors: template('Number of floors', ['floors']),
    area: template('Floor area', ['area']),
    location: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading'),
        directions: line('Directions button'),
        call: line('Call button'),
        showMap: line('Show-map button'),
        mapNote: line('Note under the show-map button'),
        mapTitle: template('Name of the map, read by screen readers', ['name']),
      },
      { label: 'Location section' },
    ),
  },
});

const hotelCopy = singleton({
  label: 'Hotel pages: headings',
  path: 'content/pages/hotel',
  format: { data: 'json' },
  schema: {
    heroEyebrow: template('Line above the hotel name', ['location']),
    metaDescription: template('Description in search results', ['subtitle', 'rating', 'reviews', 'location']),
    bookButton: line('Booking button'),
    websiteButton: line('Website button'),
    about: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: template('Heading', ['name']),
        detailsTitle: line('Heading of the property details'),
        addressLabel: line('Address label'),
        roomsLabel: line('Rooms label'),
        checkInLabel: line('Check-in label'),
        checkOutLabel: line('Check-out label'),
        roomsValue: template('Number of rooms', ['rooms']),
        ratingLabel: line('Rating label'),
        reviewsLabel: line('Reviews label'),
      },
      { label: 'About section' },
    ),
    features: heading('Key features section'),
    amenities: heading('Amenities section'),
    gallery: heading('Gallery section', {
      region: template('Name of the gallery, read by screen readers', ['name']),
      previous: line('Previous-photo button, read by screen readers'),
      next: line('Next-photo button, read by screen readers'),
      slide: template('Photo position, read by screen readers', ['index', 'count']),
    }),
    attractions: fields.object(
      {
        eyebrow: template('Eyebrow (small line above the heading)', ['locality']),
        title: line('Heading'),
        distance: template('Distance line', ['distance']),
      },
      { label: 'Nearby attractions section' },
    ),
    lease: heading('Third-party lease section'),
  },
});

const hotelNotFound = singleton({
  label: 'Hotel not found page',
  path: 'content/pages/hotel-not-found',
  format: { data: 'json' },
  schema: {
    eyebrow: line('Eyebrow (small line above the heading)'),
    title: line('Heading', { description: 'Also the title of the browser tab' }),
    text: sentence('Text'),
    backButton: line('Button back to the CHG Canada page'),
  },
});

const featureSection = (label: string) =>
  fields.object({ eyebrow: line('Eyebrow (small line above the heading)'), title: line('Heading'), items: features('Items') }, { label });

const conventionCenter = singleton({
  label: 'Convention centre page',
  path: 'content/pages/oshawa-convention-center',
  format: { data: 'json' },
  schema: {
    venture: fields.relationship({ label: 'Venue card', collection: 'canada-ventures', description: 'Its name, location, year and status show on this page' }),
    subtitle: line('Subtitle', { description: 'Under the name at the top of the page' }),
    metaDescription: template('Description in search results', ['subtitle', 'rating', 'reviews']),
    heroImage: image('Photo at the top of the page', 'pages/oshawa-convention-center'),
    hero: fields.object(
      { eyebrow: template('Line above the name', ['location']), quoteButton: line('Quote button') },
      { label: 'Top of the page' },
    ),
    address: address(),
    phone: phone(),
    rating: rating('Guest rating (out of 5)'),
    reviews: count('Number of guest reviews'),
    websiteUrl: httpsUrl('Official website address'),
    quoteUrl: httpsUrl('Quote request page address'),
    about: fields.object(
      { eyebrow: line('Eyebrow (small line above the heading)'), title: line('Heading'), paragraphs: paragraphs('Paragraphs') },
      { label: 'About section' },
    ),
    glance: fields.object(
      {
        title: line('Heading'),
        hallsLabel: line('Number of halls label'),
        capacityLabel: template('Capacity label', ['hall'], '{hall} is the first hall'),
        capacityValue: template('Capacity', ['banquet', 'theatre']),
        sinceLabel: line('Opening year label'),
        phoneLabel: line('Phone label'),
      },
      { label: 'At a glance' },
    ),
    halls: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading'),
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
          ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New hall') as never,
          'The first is the one whose capacity shows at a glance',
        ),
      },
      { label: 'Halls section' },
    ),
    eventTypes: featureSection('Event types section'),
    services: featureSection('Services section'),
    eventCards: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading'),
        explore: template('Card button', ['title']),
        items: list(
          'Cards',
          fields.object({
            title: line('Title'),
            description: sentence('Description'),
            href: httpsUrl('Page address'),
            image: image('Photo', 'pages/oshawa-convention-center'),
          }),
          ((props: { fields: { title: { value: string } } }) => props.fields.title.value || 'New card') as never,
        ),
      },
      { label: 'Event cards section' },
    ),
  },
});

const closes = 'Write {closes} for the closing time: the page fills it in from the opening hours';

const restaurant = singleton({
  label: 'Restaurant page',
  path: 'content/pages/saffron-grill-burlington',
  format: { data: 'json' },
  schema: {
    venture: fields.relationship({ label: 'Restaurant card', collection: 'canada-ventures', description: 'Its name, location, year and status show on this page' }),
    subtitle: line('Subtitle', { description: 'Under the name at the top of the page' }),
    metaDescription: template('Description in search results', ['subtitle', 'cuisine', 'location']),
    heroImage: image('Photo at the top of the page', 'pages/saffron-grill-burlington'),
    hero: fields.object(
      { eyebrow: template('Line above the name', ['location']), callButton: line('Call button') },
      { label: 'Top of the page' },
    ),
    address: address(),
    phone: phone(),
    cuisine: lines('Cuisine', 'Cuisine'),
    priceRange: pattern('Price range', PRICE_RANGE_PATTERN, PRICE_RANGE_MESSAGE),
    hours: fields.object(
      {
        title: line('Heading'),
        cuisineLabel: line('Cuisine label'),
        times: list(
          'Opening hours',
          fields.object({
            days: fields.multiselect({ label: 'Days', options: DAYS.map((day) => ({ label: day, value: day })) }),
            opens: pattern('Opens', TIME_PATTERN, TIME_MESSAGE),
            closes: pattern('Closes', TIME_PATTERN, TIME_MESSAGE),
          }),
          ((props: { fields: { opens: { value: string } } }) => props.fields.opens.value || 'New hours') as never,
        ),
      },
      { label: 'Opening hours' },
    ),
    about: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading', { description: closes }),
        paragraphs: paragraphs('Paragraphs', { description: closes }),
      },
      { label: 'About section' },
    ),
    menu: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading'),
        items: list(
          'Dishes',
          fields.object({ name: line('Name'), description: sentence('Description'), image: image('Photo', 'pages/saffron-grill-burlington') }),
          ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New dish') as never,
        ),
      },
      { label: 'Menu highlights section' },
    ),
    features: fields.object(
      {
        eyebrow: line('Eyebrow (small line above the heading)'),
        title: line('Heading'),
        items: features('Items', { description: closes }),
      },
      { label: 'Why guests come back section' },
    ),
  },
});

function residencePage(label: string, path: string, folder: string) {
  return singleton({
    label,
    path: `content/pages/${path}`,
    format: { data: 'json' },
    schema: {
      project: fields.relationship({
        label: 'Project card',
        collection: 'canada-residential',
        description: 'Its name, location, year, status, units and floors show on this page',
      }),
      subtitle: line('Subtitle', { description: 'Under the name at the top of the page, and in search results' }),
      heroImage: image('Photo at the top of the page', folder),
      cta: fields.object(
        {
          label: line('Enquiry button'),
          contactSubject: template('Subject of the contact form it opens', ['name']),
          team: teamField(),
        },
        { label: 'Enquiry' },
      ),
      address: address(),
      about: paragraphs('About the project', { description: 'Do not state the number of units or floors: the page shows them' }),
      nearby: list(
        'Nearby',
        fields.object({ name: line('Place'), distance: distance() }),
        ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New place') as never,
      ),
      features: features('Features', { description: 'Also listed to search engines' }),
      unitTypes: list(
        'Unit types',
        fields.object({
          name: line('Name'),
          bedrooms: fields.integer({ label: 'Bedrooms (0 for a studio)', validation: { isRequired: true, min: 0 } }),
          bathrooms: fields.number({ label: 'Bathrooms', step: 0.5, validation: { isRequired: true, min: 1 } }),
          areaSqFt: count('Area (sq ft)'),
          description: sentence('Description'),
        }),
        ((props: { fields: { name: { value: string } } }) => props.fields.name.value || 'New unit type') as never,
      ),
      images: fields.array(image('Photo', folder), {
        label: 'Gallery photos',
        itemLabel: (props) => props.fields.alt.value || 'New photo',
        validation: { length: { min: 1 } },
      }),
      schemaType: choice('Kind of place, for search engines', RESIDENCE_TYPES),
    },
  });
}

const residenceCopy = singleton({
  label: 'Residence pages: headings',
  path: 'content/pages/residence',
  format: { data: 'json' },
  schema: {
    metaDescription: template('Description in search results', ['subtitle', 'description'], '{description} is the card description'),
    canadaButton: line('Button back to the CHG Canada page'),
    about: fields.object(
      {
        title: template('Heading', ['name']),
        glanceTitle: line('Heading of the side card'),
        addressLabel: line('Address label'),
        homesLabel: line('Units label'),
        buildingLabel: line('Floors label'),
        statusLabel: line('Status label'),
      },
      { label: 'About section' },
    ),
    features: heading('Features section'),
    units: heading('Unit types section', {
      studio: line('A unit without a bedroom'),
      bedroom: template('One bedroom', ['count']),
      bedrooms: template('Several bedrooms', ['count']),
      bathrooms: template('Bathrooms', ['count']),
    }),
    gallery: heading('Gallery section'),
    enquire: fields.object({ eyebrow: line('Eyebrow (small line above the heading)'), title: template('Heading', ['name']) }, { label: 'Enquiry section' }),
  },
});

export const canadaCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {
  'canada-hotels': hotels,
  'canada-residential': residential,
  'canada-ventures': ventures,
};

export const canadaSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  'chg-canada': canadaPage,
  'canada-labels': canadaLabels,
  hotel: hotelCopy,
  'hotel-not-found': hotelNotFound,
  'oshawa-convention-center': conventionCenter,
  'saffron-grill-burlington': restaurant,
  'signature-suites': residencePage('Signature Suites page', 'signature-suites', 'pages/signature-suites'),
  'estate-residency': residencePage('Estate Residency page', 'estate-residency', 'pages/estate-residency'),
  residence: residenceCopy,
};
