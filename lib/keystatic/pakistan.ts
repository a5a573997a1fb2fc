/**
 * Cedarline Builders & Developers in Karachi: the delivered and current
 * projects (one file per project, its page included) and the copy of the
 * Karachi pages.
 */
import { fields } from '@keystatic/core';
import {
  choice, closingSection, count, date, document, file, group, heading, image, inEnglishAndUrdu, line, lines, list, nameAndSlug, number, optional,
  optionalNumber, paragraphs, percent, position, records, reference, sameInBoth, sentence, teamField, template, words, year,
} from './fields';

/** Construction status on the ongoing card; the data keeps the source spelling "Ready for Posession". */
export const CURRENT_STATUSES = ['Under Development', 'Ready for Posession', 'Planned'] as const;
/** Sales status on a project page. */
export const SALE_STATUSES = ['Active', 'Launching', 'Under Development'] as const;

const labelValue = () => fields.object({ label: line('Label'), value: line('Value') });

const type = () => line('Type', { description: 'Above the name on the card and the project page, e.g. Residential Apartments' });
const location = () => line('Location', { description: 'Ending in ", Karachi"; the label over the photo drops the city' });
/** A project's name as Karachi advertising writes it in Urdu; the Urdu page shows the English name beside it once. */
const nameInUrdu = () => sameInBoth(line('Name', { language: 'ur', description: 'As the Urdu pages write it, e.g. سیڈرلائن ولاز کراچی' }));

/** Where a project stands, for its map and its directions: within Karachi. */
const coordinates = () =>
  group('Where it is on the map', {
    latitude: number('Latitude', { min: 24.7, max: 25.3, step: 0.000001, grouping: false, description: 'In decimal degrees, e.g. 24.918, from the map' }),
    longitude: number('Longitude', { min: 66.6, max: 67.6, step: 0.000001, grouping: false, description: 'In decimal degrees, e.g. 67.129' }),
  });

/* ---- Delivered projects -------------------------------------------------- */

const YEAR_TYPED = { regex: /\b(19|20)\d{2}\b/, message: 'write {year} instead of the year' };
const FIGURES_TYPED = {
  regex: /\b(19|20)\d{2}\b|ground[ -]plus[ -]\d|\bover \d/i,
  message: 'write {year}, {floors} and {units} instead of the figures (e.g. "{units} apartments on ground plus {floors} floors")',
};

const FEATURE_KINDS = { text: 'Written out', units: 'The number of units (from the figures)', floors: 'The floors (from the figures)' };
const DETAIL_KINDS = { ...FEATURE_KINDS, location: 'The location, without the city' };

/** The texts of a delivered project's card and page; with the building figures they may use {floors} and {units}. */
function deliveredTexts<F extends 'text' | 'units' | 'floors', D extends F | 'location'>(
  tokens: readonly string[],
  refuse: { regex: RegExp; message: string },
  featureKinds: readonly ['text', ...F[]],
  detailKinds: readonly ['text', ...D[]],
) {
  const prose = (label: string, description?: string) => template(label, tokens, { multiline: true, refuse, description });
  return {
    description: prose('Card description', 'On the Delivered Projects page'),
    summary: prose('Summary', 'Under the name on the project page, and in search results'),
    overview: paragraphs('Overview', { paragraph: prose('Paragraph') }),
    features: list(
      'Features',
      fields.conditional(choice<'text' | F>('Feature', featureKinds, { labels: FEATURE_KINDS }), { text: line('Text'), units: fields.empty(), floors: fields.empty() }),
      { min: 3 },
    ),
    details: list(
      'Detail cards',
      fields.conditional(choice<'text' | D>('Card', detailKinds, { labels: DETAIL_KINDS }), {
        text: labelValue(),
        units: fields.empty(),
        floors: fields.empty(),
        location: fields.empty(),
      }),
      { description: 'After the year of delivery, which is always the first card' },
    ),
  };
}

