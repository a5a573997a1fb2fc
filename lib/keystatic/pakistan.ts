import { collection, fields, singleton, type Collection, type ComponentSchema, type Singleton } from '@keystatic/core';
import {
  ACTION_KINDS,
  CURRENT_STATUSES,
  DETAIL_KINDS,
  FACT_KINDS,
  FEATURE_KINDS,
  SALE_STATUSES,
  SCHEMA_TYPES,
  UNIT_LABELS,
} from '@/lib/content/project-choices';
import { REQUIRED } from '@/lib/content/rules';
import { choice, closingSection, count, image, line, lines, nameAndSlug, optionalGroup, paragraphs, position, sentence, teamField, template, year } from './fields';

const labelValue = () => fields.object({ label: line('Label'), value: line('Value') });

const type = () => line('Type', { description: 'Above the name on the card and the project page, e.g. Residential Apartments' });
const location = () =>
  line('Location', { description: 'Ending in ", Karachi"; the label over the photo drops the city' });

const deliveredProjects = collection({
  label: 'Delivered projects',
  path: 'content/delivered-projects/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    name: nameAndSlug('Name'),
    position: position(),
    listed: fields.checkbox({
      label: 'Show on the Delivered Projects page',
      description: 'Every delivered project keeps its page and its link on the CHG Pakistan page either way',
    }),
    type: type(),
    location: location(),
    year: year('Year delivered', { description: 'Shown as "Delivered 2013" and as the first detail card' }),
    image: image('Photo', 'delivered-projects'),
    description: sentence('Card description', { description: 'On the Delivered Projects page' }),
    summary: sentence('Summary', { description: 'Under the name on the project page, and in search results' }),
    schemaType: choice('Kind of place, for search engines', SCHEMA_TYPES),
    building: optionalGroup(
      'Give the floors and units',
      {
        floors: count('Floors above the ground floor', { description: '13 is shown as "Ground + 13" and "Ground plus 13 floors"' }),
        penthouse: fields.checkbox({ label: 'Crowned by a penthouse' }),
        units: count('Number of units'),
        unitsOver: fields.checkbox({ label: 'The number is a minimum', description: 'Shows "Over 100"' }),
        unitsLabel: choice('The units are', UNIT_LABELS),
        unitsFeature: line('The units in the feature line', {
          description: 'Follows the number: "apartments of 2 and 3 bedrooms" gives "72 apartments of 2 and 3 bedrooms"',
        }),
      },
      'The figures feed the detail cards and feature lines that ask for them; the overview and summaries must agree with them',
    ),
    overview: paragraphs('Overview'),
    features: fields.array(
      fields.conditional(
        choice('Feature', FEATURE_KINDS, {
          labels: { text: 'Written out', units: 'The number of units (from the figures)', floors: 'The floors (from the figures)' },
        }),
        { text: line('Text'), units: fields.empty(), floors: fields.empty() },
      ),
      {
        label: 'Features',
        itemLabel: (props) => (props.discriminant === 'text' ? props.value.value : `(${props.discriminant} from the figures)`),
        validation: { length: { min: 3 } },
      },
    ),
    details: fields.array(
      fields.conditional(
        choice('Card', DETAIL_KINDS, {
          labels: {
            text: 'Written out',
            units: 'The number of units (from the figures)',
            floors: 'The floors (from the figures)',
            location: 'The location, without the city',
          },
        }),
        { text: labelValue(), units: fields.empty(), floors: fields.empty(), location: fields.empty() },
      ),
      {
        label: 'Detail cards',
        description: 'After the year of delivery, which is always the first card',
        itemLabel: (props) => (props.discriminant === 'text' ? props.value.fields.label.value : `(${props.discriminant})`),
        validation: { length: { min: 1 } },
      },
    ),
  },
});

