/**
 * Cedarline Builders & Developers in Karachi: the delivered and current projects (one file per project, its page included)
 * and the copy of the Karachi pages, each text in English and in Urdu where a visitor reads it.
 */
import { fields } from '@keystatic/core';
import { closingSectionFields } from '@/components/ui/closing-section.fields';
import {
  bilingual,
  choice,
  copy,
  document,
  file,
  filled,
  heading,
  image,
  list,
  name,
  number,
  position,
  records,
  reference,
  REQUIRED,
  sentence,
  shown,
  urdu,
  year,
} from './fields';
import type { CopyOptions } from './figures';
import { LEVEL_VALUES, LEVELS, ROOM_KIND_VALUES, ROOM_KINDS } from '@/lib/content/plans';

/** Construction status on the ongoing card; the data keeps the source spelling "Ready for Posession". */
export const CURRENT_STATUSES = ['Under Development', 'Ready for Posession', 'Planned'] as const;
/** Sales status on a project page. */
export const SALE_STATUSES = ['Active', 'Launching', 'Under Development'] as const;
/** What a project sells, each size's kind and its unit, and what an approval approves, as the editor names them (the catalogue has their words). */
export const SIZE_KINDS = {
  plot: 'Plot',
  villa: 'Villa',
  shop: 'Shop',
  office: 'Office',
  apartment: 'Apartment',
} as const;
export const AREA_UNITS = { 'sq-yd': 'Square yards', 'sq-ft': 'Square feet' } as const;
/** The stages of building work, in the order they come: a project's updates never step back (lib/content/progress.ts). */
export const MILESTONES = {
  'site-preparation': 'Site preparation',
  excavation: 'Excavation',
  foundation: 'Foundation',
  structure: 'Structure (up to a floor)',
  infrastructure: 'Roads and utilities',
  finishing: 'Finishing',
  handover: 'Handover',
} as const;
export const APPROVALS = {
  'building-plan': 'Building plan',
  'layout-plan': 'Layout plan',
  'noc-sale': 'NOC for sale and advertisement',
  completion: 'Completion certificate',
} as const;

/** The figures a delivered project holds: its texts write {year}, {floors} and {units}. */
const DELIVERED: CopyOptions = { refuse: { year: '{year}', floors: '{floors}', units: '{units}' } };
/** The figures a project on sale holds: the lowest price, its sizes, how long its plans run; the rest the page shows from its fields. */
const OFFERING: CopyOptions = {
  refuse: { price: '{price}', size: '{sizes}', term: '{term}', share: null, units: null, year: null },
};
/** A photo of a project on sale may say the size it shows ("a finished 120 sq yd villa"): it is what the picture shows. */
const PHOTO: CopyOptions = { refuse: { price: null, term: null, share: null, year: null } };
/** A card on the Ongoing Projects page: without a page it may state its sizes; with one it writes {sizes} (lib/content/checks.ts). */
const CARD: CopyOptions = {
  tokens: ['sizes'],
  refuse: { price: '{price}', term: '{term}', share: null, units: null, year: null },
};
/** A plan's note: its amounts, shares, counts and dates come from its terms. */
const PLAN: CopyOptions = { refuse: { price: null, share: null, term: null, units: null, year: null } };
/** A progress update's note: its share, its floor and its date are the update's own fields. */
const PROGRESS: CopyOptions = { refuse: { price: null, share: null, term: null, units: null, year: null } };
/**
 * The steps to book: what is paid first is a figure of the payment plans ({downPayment}, the lowest down payment, and
 * {firstInstallment}, when the first installment falls, counted from booking); every other figure the page shows from its fields.
 */
export const BOOKING_TOKENS = ['downPayment', 'firstInstallment'] as const;
const BOOKING: CopyOptions = {
  tokens: BOOKING_TOKENS,
  refuse: { price: '{downPayment}', share: null, term: null, units: null, year: null, size: null },
};
/** A document asked for or received: named, never with a figure of the record. */
const BOOKING_PAPER: CopyOptions = {
  refuse: { price: null, share: null, term: null, units: null, year: null, size: null },
};
/** The texts that give the year of the first delivered project: they write it as {firstYear}. */
const FIRST_YEAR: CopyOptions = { refuse: { year: '{firstYear}' }, required: true };