const deliveredProjects = records('Delivered projects', 'delivered-projects', inEnglishAndUrdu({
  name: nameAndSlug('Name'),
  nameInUrdu: nameInUrdu(),
  position: position(),
  listed: fields.checkbox({
    label: 'Show on the Delivered Projects page',
    description: 'Every delivered project keeps its page and its link on the CHG Pakistan page either way',
  }),
  type: type(),
  location: location(),
  year: year('Year delivered', { description: 'Shown as "Delivered 2013" and as the first detail card' }),
  coordinates: coordinates(),
  image: image('Photo', 'delivered-projects'),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'GatedResidenceCommunity', 'ShoppingCenter', 'Place'], {
    labels: { ApartmentComplex: 'Apartment complex', GatedResidenceCommunity: 'Gated community', ShoppingCenter: 'Shopping centre', Place: 'Another place' },
  }),
  building: fields.conditional(
    fields.checkbox({
      label: 'A building whose floors and units the page gives',
      description:
        'The figures feed the detail cards and feature lines that ask for them, and the texts write {floors} and {units} where they mention them. Switching this starts the texts and cards below again (Reset changes brings back what was saved)',
    }),
    {
      true: fields.object({
        floors: count('Floors above the ground floor', { description: '13 is shown as "Ground + 13" and "Ground plus 13 floors"' }),
        penthouse: fields.checkbox({ label: 'Crowned by a penthouse' }),
        units: count('Number of units'),
        unitsOver: fields.checkbox({ label: 'The number is a minimum', description: 'Shows "Over 100"' }),
        unitsLabel: choice('The units are', ['Apartments', 'Units']),
        unitsFeature: line('The units in the feature line', {
          description: 'Follows the number: "apartments of 2 and 3 bedrooms" gives "72 apartments of 2 and 3 bedrooms"',
        }),
        ...deliveredTexts(['year', 'floors', 'units'], FIGURES_TYPED, ['text', 'units', 'floors'], ['text', 'units', 'floors', 'location']),
      }),
      false: fields.object(deliveredTexts(['year'], YEAR_TYPED, ['text'], ['text', 'location'])),
    },
  ),
}), ['year']);

/* ---- Current projects ------------------------------------------------------- */

const PRICE_TYPED = { regex: /(PKR|Rs\.?)\s*\d/i, message: 'write {price} instead of typing a price: the page fills it in from the price' };
const priced = (label: string, description?: string, multiline = true) =>
  template(label, ['price'], { multiline, refuse: PRICE_TYPED, description });

const AUTHORITIES = ['SBCA', 'KDA', 'MDA', 'LDA'] as const;
const APPROVALS = ['building-plan', 'layout-plan', 'noc-sale', 'completion'] as const;

/** The approvals a careful buyer checks before paying: who approved what, its number and date, the document. */
const approvals = () =>
  list(
    'Approvals',
    fields.object({
      authority: choice('Authority', AUTHORITIES, {
        labels: {
          SBCA: 'SBCA, Sindh Building Control Authority',
          KDA: 'KDA, Karachi Development Authority',
          MDA: 'MDA, Malir Development Authority',
          LDA: 'LDA, Lyari Development Authority',
        },
      }),
      approval: choice('What it approves', APPROVALS, {
        labels: { 'building-plan': 'Building plan', 'layout-plan': 'Layout plan', 'noc-sale': 'NOC for sale and advertisement', completion: 'Completion certificate' },
      }),
      number: sameInBoth(line('Number, as on the document')),
      issued: date('Date of issue'),
      document: document('The document (a PDF or a picture of it)', 'current-projects', { description: 'Optional: buyers can open it from the page' }),
      checked: date('Last checked by the group', { description: 'The day someone checked it is still valid' }),
    }),
    { min: 0, description: 'A project without approvals says so on its page' },
  );

