/** The site-wide records: settings, navigation, the group's pages and people, the contact teams. */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, copy, EMAIL, file, heading, HTTPS, image, INTERNAL_HREF, list, localized, name, number, optional, PHONE, position, PROSE, records, reference, REQUIRED,
  SENTENCE, SLUG, urduName, WHATSAPP, year,
} from './fields';

/** The two companies with an overview page, as an editor reads them. */
export const COMPANIES = ['canada', 'builders'] as const;
const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;
/** The teams of the About page, in the order it shows them. */
export const ABOUT_TEAMS = ['leadership', 'canada', 'builders'] as const;

const phone = fields.text({ label: 'Phone', validation: { isRequired: true, pattern: PHONE } });
const paragraphs = (label: string) => list(label, fields.text({ label: 'Paragraph', ...PROSE }));

/** An office: its heading in both languages; the Canada address reads in English on the Urdu pages too. */
const office = (label: string, address: ComponentSchema) => fields.object({ label: localized({ label: 'Heading', validation: REQUIRED }), address, phone }, { label });

// The names and words the header, the footer and the contact section show on every page, the Urdu ones included.
const settings = file('Site settings', 'settings', {
  name: localized({ label: 'Group name', description: 'Page titles, the footer and structured data', validation: REQUIRED }),
  shortName: localized({ label: 'Short name', description: 'The end of every page title; the logo keeps the English', validation: REQUIRED }),
  companies: fields.object(
    {
      hospitality: localized({ label: 'Hospitality group', validation: REQUIRED }),
      canada: localized({ label: 'Canada company', description: 'Also the header menu, the footer link and the home page card of the company', validation: REQUIRED }),
      builders: localized({ label: 'Pakistan builders', description: 'Also the header menu, the footer link and the home page card of the company', validation: REQUIRED }),
    },
    { label: 'Company names' },
  ),
  founded: year('Founded'),
  copyrightYear: year('Copyright year'),
  email: fields.text({ label: 'Contact email', validation: { isRequired: true, pattern: EMAIL } }),
  description: localized({ label: 'Description', description: 'Search results, the footer and link previews', ...PROSE }),
  social: list('Social links', fields.object({ label: fields.text({ label: 'Network', validation: REQUIRED }), href: fields.text({ label: 'Page address', validation: { isRequired: true, pattern: HTTPS } }) })),
  offices: fields.object({ canada: office('Canada office', fields.text({ label: 'Address', validation: REQUIRED })), pakistan: office('Karachi office', localized({ label: 'Address', validation: REQUIRED })) }, { label: 'Offices' }),
});

const link = (label: string) =>
  fields.object(
    {
      label: localized({ label: 'Label', validation: REQUIRED }),
      href: fields.text({ label: 'Page address', description: 'The Urdu header leads to the Urdu page where there is one', validation: { isRequired: true, pattern: INTERNAL_HREF } }),
    },
    { label },
  );

const navigation = file('Navigation', 'navigation', {
  links: list('Header links', link('Link')),
  buildersMenu: list('Pakistan builders menu', link('Link'), {
    description: 'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
  }),
  contact: link('Contact button'),
  quickLinks: list(
    'Footer quick links',
    fields.conditional(choice('Links to', ['page', 'company'], { page: 'A page', company: 'A company overview page, named as in the site settings' }), {
      page: link('Page'),
      company: choice('Company', COMPANIES, COMPANY_LABELS),
    }),
  ),
});

const team = records('Team', 'team', ['name', 'role'], {
  name: name(),
  role: fields.text({ label: 'Role', validation: REQUIRED }),
  team: choice('Team', ABOUT_TEAMS, { leadership: 'Leadership', ...COMPANY_LABELS }),
  position: position(),
  portrait: image('Portrait', 'team', fields.text, { description: 'Shown beside the name on the About page' }),
});