/** What every project has first: its name (English, which makes its address, and Urdu) and its place in lists. */
const naming = () => ({
  name: name(),
  nameInUrdu: urdu({
    label: 'Name',
    description: 'As the Urdu pages write it, e.g. سیڈرلائن ولاز کراچی',
    validation: filled(),
  }),
  position: position(),
});
const type = (figures: CopyOptions) =>
  bilingual({
    label: 'Type',
    description: 'Above the name on the card and the project page, e.g. Residential Apartments',
    validation: copy(figures),
  });
const location = (figures: CopyOptions) =>
  bilingual({
    label: 'Location',
    description: 'Ending in ", Karachi"; the label over the photo drops the city',
    validation: copy(figures),
  });
const photo = (folder: string, figures: CopyOptions) =>
  image({ label: 'Photo', folder, text: bilingual, alt: copy(figures, { min: 8 }) });
const labelValue = (figures: CopyOptions) =>
  fields.object({
    label: bilingual({ label: 'Label', validation: filled() }),
    value: bilingual({ label: 'Value', validation: copy(figures) }),
  });
const answeringTeam = (description: string) =>
  reference({ label: 'Team that answers', collection: 'teams', description });

/** Where a project stands, for its map and its directions: within Karachi, to six decimals. */
const degrees = (label: string, description: string, min: number, max: number) =>
  number({ label, description, step: 0.000001, grouping: false, validation: { isRequired: true, min, max } });
const coordinates = () =>
  fields.object(
    {
      latitude: degrees('Latitude', 'In decimal degrees, e.g. 24.950406, from the map', 24.7, 25.3),
      longitude: degrees('Longitude', 'In decimal degrees, e.g. 67.043587', 66.6, 67.6),
    },
    { label: 'Where it is on the map' },
  );

/* ---- Delivered projects -------------------------------------------------- */

const FEATURE_KINDS = {
  text: 'Written out',
  units: 'The number of units (from the figures)',
  floors: 'The floors (from the figures)',
};

const deliveredProjects = records({
  label: 'Delivered projects',
  folder: 'delivered-projects',
  columns: ['name', 'year'],
  schema: {
    ...naming(),
    type: type(DELIVERED),
    location: location(DELIVERED),
    year: year({ label: 'Year delivered', description: 'Shown as "Delivered 2013" and as the first detail card' }),
    coordinates: coordinates(),
    image: photo('delivered-projects', DELIVERED),
    schemaType: choice({
      label: 'Kind of place, for search engines',
      values: ['ApartmentComplex', 'GatedResidenceCommunity', 'ShoppingCenter', 'Place'],
      labels: {
        ApartmentComplex: 'Apartment complex',
        GatedResidenceCommunity: 'Gated community',
        ShoppingCenter: 'Shopping centre',
        Place: 'Another place',
      },
    }),
    building: fields.conditional(
      fields.checkbox({
        label: 'A building whose floors and units the page gives',
        description:
          'The texts below may then write {floors} and {units}, and the feature lines and detail cards show them',
      }),
      {
        true: fields.object({
          floors: number({
            label: 'Floors above the ground floor',
            description: '13 is shown as "Ground + 13" and "Ground plus 13 floors"',
            validation: { isRequired: true, min: 1 },
          }),
          penthouse: fields.checkbox({ label: 'Crowned by a penthouse' }),
          units: number({ label: 'Number of units', validation: { isRequired: true, min: 1 } }),
          unitsOver: fields.checkbox({ label: 'The number is a minimum', description: 'Shows "Over 100"' }),
          unitsLabel: choice({ label: 'The units are', values: ['Apartments', 'Units'] }),
          unitsFeature: bilingual({
            label: 'The units in the feature line',
            description:
              'Follows the number: "apartments of 2 and 3 bedrooms" gives "72 apartments of 2 and 3 bedrooms"',
            validation: copy(DELIVERED),
          }),
        }),
        false: fields.empty(),
      },
    ),
    description: bilingual({
      label: 'Card description',
      description: 'On the Delivered Projects page',
      multiline: true,
      validation: copy(DELIVERED, { min: 20 }),
    }),
    summary: bilingual({
      label: 'Summary',
      description: 'Under the name on the project page, and in search results',
      multiline: true,
      validation: copy(DELIVERED, { min: 20 }),
    }),
    overview: list(bilingual({ label: 'Paragraph', multiline: true, validation: copy(DELIVERED, { min: 20 }) }), {
      label: 'Overview',
    }),
    features: list(
      fields.conditional(choice({ label: 'Feature', values: ['text', 'units', 'floors'], labels: FEATURE_KINDS }), {
        text: bilingual({ label: 'Text', validation: copy(DELIVERED) }),
        units: fields.empty(),
        floors: fields.empty(),
      }),
      { label: 'Features', min: 3 },
    ),
    details: list(
      fields.conditional(
        choice({
          label: 'Card',
          values: ['text', 'units', 'floors', 'location'],
          labels: { ...FEATURE_KINDS, location: 'The location, without the city' },
        }),
        {
          text: labelValue(DELIVERED),
          units: fields.empty(),
          floors: fields.empty(),
          location: fields.empty(),
        },
      ),
      { label: 'Detail cards', description: 'After the year of delivery, which is always the first card' },
    ),
  },
});