const projectPage = fields.object({
  status: choice('Status badge', SALE_STATUSES),
  summary: priced('Summary', 'Under the name, and in search results'),
  flags: lines('Highlights', 'Highlight', { min: 0 }),
  price: group('Price', {
    label: line('Price label', { description: 'e.g. Starting price' }),
    compact: fields.checkbox({ label: 'Show in millions', description: 'PKR 1.5M instead of PKR 1,500,000' }),
  }),
  offer: fields.conditional(
    choice('What the page sells', ['price', 'plots'], {
      labels: { price: 'Units from one price', plots: 'Plots or villas of several sizes, each with its price' },
      description: 'With sizes, the price shown is the lowest one',
    }),
    {
      price: fields.object({ amount: count('Price in rupees') }),
      plots: fields.object({
        button: line('Button to the list of sizes', { description: 'Among the buttons at the top of the page' }),
        items: list(
          'Sizes',
          fields.object({
            size: line('Size'),
            price: count('Price in rupees'),
            available: number('Units available (0 shows Sold out)', { min: 0 }),
            asOf: date('Available as of', { description: 'The day the count was last updated: the page says "as of 1 November 2026"' }),
          }),
        ),
      }),
    },
  ),
  facts: list(
    'Fact cards',
    fields.conditional(
      choice('Card', ['text', 'location', 'installments'], {
        labels: { text: 'Written out', location: 'The location', installments: 'How long the installments can run (from the payment plans)' },
      }),
      { text: labelValue(), location: fields.empty(), installments: fields.empty() },
    ),
    { min: 0 },
  ),
  overview: paragraphs('Overview', { paragraph: priced('Paragraph') }),
  features: list('Features', priced('Feature', undefined, false), { min: 3 }),
  gallery: list('Gallery photos', image('Photo', 'current-projects'), {
    min: 0,
    description: 'A carousel under the overview; with no photos the page shows none',
  }),
  payments: optional(
    'The page shows payment options',
    fields.object({
      button: line('Button to the payment options', { description: 'Among the buttons at the top of the page' }),
      plans: list(
        'Payment plans',
        fields.object({
          name: line('Name'),
          downPaymentPercent: percent('Down payment (% of the price after any discount)', { start: 25 }),
          installments: number('Installments (0 when the price is paid in full)', { min: 0, max: 240, defaultValue: 36 }),
          frequency: choice('Installments are paid', ['monthly', 'quarterly'], { labels: { monthly: 'Every month', quarterly: 'Every quarter' } }),
          discountPercent: percent('Discount (% off the listed price)', { max: 50 }),
          ballotingPercent: percent('Due on balloting (% of the price)'),
          possessionPercent: percent('Due on possession (% of the price)'),
          possessionAfter: optionalNumber('Possession after this many installments', { min: 0, description: '0: at booking. Leave it empty when the plan does not say' }),
          note: template('Note', [], {
            multiline: true,
            optional: true,
            refuse: { regex: /\d/, message: 'leave figures out: the page computes the schedule from the terms above' },
            description: 'What else a buyer should know; the amounts, counts and dates come from the terms',
          }),
        }),
        { description: 'The page computes each plan’s schedule in rupees, for each size, from its price and these terms' },
      ),
      excludes: lines('Not included in the price', 'Charge', { description: 'Registration, transfer, utility connections, development charges…: listed under the schedule' }),
    }),
  ),
  approvals: approvals(),
  coordinates: coordinates(),
  contacts: list(
    'Contact buttons',
    fields.object({
      label: line('Button text'),
      subject: line('Subject filled in on the contact form'),
      visit: fields.checkbox({ label: 'Books a site visit', description: 'The form then asks for a day and a phone number' }),
    }),
    { description: 'After the buttons to the sizes and the payment options, at the top of the page and again at its end' },
  ),
  team: teamField('The contact buttons open the form with this team chosen; its phone and WhatsApp show beside them at the end of the page'),
});

const currentProjects = records('Current projects', 'current-projects', inEnglishAndUrdu({
  name: nameAndSlug('Name'),
  nameInUrdu: nameInUrdu(),
  position: position(),
  type: type(),
  location: location(),
  image: image('Photo', 'current-projects'),
  ongoing: optional(
    'Show on the Ongoing Projects page',
    fields.object({
      status: choice('Construction status', CURRENT_STATUSES, { labels: { 'Ready for Posession': 'Ready for Possession' } }),
      year: year('Expected year', { description: 'Shown as "Expected 2027"' }),
      description: priced('Card description', 'A project with its own page may write {price}'),
    }),
  ),
  page: optional('Has its own project page', projectPage, 'At /projects/ followed by the file name'),
}), ['location']);