const teams = records('Contact teams', 'teams', ['name'], {
  name: name(
    'Name',
    'Above the contact form: "Your message goes to Karachi sales". Keep the file name: the inbox addresses are set per file name (CONTACT_TEAM_INBOXES), and "general" must stay',
  ),
  nameInUrdu: urduName('Above the Urdu form, which writes to Karachi sales'),
  position: position(),
  phone: optional('The team has its own phone', phone, 'Shown next to the buttons of the pages it answers for'),
  whatsapp: optional(
    'The team chats on WhatsApp',
    fields.object({
      number: fields.text({ label: 'WhatsApp number', validation: { isRequired: true, pattern: WHATSAPP } }),
      message: localized({
        label: 'First message, filled in for the visitor',
        description: '{name} is the project (or company) the page is about',
        validation: copy({ tokens: ['name'] }),
      }),
    }),
    'Karachi pages offer a WhatsApp chat with this number next to the phone',
  ),
});

const homePage = file('Home page', 'pages/home', {
  title: fields.text({ label: 'Title in search results and link previews', validation: REQUIRED }),
  hero: fields.object(
    {
      eyebrow: fields.text({ label: 'Line above the heading', description: 'The founding year from the site settings follows it', validation: REQUIRED }),
      title: fields.text({ label: 'Heading', validation: REQUIRED }),
      lead: fields.text({ label: 'Lead', ...PROSE }),
      image: image('Hero photo', 'pages/home', fields.text, { description: 'Behind the page heading' }),
      primaryButton: fields.text({ label: 'First button (to CHG Canada)', validation: REQUIRED }),
      secondaryButton: fields.text({ label: 'Second button (to About Us)', validation: REQUIRED }),
    },
    { label: 'Top of the page' },
  ),
  about: heading('About the group', fields.text, {
    paragraphs: paragraphs('Paragraphs'),
    foundedLabel: fields.text({ label: 'Label of the founding year', description: 'The year comes from the site settings', validation: REQUIRED }),
    experienceLabel: fields.text({ label: 'Label of the years of experience', description: 'Counted from the founding year', validation: REQUIRED }),
    countriesLabel: fields.text({ label: 'Label of the number of countries', validation: REQUIRED }),
    countries: number({ label: 'Number of countries', validation: { isRequired: true, min: 1 } }),
    image: image('Photo', 'pages/home', fields.text),
  }),
  ventures: heading('Our ventures', fields.text, {
    intro: fields.text({ label: 'Introduction', ...PROSE }),
    linkLabel: fields.text({ label: 'Card link word', description: 'The company name follows it: "Explore CHG Canada"', validation: REQUIRED }),
    highlightsLabel: fields.text({ label: 'Highlights list name, for screen readers', description: 'Read after the company name', validation: REQUIRED }),
    cards: list(
      'Company cards',
      fields.object({
        company: choice('Company', COMPANIES, COMPANY_LABELS, 'The card shows its name from the site settings and links to its overview page'),
        anchor: fields.text({ label: 'Anchor', description: 'The #part of a link straight to this card', validation: { isRequired: true, pattern: SLUG } }),
        image: image('Photo', 'pages/home', fields.text),
        description: fields.text({ label: 'Description', ...PROSE }),
        highlights: list('Highlights', fields.text({ label: 'Highlight', validation: REQUIRED })),
      }),
    ),
  }),
});

const titledTexts = (label: string, options: { min?: number; max?: number } = {}) => list(label, fields.object({ title: fields.text({ label: 'Title', validation: REQUIRED }), text: fields.text({ label: 'Text', ...PROSE }) }), options);

