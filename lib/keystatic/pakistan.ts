/**
 * Cedarline Builders & Developers in Karachi: the delivered and current projects (one file per project, its page included)
 * and the copy of the Karachi pages, each text in English and in Urdu where a visitor reads it.
 */
import { fields } from '@keystatic/core';
import {
  text, choice, closingSection, copy, document, file, heading, image, list, localized, name, number, optional, position, records, reference, REQUIRED, shown, urdu, urduName, year,
} from './fields';
import type { CopyOptions } from './figures';

/** Construction status on the ongoing card; the data keeps the source spelling "Ready for Posession". */
export const CURRENT_STATUSES = ['Under Development', 'Ready for Posession', 'Planned'] as const;
/** Sales status on a project page. */
export const SALE_STATUSES = ['Active', 'Launching', 'Under Development'] as const;
/** What a project sells, each size's kind and its unit, and what an approval approves, as the editor names them (the catalogue has their words). */
export const SIZE_KINDS = { plot: 'Plot', villa: 'Villa', shop: 'Shop', office: 'Office', apartment: 'Apartment' } as const;
export const AREA_UNITS = { 'sq-yd': 'Square yards', 'sq-ft': 'Square feet' } as const;
export const APPROVALS = { 'building-plan': 'Building plan', 'layout-plan': 'Layout plan', 'noc-sale': 'NOC for sale and advertisement', completion: 'Completion certificate' } as const;

/** The figures a delivered project holds: its texts write {year}, {floors} and {units}. */
const DELIVERED: CopyOptions = { refuse: { year: '{year}', floors: '{floors}', units: '{units}' } };
/** The figures a project on sale holds: the lowest price, its sizes, how long its plans run; the rest the page shows from its fields. */
const OFFERING: CopyOptions = { refuse: { price: '{price}', size: '{sizes}', term: '{term}', share: null, units: null, year: null } };
/** A photo of a project on sale may say the size it shows ("a finished 120 sq yd villa"): it is what the picture shows. */
const PHOTO: CopyOptions = { refuse: { price: null, term: null, share: null, year: null } };
/** A card on the Ongoing Projects page: without a page it may state its sizes; with one it writes {sizes} (lib/content/checks.ts). */
const CARD: CopyOptions = { tokens: ['sizes'], refuse: { price: '{price}', term: '{term}', share: null, units: null, year: null } };
/** A plan's note: its amounts, shares, counts and dates come from its terms. */
const PLAN: CopyOptions = { refuse: { price: null, share: null, term: null, units: null, year: null } };
/** The texts that give the year of the first delivered project: they write it as {firstYear}. */
const FIRST_YEAR: CopyOptions = { refuse: { year: '{firstYear}' }, required: true };

/** What every project has first: its name (English, which makes its address, and Urdu) and its place in lists. */
const naming = () => ({ name: name(), nameInUrdu: urduName('As the Urdu pages write it, e.g. سیڈرلائن ولاز کراچی'), position: position() });
const type = (figures: CopyOptions) => localized.copy('Type', figures, 'Above the name on the card and the project page, e.g. Residential Apartments');
const location = (figures: CopyOptions) => localized.copy('Location', figures, 'Ending in ", Karachi"; the label over the photo drops the city');
const photo = (folder: string, figures: CopyOptions) => image('Photo', folder, localized, { alt: copy(figures, { min: 8 }) });
const labelValue = (figures: CopyOptions) => fields.object({ label: localized.line('Label'), value: localized.copy('Value', figures) });
const answeringTeam = (description: string) => reference('Team that answers', 'teams', description);

/** Where a project stands, for its map and its directions: within Karachi, to six decimals. */
const degrees = (label: string, description: string, min: number, max: number) =>
  number({ label, description, step: 0.000001, grouping: false, validation: { isRequired: true, min, max } });
const coordinates = () => fields.object({
  latitude: degrees('Latitude', 'In decimal degrees, e.g. 24.950406, from the map', 24.7, 25.3),
  longitude: degrees('Longitude', 'In decimal degrees, e.g. 67.043587', 66.6, 67.6),
}, { label: 'Where it is on the map' });

/* ---- Delivered projects -------------------------------------------------- */

const FEATURE_KINDS = { text: 'Written out', units: 'The number of units (from the figures)', floors: 'The floors (from the figures)' };