/* ---- Current projects ------------------------------------------------------- */

const percent = (label: string, defaultValue = 0, max = 100) =>
  number({ label, defaultValue, validation: { isRequired: true, min: 0, max } });

/** The approvals a careful buyer checks before paying: who approved what, its number and date, the document. */
const approvals = list(
  fields.object({
    authority: choice({
      label: 'Authority',
      values: ['SBCA', 'KDA', 'MDA', 'LDA'],
      labels: {
        SBCA: 'SBCA, Sindh Building Control Authority',
        KDA: 'KDA, Karachi Development Authority',
        MDA: 'MDA, Malir Development Authority',
        LDA: 'LDA, Lyari Development Authority',
      },
    }),
    approval: choice({
      label: 'What it approves',
      values: ['building-plan', 'layout-plan', 'noc-sale', 'completion'],
      labels: APPROVALS,
    }),
    number: fields.text({ label: 'Number, as on the document', validation: filled() }),
    issued: fields.date({ label: 'Date of issue', validation: REQUIRED }),
    document: document({
      label: 'The document (a PDF or a picture of it)',
      folder: 'current-projects',
      description: 'Optional: buyers can open it from the page',
    }),
    checked: fields.date({
      label: 'Last checked by the group',
      description: 'The day someone checked it is still valid',
      validation: REQUIRED,
    }),
  }),
  {
    label: 'Approvals',
    min: 0,
    description:
      'A project with its own page lists its NOC for sale and advertisement here: the site promises every unit it sells has one',
  },
);

/** Lengths on a plan, in feet, to the half foot. */
const feet = (label: string, description: string, min: number) =>
  number({ label, description, step: 0.5, grouping: false, validation: { isRequired: true, min, max: 1000 } });

/**
 * A size's plan: the plot or floor it stands on, and its rooms. The page draws it and counts the covered area, bedrooms and
 * bathrooms from the rooms; lib/content/plans.ts refuses a plot or floor that is not the size's area, a room past its edges
 * and two rooms overlapping on one level.
 */
const floorPlan = fields.object(
  {
    frontage: feet('Frontage (ft)', 'Across the front, where the road or the corridor is: 30 for a 30 × 36 ft plot', 1),
    depth: feet(
      'Depth (ft)',
      'From the front to the back: frontage × depth is the size’s area (120 sq yd = 1,080 sq ft)',
      1,
    ),
    rooms: list(
      fields.object({
        name: bilingual({ label: 'Name', description: 'e.g. Drawing room, ڈرائنگ روم', validation: filled() }),
        kind: choice({
          label: 'What it is',
          description: 'Bedrooms and bathrooms are counted; open spaces are not covered area',
          values: ROOM_KIND_VALUES,
          labels: ROOM_KINDS,
        }),
        level: choice({ label: 'Level', values: LEVEL_VALUES, labels: LEVELS }),
        x: feet('From the left (ft)', 'Its left side, from the plot’s or floor’s left edge, seen from the front', 0),
        y: feet('From the front (ft)', 'Its front side, from the plot’s or floor’s front edge', 0),
        width: feet('Width (ft)', 'Left to right', 1),
        depth: feet('Depth (ft)', 'Front to back', 1),
      }),
      {
        label: 'Rooms',
        min: 0,
        description:
          'A plot may give its open spaces and where a building may stand; a villa, shop or office its rooms',
        itemLabel: (item) => `${shown(item, 'name')}, ${shown(item, 'level').toLowerCase()}`,
      },
    ),
  },
  { label: 'Plan' },
);