const aboutPage = file('About page', 'pages/about', {
  title: fields.text({ label: 'Title in search results and link previews', validation: REQUIRED }),
  description: fields.text({ label: 'Description in search results and link previews', ...PROSE }),
  hero: fields.object(
    {
      eyebrow: fields.text({ label: 'Line above the heading', description: 'Follows the years of experience, counted from the founding year', validation: REQUIRED }),
      title: fields.text({ label: 'Heading', validation: REQUIRED }),
      lead: fields.text({ label: 'Lead', ...PROSE }),
      image: image('Hero photo', 'pages/about', fields.text, { description: 'Behind the page heading' }),
    },
    { label: 'Top of the page' },
  ),
  milestones: heading('Milestones', fields.text, { items: list('Milestones', fields.object({ year: year(), title: fields.text({ label: 'Title', validation: REQUIRED }), text: fields.text({ label: 'Text', ...PROSE }) })) }),
  pakistanOperations: heading('Pakistan operations', fields.text, { paragraphs: paragraphs('Paragraphs') }),
  teams: heading('Teams', fields.text, {
    headings: fields.object(
      { leadership: fields.text({ label: 'Leadership', validation: REQUIRED }), canada: fields.text({ label: COMPANY_LABELS.canada, validation: REQUIRED }), builders: fields.text({ label: COMPANY_LABELS.builders, validation: REQUIRED }) },
      { label: 'Heading of each team', description: 'The people are in the Team collection' },
    ),
  }),
  ceoMessage: fields.object(
    {
      title: fields.text({ label: 'Heading', validation: REQUIRED }),
      author: reference('Signed by', 'team', 'Their role is the line above the heading and their name the signature'),
      paragraphs: paragraphs('Paragraphs'),
    },
    { label: "CEO's message" },
  ),
  philosophy: heading('Philosophy', fields.text, {
    values: titledTexts('Values', { min: 3, max: 3 }),
    primaryButton: fields.text({ label: 'First button (to CHG Canada)', validation: REQUIRED }),
    secondaryButton: fields.text({ label: 'Second button (to the contact form)', validation: REQUIRED }),
  }),
});

const contactPage = file('Contact section', 'pages/contact', {
  eyebrow: localized({ label: 'Line above the heading', validation: REQUIRED }),
  title: localized({ label: 'Heading', validation: REQUIRED }),
  intro: localized({ label: 'Introduction', ...PROSE }),
  emailHeading: localized({ label: 'Heading above the email address', description: 'The offices are headed by their names in the site settings', validation: REQUIRED }),
});

const notFoundPage = file('Page not found', 'pages/not-found', {
  code: fields.text({ label: 'Large heading', validation: REQUIRED }),
  title: localized({ label: 'Heading', description: 'Also the title of the browser tab', validation: REQUIRED }),
  text: localized({ label: 'Text', multiline: true, validation: SENTENCE }),
  homeButton: localized({ label: 'First button (to the home page)', validation: REQUIRED }),
  aboutButton: localized({ label: 'Second button (to About Us)', description: 'An English page: the Urdu button says so', validation: REQUIRED }),
});

// The pages the contact form lands on when it runs without JavaScript: the browser posts it to the
// function, which sends it on to one of these (supabase/functions/_shared/form-post.ts).
const messagePages = file('After sending without JavaScript', 'pages/message-pages', {
  sent: fields.object(
    {
      title: localized({ label: 'Heading', description: 'Also the title of the browser tab', validation: REQUIRED }),
      text: localized({ label: 'Text', ...PROSE }),
      homeButton: localized({ label: 'Button (to the home page)', validation: REQUIRED }),
    },
    { label: 'Message sent', description: 'A browser without JavaScript shows this page once the message is sent' },
  ),
  notSent: fields.object(
    {
      title: localized({ label: 'Heading', description: 'Also the title of the browser tab', validation: REQUIRED }),
      text: localized({ label: 'Text', description: 'Says what to do: go back to the form, or reach the team directly (the email, phones and WhatsApp follow)', ...PROSE }),
      teamsHeading: localized({ label: 'Heading above the teams', description: 'Each team with a phone or WhatsApp, from Contact teams', validation: REQUIRED }),
      whatsappLabel: localized({ label: 'WhatsApp link', description: 'Before the number', validation: REQUIRED }),
    },
    { label: 'Message not sent', description: 'A browser without JavaScript shows this page when the message could not be sent' },
  ),
});

const errorPage = file('Error page', 'pages/error', {
  title: fields.text({ label: 'Heading', validation: REQUIRED }),
  fallbackMessage: fields.text({ label: 'Message when the error has none', validation: REQUIRED }),
  retryButton: fields.text({ label: 'Try-again button', validation: REQUIRED }),
  homeButton: fields.text({ label: 'Home button', validation: REQUIRED }),
});

export const siteCollections = { team, teams };
export const siteSingletons = {
  settings,
  navigation,
  'home-page': homePage,
  'about-page': aboutPage,
  'contact-section': contactPage,
  'not-found-page': notFoundPage,
  'message-pages': messagePages,
  'error-page': errorPage,
};