const deliveredProjects = records('Delivered projects', 'delivered-projects', ['name', 'year'], {
  ...naming(),
  type: type(DELIVERED), location: location(DELIVERED),
  year: year('Year delivered', 'Shown as "Delivered 2013" and as the first detail card'),
  coordinates: coordinates(),
  image: photo('delivered-projects', DELIVERED),
  schemaType: choice('Kind of place, for search engines', ['ApartmentComplex', 'GatedResidenceCommunity', 'ShoppingCenter', 'Place'], {
    ApartmentComplex: 'Apartment complex', GatedResidenceCommunity: 'Gated community', ShoppingCenter: 'Shopping centre', Place: 'Another place',
  }),
  building: optional('A building whose floors and units the page gives', fields.object({
    floors: number({ label: 'Floors above the ground floor', description: '13 is shown as "Ground + 13" and "Ground plus 13 floors"', validation: { isRequired: true, min: 1 } }),
    penthouse: fields.checkbox({ label: 'Crowned by a penthouse' }),
    units: number({ label: 'Number of units', validation: { isRequired: true, min: 1 } }),
    unitsOver: fields.checkbox({ label: 'The number is a minimum', description: 'Shows "Over 100"' }), unitsLabel: choice('The units are', ['Apartments', 'Units']),
    unitsFeature: localized.copy('The units in the feature line', DELIVERED, 'Follows the number: "apartments of 2 and 3 bedrooms" gives "72 apartments of 2 and 3 bedrooms"'),
  }), 'The texts below may then write {floors} and {units}, and the feature lines and detail cards show them'),
  description: localized.paragraph('Card description', DELIVERED, 'On the Delivered Projects page'),
  summary: localized.paragraph('Summary', DELIVERED, 'Under the name on the project page, and in search results'),
  overview: list('Overview', localized.paragraph('Paragraph', DELIVERED)),
  features: list('Features', fields.conditional(choice('Feature', ['text', 'units', 'floors'], FEATURE_KINDS), {
    text: localized.copy('Text', DELIVERED), units: fields.empty(), floors: fields.empty(),
  }), { min: 3 }),
  details: list('Detail cards', fields.conditional(choice('Card', ['text', 'units', 'floors', 'location'], { ...FEATURE_KINDS, location: 'The location, without the city' }), {
    text: labelValue(DELIVERED), units: fields.empty(), floors: fields.empty(), location: fields.empty(),
  }), { description: 'After the year of delivery, which is always the first card' }),
});

/* ---- Current projects ------------------------------------------------------- */

const percent = (label: string, defaultValue = 0, max = 100) => number({ label, defaultValue, validation: { isRequired: true, min: 0, max } });

/** The approvals a careful buyer checks before paying: who approved what, its number and date, the document. */
const approvals = list('Approvals', fields.object({
  authority: choice('Authority', ['SBCA', 'KDA', 'MDA', 'LDA'], {
    SBCA: 'SBCA, Sindh Building Control Authority', KDA: 'KDA, Karachi Development Authority', MDA: 'MDA, Malir Development Authority', LDA: 'LDA, Lyari Development Authority',
  }),
  approval: choice('What it approves', ['building-plan', 'layout-plan', 'noc-sale', 'completion'], APPROVALS),
  number: text.line('Number, as on the document'), issued: fields.date({ label: 'Date of issue', validation: REQUIRED }),
  document: document('The document (a PDF or a picture of it)', 'current-projects', 'Optional: buyers can open it from the page'),
  checked: fields.date({ label: 'Last checked by the group', description: 'The day someone checked it is still valid', validation: REQUIRED }),
}), { min: 0, description: 'A project with its own page lists its NOC for sale and advertisement here: the site promises every unit it sells has one' });