/* ---- Pages -------------------------------------------------------------------- */

const FIRST_YEAR = 'The year of the first delivered project';

const pakistanPage = file('CHG Pakistan page', 'pages/chg-pakistan', inEnglishAndUrdu({
  title: line('Title'),
  eyebrow: line('Line above the title'),
  lead: sentence('Lead', { description: 'Under the title, and in search results' }),
  image: image('Hero photo', 'pages/chg-pakistan'),
  opportunitiesButton: line('Button to the investment opportunities'),
  projectsButton: line('Button to the delivered projects'),
  operations: heading('Operations', {
    intro: template('Intro', ['firstYear'], { description: FIRST_YEAR, required: true, multiline: true }),
    items: list('Operations', fields.object({ title: line('Title'), text: sentence('Text') })),
  }),
  focus: heading('Focus areas', { items: list('Focus areas', fields.object({ title: line('Title'), text: sentence('Text') })) }),
  opportunities: heading('Investment opportunities', {
    intro: sentence('Intro'),
    contactLabel: line('Contact link text'),
    contactContext: template('Contact link, for screen readers', ['topic'], {
      description: 'The topic is the opportunity title in lower case: "about hotel development"',
      required: true,
    }),
    items: list(
      'Opportunities (three)',
      fields.object({
        title: line('Title'),
        text: sentence('Text'),
        subject: line('Subject filled in on the contact form'),
        team: teamField('The contact form opens with this team chosen'),
        example: optional('Link to a project that shows it', fields.object({ label: line('Link text'), project: reference('Project', 'current-projects', { description: 'A current project with its own page' }) })),
      }),
      { min: 3, max: 3 },
    ),
  }),
  projects: heading('Delivered projects', {
    intro: template('Intro', ['count'], { description: 'The number of delivered projects, in words (Seven)', required: true, multiline: true }),
    overviewButton: line('Button to the Delivered Projects page'),
    ongoingButton: line('Button to the Ongoing Projects page'),
  }),
  office: group('Office', {
    eyebrow: line('Line above the heading', { description: 'The title, address, phone and email come from the site settings (Karachi office)' }),
    ...words({
      hours: 'Opening hours', addressLabel: 'Address label', phoneLabel: 'Phone label', emailLabel: 'Email label',
      hoursLabel: 'Hours label',
    }),
    whatsappLabel: line('WhatsApp label', { description: 'Shown when the team below chats on WhatsApp' }),
    contactButton: line('Contact button'),
    team: teamField('The contact button opens the form with this team chosen; its WhatsApp shows next to the office phone'),
  }),
}));

const listSection = () => heading('Project list', { intro: sentence('Intro') });

const deliveredProjectsPage = file('Delivered Projects page', 'pages/delivered-projects', inEnglishAndUrdu({
  eyebrow: line('Line above the title'),
  title: line('Title'),
  lead: template('Lead', ['firstYear'], { description: `Under the title, and in search results. ${FIRST_YEAR}`, required: true, multiline: true }),
  image: image('Hero photo', 'pages/delivered-projects'),
  otherListButton: line('Button to the Ongoing Projects page'),
  section: listSection(),
}));

const ongoingProjectsPage = file('Ongoing Projects page', 'pages/ongoing-projects', inEnglishAndUrdu({
  eyebrow: line('Line above the title', { description: 'Also above the closing section' }),
  title: line('Title'),
  lead: sentence('Lead', { description: 'Under the title, and in search results' }),
  image: image('Hero photo', 'pages/ongoing-projects'),
  otherListButton: line('Button to the Delivered Projects page'),
  section: listSection(),
  closing: closingSection({}),
}));

export const pakistanCollections = { 'delivered-projects': deliveredProjects, 'current-projects': currentProjects };
export const pakistanSingletons = {
  'pakistan-page': pakistanPage,
  'delivered-projects-page': deliveredProjectsPage,
  'ongoing-projects-page': ongoingProjectsPage,
};