/** How a unit is booked, step by step, in order: what is paid and when, the documents asked for, what the buyer receives. */
const booking = fields.object(
  {
    steps: list(
      fields.object({
        title: bilingual({
          label: 'Step',
          description: 'What the buyer does, e.g. Pay the down payment',
          validation: filled(),
        }),
        text: bilingual({
          label: 'What happens',
          description:
            'Write {downPayment} for the lowest down payment of the payment plans and {firstInstallment} for when the first installment falls; the page fills them in',
          multiline: true,
          validation: copy(BOOKING, { min: 20 }),
        }),
        documents: list(bilingual({ label: 'Document', validation: copy(BOOKING_PAPER) }), {
          label: 'Documents the buyer brings',
          min: 0,
        }),
        receives: list(bilingual({ label: 'Document', validation: copy(BOOKING_PAPER) }), {
          label: 'What the buyer receives',
          min: 0,
        }),
        enquiry: fields.checkbox({
          label: 'Ends with the button to the enquiry form',
          description: 'The step that starts the booking: its button opens the form at the end of the page',
        }),
      }),
      {
        label: 'Steps',
        min: 3,
        description: 'In the order a buyer takes them; one of them has the button to the enquiry form',
      },
    ),
  },
  { label: 'How to book' },
);

const projectPage = fields.object({
  status: choice({ label: 'Status badge', values: SALE_STATUSES }),
  summary: bilingual({
    label: 'Summary',
    description: 'Under the name, and in search results',
    multiline: true,
    validation: copy(OFFERING, { min: 20 }),
  }),
  flags: list(bilingual({ label: 'Highlight', validation: copy(OFFERING) }), { label: 'Highlights', min: 0 }),
  price: fields.object(
    {
      label: bilingual({
        label: 'Price label',
        description: 'e.g. Starting price: the price shown is the lowest size’s',
        validation: filled(),
      }),
      compact: fields.checkbox({ label: 'Show in millions', description: 'PKR 1.5M instead of PKR 1,500,000' }),
    },
    { label: 'Price' },
  ),
  sizes: fields.object(
    {
      items: list(
        fields.object({
          area: number({ label: 'Area', validation: { isRequired: true, min: 1 } }),
          unit: choice({ label: 'Measured in', values: ['sq-yd', 'sq-ft'], labels: AREA_UNITS }),
          kind: choice({
            label: 'What it is',
            values: ['plot', 'villa', 'shop', 'office', 'apartment'],
            labels: SIZE_KINDS,
          }),
          price: number({ label: 'Price in rupees', validation: { isRequired: true, min: 1 } }),
          available: number({ label: 'Units available (0 shows Sold out)', validation: { isRequired: true, min: 0 } }),
          asOf: fields.date({
            label: 'Available as of',
            description: 'The day the count was last updated: the page says "as of 1 November 2026"',
            validation: REQUIRED,
          }),
          plan: floorPlan,
        }),
        {
          label: 'Sizes',
          description:
            'Each is named from its area and kind ("120 sq yd villa") in both languages; the button to them names the kinds ("View Available Villas")',
          itemLabel: (item) => `${shown(item, 'area')} ${shown(item, 'unit')}, ${shown(item, 'kind')}`.toLowerCase(),
        },
      ),
    },
    { label: 'What the page sells' },
  ),
  facts: list(
    fields.conditional(
      choice({
        label: 'Card',
        values: ['text', 'location', 'installments'],
        labels: {
          text: 'Written out',
          location: 'The location',
          installments: 'How long the installments can run (from the payment plans)',
        },
      }),
      { text: labelValue(OFFERING), location: fields.empty(), installments: fields.empty() },
    ),
    { label: 'Fact cards', min: 0, description: 'The price and when possession is given show at the top of the page' },
  ),
  overview: list(bilingual({ label: 'Paragraph', multiline: true, validation: copy(OFFERING, { min: 20 }) }), {
    label: 'Overview',
  }),
  features: list(bilingual({ label: 'Feature', validation: copy(OFFERING) }), { label: 'Features', min: 3 }),
  gallery: list(photo('current-projects', PHOTO), {
    label: 'Gallery photos',
    min: 0,
    description: 'A carousel under the overview; with no photos the page shows none',
  }),
  payments: fields.conditional(fields.checkbox({ label: 'The page shows payment options' }), {
    true: fields.object({
      button: bilingual({
        label: 'Button to the payment options',
        description: 'Among the buttons at the top of the page',
        validation: filled(),
      }),
      plans: list(
        fields.object({
          downPaymentPercent: percent('Down payment (% of the price after any discount)', 25),
          installments: number({
            label: 'Installments (0 when the price is paid in full)',
            defaultValue: 36,
            validation: { isRequired: true, min: 0, max: 240 },
          }),
          frequency: choice({
            label: 'Installments are paid',
            values: ['monthly', 'quarterly'],
            labels: { monthly: 'Every month', quarterly: 'Every quarter' },
          }),
          discountPercent: percent('Discount (% off the listed price)', 0, 50),
          ballotingPercent: percent('Due on balloting (% of the price)'),
          possessionPercent: percent('Due on possession (% of the price)'),
          possessionAfter: number({
            label: 'Possession after this many installments',
            description: '0: at booking. Leave it empty when the plan does not say',
            validation: { min: 0 },
          }),
          continuesAfterPossession: fields.checkbox({
            label: 'Installments continue after possession',
            description:
              'Buyers go on paying once they have possession, and the schedule marks those installments; unticked, the last one falls by possession, counted from booking',
          }),
          note: bilingual({
            label: 'Note',
            description: 'What else a buyer should know; the amounts, counts and dates come from the terms',
            multiline: true,
            validation: copy(PLAN, { optional: true }),
          }),
        }),
        {
          label: 'Payment plans',
          description:
            'Each is named from its terms ("18-month plan"), and the page computes its schedule in rupees for each size',
          itemLabel: (item) =>
            shown(item, 'installments') === '0'
              ? `Paid in full, ${shown(item, 'discountPercent')}% off`
              : `${shown(item, 'downPaymentPercent')}% down, ${shown(item, 'installments')} installments ${shown(item, 'frequency').toLowerCase()}`,
        },
      ),
      excludes: list(bilingual({ label: 'Charge', validation: filled() }), {
        label: 'Not included in the price',
        description: 'Registration, transfer, utility connections, development charges…: listed under the schedule',
      }),
    }),
    false: fields.empty(),
  }),
  approvals,
  booking,
  coordinates: coordinates(),
  contacts: list(
    fields.object({
      label: bilingual({ label: 'Button text', validation: filled() }),
      subject: bilingual({ label: 'Subject filled in on the contact form', validation: filled() }),
      visit: fields.checkbox({
        label: 'Books a site visit',
        description: 'The form then asks for a day and a phone number',
      }),
    }),
    {
      label: 'Contact buttons',
      description:
        'After the buttons to the sizes and the payment options, at the top of the page and again at its end',
    },
  ),
  team: answeringTeam(
    'The contact buttons open the form with this team chosen; its phone and WhatsApp show beside them at the end of the page',
  ),
});