const projectPage = fields.object({
  status: choice('Status badge', SALE_STATUSES),
  summary: localized.paragraph('Summary', OFFERING, 'Under the name, and in search results'),
  flags: list('Highlights', localized.copy('Highlight', OFFERING), { min: 0 }),
  price: fields.object({
    label: localized.line('Price label', 'e.g. Starting price: the price shown is the lowest size’s'),
    compact: fields.checkbox({ label: 'Show in millions', description: 'PKR 1.5M instead of PKR 1,500,000' }),
  }, { label: 'Price' }),
  sizes: fields.object({
    button: localized.line('Button to the list of sizes', 'Among the buttons at the top of the page'),
    items: list('Sizes', fields.object({
      area: number({ label: 'Area', validation: { isRequired: true, min: 1 } }), unit: choice('Measured in', ['sq-yd', 'sq-ft'], AREA_UNITS),
      kind: choice('What it is', ['plot', 'villa', 'shop', 'office', 'apartment'], SIZE_KINDS),
      price: number({ label: 'Price in rupees', validation: { isRequired: true, min: 1 } }),
      available: number({ label: 'Units available (0 shows Sold out)', validation: { isRequired: true, min: 0 } }),
      asOf: fields.date({ label: 'Available as of', description: 'The day the count was last updated: the page says "as of 1 November 2026"', validation: REQUIRED }),
    }), {
      description: 'Each is named from its area and kind ("120 sq yd villa") in both languages',
      itemLabel: (item) => `${shown(item, 'area')} ${shown(item, 'unit')}, ${shown(item, 'kind')}`.toLowerCase(),
    }),
  }, { label: 'What the page sells' }),
  facts: list('Fact cards', fields.conditional(
    choice('Card', ['text', 'location', 'installments'], { text: 'Written out', location: 'The location', installments: 'How long the installments can run (from the payment plans)' }),
    { text: labelValue(OFFERING), location: fields.empty(), installments: fields.empty() },
  ), { min: 0, description: 'The price and when possession is given show at the top of the page' }),
  overview: list('Overview', localized.paragraph('Paragraph', OFFERING)),
  features: list('Features', localized.copy('Feature', OFFERING), { min: 3 }),
  gallery: list('Gallery photos', photo('current-projects', PHOTO), { min: 0, description: 'A carousel under the overview; with no photos the page shows none' }),
  payments: optional('The page shows payment options', fields.object({
    button: localized.line('Button to the payment options', 'Among the buttons at the top of the page'),
    plans: list('Payment plans', fields.object({
      downPaymentPercent: percent('Down payment (% of the price after any discount)', 25),
      installments: number({ label: 'Installments (0 when the price is paid in full)', defaultValue: 36, validation: { isRequired: true, min: 0, max: 240 } }),
      frequency: choice('Installments are paid', ['monthly', 'quarterly'], { monthly: 'Every month', quarterly: 'Every quarter' }),
      discountPercent: percent('Discount (% off the listed price)', 0, 50),
      ballotingPercent: percent('Due on balloting (% of the price)'), possessionPercent: percent('Due on possession (% of the price)'),
      possessionAfter: number({ label: 'Possession after this many installments', description: '0: at booking. Leave it empty when the plan does not say', validation: { min: 0 } }),
      continuesAfterPossession: fields.checkbox({
        label: 'Installments continue after possession', description: 'Buyers go on paying once they have possession, and the schedule marks those installments; unticked, the last one falls by possession, counted from booking',
      }),
      note: localized({
        label: 'Note', description: 'What else a buyer should know; the amounts, counts and dates come from the terms', multiline: true, validation: copy(PLAN, { optional: true }),
      }),
    }), {
      description: 'Each is named from its terms ("18-month plan"), and the page computes its schedule in rupees for each size',
      itemLabel: (item) =>
        shown(item, 'installments') === '0'
          ? `Paid in full, ${shown(item, 'discountPercent')}% off`
          : `${shown(item, 'downPaymentPercent')}% down, ${shown(item, 'installments')} installments ${shown(item, 'frequency').toLowerCase()}`,
    }),
    excludes: list('Not included in the price', localized.line('Charge'), { description: 'Registration, transfer, utility connections, development charges…: listed under the schedule' }),
  })),
  approvals, coordinates: coordinates(),
  contacts: list('Contact buttons', fields.object({
    label: localized.line('Button text'), subject: localized.line('Subject filled in on the contact form'),
    visit: fields.checkbox({ label: 'Books a site visit', description: 'The form then asks for a day and a phone number' }),
  }), { description: 'After the buttons to the sizes and the payment options, at the top of the page and again at its end' }),
  team: answeringTeam('The contact buttons open the form with this team chosen; its phone and WhatsApp show beside them at the end of the page'),
});

const currentProjects = records('Current projects', 'current-projects', ['name'], {
  ...naming(),
  type: type(OFFERING), location: location(OFFERING),
  image: photo('current-projects', PHOTO),
  possession: fields.date({
    label: 'Possession expected from', description: 'The card says "Expected 2027"; a project page gives the month beside its price: "Possession from March 2027"', validation: REQUIRED,
  }),
  // Every current project is on the Ongoing Projects page: the list is never short of a project the site sells.
  ongoing: fields.object({
    status: choice('Construction status', CURRENT_STATUSES, { 'Ready for Posession': 'Ready for Possession' }),
    description: localized.paragraph('Card description', CARD, 'With its own page, a project may write {price}, {sizes} and {term}'),
  }, { label: 'Card on the Ongoing Projects page' }),
  page: optional('Has its own project page', projectPage, 'At /projects/ followed by the file name'),
});

/* ---- Pages -------------------------------------------------------------------- */

const titledTexts = (label: string) => list(label, fields.object({ title: localized.line('Title'), text: localized.prose('Text') }));