const projectPage = {
  status: choice('Status badge', SALE_STATUSES),
  summary: sentence('Summary', { description: 'Under the name, and in search results' }),
  flags: lines('Highlights', 'Highlight', { min: 0 }),
  price: fields.object(
    {
      label: line('Price label', { description: 'e.g. Starting price' }),
      amount: count('Price in rupees', {
        optional: true,
        description: 'Leave empty when the page lists plots: the lowest plot price is shown instead',
      }),
      compact: fields.checkbox({ label: 'Show in millions', description: 'PKR 1.5M instead of PKR 1,500,000' }),
    },
    { label: 'Price' },
  ),
  facts: fields.array(
    fields.conditional(choice('Card', FACT_KINDS, { labels: { text: 'Written out', location: 'The location' } }), {
      text: labelValue(),
      location: fields.empty(),
    }),
    {
      label: 'Fact cards',
      itemLabel: (props) => (props.discriminant === 'text' ? props.value.fields.label.value : '(location)'),
    },
  ),
  overview: paragraphs('Overview', { description: 'Where the text mentions the price, write {price}: the page fills it in from the price above' }),
  features: lines('Features', 'Feature', { min: 3 }),
  plots: fields.array(
    fields.object({
      size: line('Size'),
      available: fields.integer({ label: 'Units available (0 shows Sold out)', validation: { isRequired: true, min: 0 } }),
      price: count('Price in rupees'),
    }),
    { label: 'Plots', itemLabel: (props) => props.fields.size.value || 'New plot' },
  ),
  paymentPlans: fields.array(
    fields.object({
      name: line('Name'),
      downPaymentPercent: fields.integer({ label: 'Down payment (%)', validation: { isRequired: true, min: 0, max: 100 } }),
      months: fields.integer({ label: 'Monthly installments (0 for payment in full)', validation: { isRequired: true, min: 0 } }),
      note: sentence('Note'),
    }),
    { label: 'Payment options', itemLabel: (props) => props.fields.name.value || 'New plan' },
  ),
  actions: fields.array(
    fields.object({
      label: line('Button text'),
      goesTo: fields.conditional(
        choice('Goes to', ACTION_KINDS, {
          labels: { plots: 'The plots on this page', payments: 'The payment options on this page', contact: 'The contact form' },
        }),
        { plots: fields.empty(), payments: fields.empty(), contact: line('Subject filled in on the form') },
      ),
    }),
    {
      label: 'Buttons',
      description: 'All in the hero, the first one highlighted; the contact form ones again at the end of the page',
      itemLabel: (props) => props.fields.label.value || 'New button',
      validation: { length: { min: 1 } },
    },
  ),
  team: teamField('The contact form buttons open the form with this team chosen; its phone and WhatsApp show beside them at the end of the page'),
};

const currentProjects = collection({
  label: 'Current projects',
  path: 'content/current-projects/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    name: nameAndSlug('Name'),
    position: position(),
    type: type(),
    location: location(),
    image: image('Photo', 'current-projects'),
    ongoing: optionalGroup('Show on the Ongoing Projects page', {
      status: choice('Construction status', CURRENT_STATUSES, {
        labels: { 'Ready for Posession': 'Ready for Possession' },
      }),
      year: year('Expected year', { description: 'Shown as "Expected 2027"' }),
      description: sentence('Card description', { description: 'Where the text mentions the price, write {price}: the page fills it in from the page price' }),
    }),
    page: optionalGroup('Has its own project page', projectPage, 'At /projects/ followed by the slug'),
  },
});

const titledText = (label: string) =>
  fields.array(fields.object({ title: line('Title'), text: sentence('Text') }), {
    label,
    itemLabel: (props) => props.fields.title.value || 'New item',
    validation: { length: { min: 1 } },
  });

const FIRST_YEAR = 'The year of the first delivered project';
const REQUIRED_TEXT = { ...REQUIRED, multiline: true };

const pakistanPage = singleton({
  label: 'CHG Pakistan page',
  path: 'content/pages/chg-pakistan',
  format: { data: 'json' },
  schema: {
    title: line('Title'),
    eyebrow: line('Eyebrow'),
    lead: sentence('Lead', { description: 'Under the title, and in search results' }),
    image: image('Hero photo', 'pages/chg-pakistan'),
    opportunitiesButton: line('Button to the investment opportunities'),
    projectsButton: line('Button to the delivered projects'),
    operations: fields.object(
      { eyebrow: line('Eyebrow'), title: line('Title'), intro: template('Intro', ['firstYear'], FIRST_YEAR, REQUIRED_TEXT), items: titledText('Operations') },
      { label: 'Operations' },
    ),
    focus: fields.object({ eyebrow: line('Eyebrow'), title: line('Title'), items: titledText('Focus areas') }, { label: 'Focus areas' }),
    opportunities: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Title'),
        intro: sentence('Intro'),
        contactLabel: line('Contact link text'),
        contactContext: template(
          'Contact link, for screen readers',
          ['topic'],
          'The topic is the opportunity title in lower case: "about hotel development"',
          REQUIRED,
        ),
        items: fields.array(
          fields.object({
            title: line('Title'),
            text: sentence('Text'),
            subject: line('Subject filled in on the contact form'),
            team: teamField('The contact form opens with this team chosen'),
            example: optionalGroup('Link to a project that shows it', {
              label: line('Link text'),
              project: fields.relationship({ label: 'Project', collection: 'current-projects' }),
            }),
          }),
          {
            label: 'Opportunities (three)',
            itemLabel: (props) => props.fields.title.value || 'New opportunity',
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
      { label: 'Investment opportunities' },
    ),
    projects: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Title'),
        intro: template('Intro', ['count'], 'The number of delivered projects, in words (Seven)', REQUIRED_TEXT),
        overviewButton: line('Button to the Delivered Projects page'),
        ongoingButton: line('Button to the Ongoing Projects page'),
      },
      { label: 'Delivered projects' },
    ),
    office: fields.object(
      {
        eyebrow: line('Eyebrow', { description: 'The title, address, phone and email come from the site settings (Karachi office)' }),
        hours: line('Opening hours'),
        addressLabel: line('Address label'),
        phoneLabel: line('Phone label'),
        emailLabel: line('Email label'),
        hoursLabel: line('Hours label'),
        whatsappLabel: line('WhatsApp label', { description: 'Shown when the team below chats on WhatsApp' }),
        contactButton: line('Contact button'),
        team: teamField('The contact button opens the form with this team chosen; its WhatsApp shows next to the office phone'),
      },
      { label: 'Office' },
    ),
  },
});