const currentProjects = records({
  label: 'Current projects',
  folder: 'current-projects',
  columns: ['name'],
  schema: {
    ...naming(),
    type: type(OFFERING),
    location: location(OFFERING),
    image: photo('current-projects', PHOTO),
    possession: fields.date({
      label: 'Possession expected from',
      description:
        'The card says "Expected 2027"; a project page gives the month beside its price: "Possession from March 2027"',
      validation: REQUIRED,
    }),
    floors: number({
      label: 'Floors above the ground floor',
      description:
        'For a building: a progress update at the structure stage says "floor 8 of 12" from it. Leave it empty for plots',
      validation: { min: 1 },
    }),
    progress: list(
      fields.object({
        date: fields.date({
          label: 'Date',
          description: 'The day the site looked like this: the page says "as of 5 November 2026"',
          validation: REQUIRED,
        }),
        milestone: choice({
          label: 'Stage',
          values: [
            'site-preparation',
            'excavation',
            'foundation',
            'structure',
            'infrastructure',
            'finishing',
            'handover',
          ],
          labels: MILESTONES,
        }),
        floor: number({
          label: 'Structure up to floor',
          description: 'At the structure stage only: the highest floor cast (0 is the ground floor)',
          validation: { min: 0 },
        }),
        share: percent('Share of the work complete (%)'),
        photos: list(
          fields.object({
            image: photo('current-projects', PHOTO),
            caption: bilingual({
              label: 'Caption',
              description: 'Under the photo: what it shows of the work',
              validation: filled(),
            }),
          }),
          { label: 'Photos', min: 1 },
        ),
        note: bilingual({
          label: 'Note',
          description: 'What was done since the last update; the share, floor and date come from the fields above',
          multiline: true,
          validation: copy(PROGRESS, { min: 20 }),
        }),
      }),
      {
        label: 'Construction progress',
        min: 0,
        description:
          'Dated updates, in any order: the page shows the latest first and the others below it, and offers them as a feed',
        itemLabel: (item) => `${shown(item, 'date')}: ${shown(item, 'milestone')}, ${shown(item, 'share')}%`,
      },
    ),
    // Every current project is on the Ongoing Projects page: the list is never short of a project the site sells.
    ongoing: fields.object(
      {
        status: choice({
          label: 'Construction status',
          values: CURRENT_STATUSES,
          labels: { 'Ready for Posession': 'Ready for Possession' },
        }),
        description: bilingual({
          label: 'Card description',
          description: 'With its own page, a project may write {price}, {sizes} and {term}',
          multiline: true,
          validation: copy(CARD, { min: 20 }),
        }),
      },
      { label: 'Card on the Ongoing Projects page' },
    ),
    page: fields.conditional(
      fields.checkbox({ label: 'Has its own project page', description: 'At /projects/ followed by the file name' }),
      { true: projectPage, false: fields.empty() },
    ),
  },
});