const pakistanPage = file('CHG Pakistan page', 'pages/chg-pakistan', {
  title: localized.line('Title'), eyebrow: localized.line('Line above the title'),
  lead: localized.prose('Lead', 'Under the title, and in search results'),
  image: image('Hero photo', 'pages/chg-pakistan', localized),
  projectsButton: localized.line('First button: to the delivered projects'), opportunitiesButton: localized.line('Second button: to the investment opportunities'),
  operations: heading('Operations', localized, { intro: localized.paragraph('Intro', FIRST_YEAR, 'The year of the first delivered project'), items: titledTexts('Operations') }),
  focus: heading('Focus areas', localized, { items: titledTexts('Focus areas') }),
  opportunities: heading('Investment opportunities', localized, {
    intro: localized.prose('Intro'), contactLabel: localized.line('Contact link text'),
    contactContext: localized.copy('Contact link, for screen readers', { tokens: ['topic'], required: true }, 'The topic is the opportunity title in lower case: "about hotel development"'),
    items: list('Opportunities', fields.object({
      title: localized.line('Title'), text: localized.prose('Text'),
      subject: localized.line('Subject filled in on the contact form'), team: answeringTeam('The contact form opens with this team chosen'),
      example: optional('Link to a project that shows it', fields.object({
        label: localized.line('Link text'), project: reference('Project', 'current-projects', 'A current project with its own page'),
      })),
    }), { min: 3, max: 3 }),
  }),
  projects: heading('Delivered projects', localized, {
    intro: localized.paragraph('Intro', { tokens: ['count'], required: true }, 'The number of delivered projects, in words (Seven)'),
    overviewButton: localized.line('Button to the Delivered Projects page'), ongoingButton: localized.line('Button to the Ongoing Projects page'),
  }),
  office: fields.object({
    eyebrow: localized.line('Line above the heading', 'The title, address, phone and email come from the site settings (Karachi office)'),
    hours: localized.line('Opening hours'), addressLabel: localized.line('Address label'), phoneLabel: localized.line('Phone label'),
    emailLabel: localized.line('Email label'), hoursLabel: localized.line('Hours label'),
    whatsappLabel: localized.line('WhatsApp label', 'Shown when the team below chats on WhatsApp'), contactButton: localized.line('Contact button'),
    team: answeringTeam('The contact button opens the form with this team chosen; its WhatsApp shows next to the office phone'),
  }, { label: 'Office' }),
});

/** The top of the Delivered and the Ongoing Projects pages, each with a button to the other, and the list's intro. */
const listPage = (path: string, lead: ReturnType<typeof localized>, otherPage: string, eyebrowNote?: string) => ({
  eyebrow: localized.line('Line above the title', eyebrowNote), title: localized.line('Title'),
  lead, image: image('Hero photo', `pages/${path}`, localized),
  otherListButton: localized.line(`Button to the ${otherPage} page`), section: heading('Project list', localized, { intro: localized.prose('Intro') }),
});
const deliveredProjectsPage = file('Delivered Projects page', 'pages/delivered-projects', {
  ...listPage('delivered-projects', localized.paragraph('Lead', FIRST_YEAR, 'Under the title, and in search results. The year of the first delivered project'), 'Ongoing Projects'),
});
const ongoingProjectsPage = file('Ongoing Projects page', 'pages/ongoing-projects', {
  ...listPage('ongoing-projects', localized.prose('Lead', 'Under the title, and in search results'), 'Delivered Projects', 'Also above the closing section'),
  closing: closingSection(localized, {}),
});

/** A section of the Urdu home page: its heading, and the button to the page of the projects it shows. */
const urduSection = (label: string, description: string, page: string) =>
  fields.object({ title: urdu.line('Heading'), button: urdu.line(`Button to the ${page} page`) }, { label, description });
/** The Urdu home page (/ur): the Karachi projects above its contact section. It exists in Urdu only, so its texts are Urdu. */
const urduHomePage = file('Urdu home page', 'pages/urdu-home', {
  title: urdu.line('Title in search results'), description: urdu.prose('Description in search results'),
  projects: heading('Karachi projects', urdu, { intro: urdu.prose('Intro') }),
  delivered: urduSection('Delivered projects', 'The projects the Delivered Projects page lists', 'Delivered Projects'),
  onSale: urduSection('Projects on sale', 'Every current project with its own page', 'Ongoing Projects'),
});

export const pakistanCollections = { 'delivered-projects': deliveredProjects, 'current-projects': currentProjects };
export const pakistanSingletons = {
  'pakistan-page': pakistanPage, 'delivered-projects-page': deliveredProjectsPage, 'ongoing-projects-page': ongoingProjectsPage, 'urdu-home-page': urduHomePage,
};