const listSection = () =>
  fields.object({ eyebrow: line('Eyebrow'), title: line('Title'), intro: sentence('Intro') }, { label: 'Project list' });

const deliveredProjectsPage = singleton({
  label: 'Delivered Projects page',
  path: 'content/pages/delivered-projects',
  format: { data: 'json' },
  schema: {
    eyebrow: line('Eyebrow'),
    title: line('Title'),
    lead: template('Lead', ['firstYear'], `Under the title, and in search results. ${FIRST_YEAR}`, REQUIRED_TEXT),
    image: image('Hero photo', 'pages/delivered-projects'),
    otherListButton: line('Button to the Ongoing Projects page'),
    section: listSection(),
  },
});

const ongoingProjectsPage = singleton({
  label: 'Ongoing Projects page',
  path: 'content/pages/ongoing-projects',
  format: { data: 'json' },
  schema: {
    eyebrow: line('Eyebrow', { description: 'Above the title and above the closing section' }),
    title: line('Title'),
    lead: sentence('Lead', { description: 'Under the title, and in search results' }),
    image: image('Hero photo', 'pages/ongoing-projects'),
    otherListButton: line('Button to the Delivered Projects page'),
    section: listSection(),
    closing: closingSection(),
  },
});

const projectLayout = singleton({
  label: 'Project pages (shared text)',
  path: 'content/pages/project',
  format: { data: 'json' },
  schema: {
    viewProject: line('Card link cue', { description: 'At the foot of a card that has a project page' }),
    overviewTitle: line('Overview title'),
    featuresTitle: line('Features title'),
    locationLabel: line('Location card label'),
    floorsLabel: line('Floors card label'),
    floorsValue: template('Floors card value', ['floors'], 'The floors above the ground floor', REQUIRED),
    floorsFeature: template('Floors feature line', ['floors'], 'The floors above the ground floor', REQUIRED),
    penthouse: line('Penthouse', { description: 'Added after the floors of a building crowned by a penthouse' }),
    unitsOver: template('A minimum number of units', ['count'], undefined, REQUIRED),
    delivered: fields.object(
      {
        badge: line('Badge', { description: 'Also the label of the first detail card, the year of delivery' }),
        yearLabel: template('Year label', ['year'], 'The year of delivery', REQUIRED),
        detailsEyebrow: line('Details eyebrow'),
        detailsTitle: line('Details title'),
        moreTitle: line('Closing title'),
        moreIntro: sentence('Closing intro'),
        deliveredButton: line('Button to the Delivered Projects page'),
        ongoingButton: line('Button to the Ongoing Projects page'),
      },
      { label: 'Delivered projects' },
    ),
    ongoing: fields.object(
      { yearLabel: template('Year label', ['year'], 'The expected year', REQUIRED) },
      { label: 'Ongoing projects' },
    ),
    offering: fields.object(
      {
        highlights: line('Highlights, for screen readers'),
        plotsEyebrow: line('Plots eyebrow'),
        plotsTitle: line('Plots title'),
        plotsIntro: sentence('Plots intro'),
        plotsCaption: template('Plots table caption, for screen readers', ['name'], 'The name is the project name', REQUIRED),
        sizeColumn: line('Size column'),
        availableColumn: line('Units available column'),
        priceColumn: line('Price column'),
        soldOut: line('Sold out'),
        paymentsEyebrow: line('Payment options eyebrow'),
        paymentsTitle: line('Payment options title'),
        paymentsIntro: sentence('Payment options intro'),
        paidInFull: line('Payment in full'),
        atBooking: line('Payment in full, when'),
        downPayment: template('Down payment', ['percent'], undefined, REQUIRED),
        installments: template('Installments', ['months'], 'The number of months', REQUIRED),
        enquireEyebrow: line('Closing eyebrow'),
        enquireTitle: template('Closing title', ['name'], 'The name is the project name', REQUIRED),
        enquireIntro: sentence('Closing intro'),
        callButton: template('Call button', ['phone'], "The phone is the page's team's", REQUIRED),
        whatsappButton: line('WhatsApp button', { description: "Opens a WhatsApp chat with the page's team, its first message naming the project" }),
      },
      { label: 'Project pages on sale' },
    ),
  },
});

export const pakistanCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {
  'delivered-projects': deliveredProjects,
  'current-projects': currentProjects,
};
export const pakistanSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  'pakistan-page': pakistanPage,
  'delivered-projects-page': deliveredProjectsPage,
  'ongoing-projects-page': ongoingProjectsPage,
  'project-page': projectLayout,
};