/* ---- Pages -------------------------------------------------------------------- */

const titledTexts = (label: string) =>
  list(
    fields.object({
      title: bilingual({ label: 'Title', validation: filled() }),
      text: bilingual({ label: 'Text', multiline: true, validation: sentence() }),
    }),
    { label },
  );

const pakistanPage = file({
  label: 'CHG Pakistan page',
  path: 'pages/chg-pakistan',
  schema: {
    title: bilingual({ label: 'Title', validation: filled() }),
    eyebrow: bilingual({ label: 'Line above the title', validation: filled() }),
    lead: bilingual({
      label: 'Lead',
      description: 'Under the title, and in search results',
      multiline: true,
      validation: sentence(),
    }),
    image: image({ label: 'Hero photo', folder: 'pages/chg-pakistan', text: bilingual }),
    projectsButton: bilingual({ label: 'First button: to the delivered projects', validation: filled() }),
    opportunitiesButton: bilingual({ label: 'Second button: to the investment opportunities', validation: filled() }),
    operations: heading(
      {
        intro: bilingual({
          label: 'Intro',
          description: 'The year of the first delivered project',
          multiline: true,
          validation: copy(FIRST_YEAR, { min: 20 }),
        }),
        items: titledTexts('Operations'),
      },
      { label: 'Operations', text: bilingual },
    ),
    focus: heading({ items: titledTexts('Focus areas') }, { label: 'Focus areas', text: bilingual }),
    opportunities: heading(
      {
        intro: bilingual({ label: 'Intro', multiline: true, validation: sentence() }),
        contactLabel: bilingual({ label: 'Contact link text', validation: filled() }),
        contactContext: bilingual({
          label: 'Contact link, for screen readers',
          description: 'The topic is the opportunity title in lower case: "about hotel development"',
          validation: copy({ tokens: ['topic'], required: true }),
        }),
        items: list(
          fields.object({
            title: bilingual({ label: 'Title', validation: filled() }),
            text: bilingual({ label: 'Text', multiline: true, validation: sentence() }),
            subject: bilingual({ label: 'Subject filled in on the contact form', validation: filled() }),
            team: answeringTeam('The contact form opens with this team chosen'),
            example: fields.conditional(fields.checkbox({ label: 'Link to a project that shows it' }), {
              true: fields.object({
                label: bilingual({ label: 'Link text', validation: filled() }),
                project: reference({
                  label: 'Project',
                  collection: 'current-projects',
                  description: 'A current project with its own page',
                }),
              }),
              false: fields.empty(),
            }),
          }),
          { label: 'Opportunities', min: 3, max: 3 },
        ),
      },
      { label: 'Investment opportunities', text: bilingual },
    ),
    projects: heading(
      {
        intro: bilingual({
          label: 'Intro',
          description: 'The number of delivered projects, in words (Seven)',
          multiline: true,
          validation: copy({ tokens: ['count'], required: true }, { min: 20 }),
        }),
        overviewButton: bilingual({ label: 'Button to the Delivered Projects page', validation: filled() }),
        ongoingButton: bilingual({ label: 'Button to the Ongoing Projects page', validation: filled() }),
      },
      { label: 'Delivered projects', text: bilingual },
    ),
    office: fields.object(
      {
        eyebrow: bilingual({
          label: 'Line above the heading',
          description: 'The title, address, phone and email come from the site settings (Karachi office)',
          validation: filled(),
        }),
        hours: bilingual({ label: 'Opening hours', validation: filled() }),
        addressLabel: bilingual({ label: 'Address label', validation: filled() }),
        phoneLabel: bilingual({ label: 'Phone label', validation: filled() }),
        emailLabel: bilingual({ label: 'Email label', validation: filled() }),
        hoursLabel: bilingual({ label: 'Hours label', validation: filled() }),
        whatsappLabel: bilingual({
          label: 'WhatsApp label',
          description: 'Shown when the team below chats on WhatsApp',
          validation: filled(),
        }),
        contactButton: bilingual({ label: 'Contact button', validation: filled() }),
        team: answeringTeam(
          'The contact button opens the form with this team chosen; its WhatsApp shows next to the office phone',
        ),
      },
      { label: 'Office' },
    ),
  },
});

/** The top of the Delivered and the Ongoing Projects pages, each with a button to the other, and the list's intro. */
const listPage = (path: string, lead: ReturnType<typeof bilingual>, otherPage: string, eyebrowNote?: string) => ({
  eyebrow: bilingual({ label: 'Line above the title', description: eyebrowNote, validation: filled() }),
  title: bilingual({ label: 'Title', validation: filled() }),
  lead,
  image: image({ label: 'Hero photo', folder: `pages/${path}`, text: bilingual }),
  otherListButton: bilingual({ label: `Button to the ${otherPage} page`, validation: filled() }),
  section: heading(
    {
      intro: bilingual({ label: 'Intro', multiline: true, validation: sentence() }),
    },
    { label: 'Project list', text: bilingual },
  ),
});
const deliveredProjectsPage = file({
  label: 'Delivered Projects page',
  path: 'pages/delivered-projects',
  schema: {
    ...listPage(
      'delivered-projects',
      bilingual({
        label: 'Lead',
        description: 'Under the title, and in search results. The year of the first delivered project',
        multiline: true,
        validation: copy(FIRST_YEAR, { min: 20 }),
      }),
      'Ongoing Projects',
    ),
  },
});
const ongoingProjectsPage = file({
  label: 'Ongoing Projects page',
  path: 'pages/ongoing-projects',
  schema: {
    ...listPage(
      'ongoing-projects',
      bilingual({
        label: 'Lead',
        description: 'Under the title, and in search results',
        multiline: true,
        validation: sentence(),
      }),
      'Delivered Projects',
      'Also above the closing section',
    ),
    closing: closingSectionFields(bilingual, {}),
  },
});

/** A section of the Urdu home page: its heading, and the button to the page of the projects it shows. */
const urduSection = (label: string, description: string, page: string) =>
  fields.object(
    {
      title: urdu({ label: 'Heading', validation: filled() }),
      button: urdu({ label: `Button to the ${page} page`, validation: filled() }),
    },
    { label, description },
  );
/** The Urdu home page (/ur): the Karachi projects above its contact section. It exists in Urdu only, so its texts are Urdu. */
const urduHomePage = file({
  label: 'Urdu home page',
  path: 'pages/urdu-home',
  schema: {
    title: urdu({ label: 'Title in search results', validation: filled() }),
    description: urdu({ label: 'Description in search results', multiline: true, validation: sentence() }),
    projects: heading(
      {
        intro: urdu({ label: 'Intro', multiline: true, validation: sentence() }),
      },
      { label: 'Karachi projects', text: urdu },
    ),
    delivered: urduSection(
      'Delivered projects',
      'The projects the Delivered Projects page lists',
      'Delivered Projects',
    ),
    onSale: urduSection('Projects on sale', 'Every current project with its own page', 'Ongoing Projects'),
  },
});

export const pakistanCollections = { 'delivered-projects': deliveredProjects, 'current-projects': currentProjects };
export const pakistanSingletons = {
  'pakistan-page': pakistanPage,
  'delivered-projects-page': deliveredProjectsPage,
  'ongoing-projects-page': ongoingProjectsPage,
  'urdu-home-page': urduHomePage,
};
