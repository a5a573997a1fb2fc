/** The site-wide records: settings, navigation, interface words, the group's pages and people, the contact teams. */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, count, email, file, group, heading, httpsUrl, image, inBoth, inEnglishAndUrdu, internalHref, line, lines, list, nameAndSlug, optional,
  paragraphs, phone, position, records, reference, sameInBoth, sentence, shaped, SLUG, template, whatsapp, words, year,
} from './fields';

/** The two companies with an overview page, as an editor reads them. */
export const COMPANIES = ['canada', 'builders'] as const;
const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;
/** The teams of the About page, in the order it shows them. */
export const ABOUT_TEAMS = ['leadership', 'canada', 'builders'] as const;

/** An office: its heading in both languages; the Canada address reads in English on the Urdu pages too. */
const office = <A extends ComponentSchema>(label: string, address: A) => group(label, { label: inBoth(line('Heading')), address, phone: phone() });

// The names and words the header, the footer and the contact section show on every page, the Urdu ones included.
const settings = file('Site settings', 'settings', {
  name: inBoth(line('Group name', { description: 'Page titles, the footer and structured data' })),
  shortName: inBoth(line('Short name', { description: 'The end of every page title; the logo keeps the English' })),
  companies: group('Company names', {
    hospitality: inBoth(line('Hospitality group')),
    canada: inBoth(line('Canada company', { description: 'Also the header menu, the footer link and the home page card of the company' })),
    builders: inBoth(line('Pakistan builders', { description: 'Also the header menu, the footer link and the home page card of the company' })),
  }),
  founded: year('Founded'),
  copyrightYear: year('Copyright year'),
  email: email('Contact email'),
  description: inBoth(sentence('Description', { description: 'Search results, the footer and link previews' })),
  social: list('Social links', fields.object({ label: sameInBoth(line('Network')), href: httpsUrl('Page address') })),
  offices: group('Offices', { canada: office('Canada office', sameInBoth(line('Address'))), pakistan: office('Karachi office', inBoth(line('Address'))) }),
});

const link = (label: string) => inBoth(group(label, { label: line('Label'), href: internalHref('Page address', { description: 'The Urdu header leads to the Urdu page where there is one' }) }));

const navigation = file('Navigation', 'navigation', {
  links: list('Header links', link('Link')),
  buildersMenu: list('Pakistan builders menu', link('Link'), {
    description: 'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
  }),
  contact: link('Contact button'),
  quickLinks: list(
    'Footer quick links',
    fields.conditional(
      choice('Links to', ['page', 'company'], { labels: { page: 'A page', company: 'A company overview page, named as in the site settings' } }),
      { page: link('Page'), company: choice('Company', COMPANIES, { labels: COMPANY_LABELS }) },
    ),
  ),
});

const team = records('Team', 'team', {
  name: nameAndSlug('Name'),
  role: line('Role'),
  team: choice('Team', ABOUT_TEAMS, { labels: { leadership: 'Leadership', ...COMPANY_LABELS } }),
  position: position(),
  portrait: image('Portrait', 'team', { description: 'Shown beside the name on the About page' }),
}, ['role']);

const teams = records('Contact teams', 'teams', {
  name: nameAndSlug('Name', {
    description:
      'Above the contact form: "Your message goes to Karachi sales". Keep the file name: the inbox addresses are set per file name (CONTACT_TEAM_INBOXES), and "general" must stay',
  }),
  nameInUrdu: sameInBoth(line('Name', { language: 'ur', description: 'Above the Urdu form, which writes to Karachi sales' })),
  position: position(),
  phone: optional('The team has its own phone', phone(), 'Shown next to the buttons of the pages it answers for'),
  whatsapp: optional(
    'The team chats on WhatsApp',
    fields.object({
      number: whatsapp(),
      message: inBoth(template('First message, filled in for the visitor', ['name'], { description: '{name} is the project (or company) the page is about' })),
    }),
    'Karachi pages offer a WhatsApp chat with this number next to the phone',
  ),
});

const heroImage = (folder: string) => image('Hero photo', folder, { description: 'Behind the page heading' });

const homePage = file('Home page', 'pages/home', {
  title: line('Title in search results and link previews'),
  hero: group('Top of the page', {
    eyebrow: line('Line above the heading', { description: 'The founding year from the site settings follows it' }),
    title: line('Heading'),
    lead: sentence('Lead'),
    image: heroImage('pages/home'),
    primaryButton: line('First button (to CHG Canada)'),
    secondaryButton: line('Second button (to About Us)'),
  }),
  about: heading('About the group', {
    paragraphs: paragraphs('Paragraphs'),
    foundedLabel: line('Label of the founding year', { description: 'The year comes from the site settings' }),
    experienceLabel: line('Label of the years of experience', { description: 'Counted from the founding year' }),
    countriesLabel: line('Label of the number of countries'),
    countries: count('Number of countries'),
    image: image('Photo', 'pages/home'),
  }),
  ventures: heading('Our ventures', {
    intro: sentence('Introduction'),
    linkLabel: line('Card link word', { description: 'The company name follows it: "Explore CHG Canada"' }),
    highlightsLabel: line('Highlights list name, for screen readers', { description: 'Read after the company name' }),
    cards: list(
      'Company cards',
      fields.object({
        company: choice('Company', COMPANIES, {
          labels: COMPANY_LABELS,
          description: 'The card shows its name from the site settings and links to its overview page',
        }),
        anchor: shaped('Anchor', SLUG, { description: 'The #part of a link straight to this card' }),
        image: image('Photo', 'pages/home'),
        description: sentence('Description'),
        highlights: lines('Highlights', 'Highlight'),
      }),
    ),
  }),
});

const titledTexts = (label: string, options: { min?: number; max?: number } = {}) =>
  list(label, fields.object({ title: line('Title'), text: sentence('Text') }), options);

const aboutPage = file('About page', 'pages/about', {
  title: line('Title in search results and link previews'),
  description: sentence('Description in search results and link previews'),
  hero: group('Top of the page', {
    eyebrow: line('Line above the heading', { description: 'Follows the years of experience, counted from the founding year' }),
    title: line('Heading'),
    lead: sentence('Lead'),
    image: heroImage('pages/about'),
  }),
  milestones: heading('Milestones', {
    items: list(
      'Milestones',
      fields.object({ year: year(), title: line('Title'), text: sentence('Text') }),
    ),
  }),
  pakistanOperations: heading('Pakistan operations', { paragraphs: paragraphs('Paragraphs') }),
  teams: heading('Teams', {
    headings: group('Heading of each team', { leadership: line('Leadership'), canada: line(COMPANY_LABELS.canada), builders: line(COMPANY_LABELS.builders) }, 'The people are in the Team collection'),
  }),
  ceoMessage: group("CEO's message", {
    title: line('Heading'),
    author: reference('Signed by', 'team', { description: 'Their role is the line above the heading and their name the signature' }),
    paragraphs: paragraphs('Paragraphs'),
  }),
  philosophy: heading('Philosophy', {
    values: titledTexts('Values (three)', { min: 3, max: 3 }),
    primaryButton: line('First button (to CHG Canada)'),
    secondaryButton: line('Second button (to the contact form)'),
  }),
});

const contactPage = file('Contact section', 'pages/contact', inEnglishAndUrdu({
  eyebrow: line('Line above the heading'),
  title: line('Heading'),
  intro: sentence('Introduction'),
  emailHeading: line('Heading above the email address', { description: 'The offices are headed by their names in the site settings' }),
}));

const notFoundPage = file('Page not found', 'pages/not-found', inEnglishAndUrdu({
  code: sameInBoth(line('Large heading')),
  title: line('Heading', { description: 'Also the title of the browser tab' }),
  text: sentence('Text'),
  homeButton: line('First button (to the home page)'),
  aboutButton: line('Second button (to About Us)', { description: 'An English page: the Urdu button says so' }),
}));

const errorPage = file('Error page', 'pages/error', {
  ...words({ title: 'Heading', fallbackMessage: 'Message when the error has none', retryButton: 'Try-again button', homeButton: 'Home button' }),
});

export const siteCollections = { team, teams };
export const siteSingletons = {
  settings,
  navigation,
  'home-page': homePage,
  'about-page': aboutPage,
  'contact-section': contactPage,
  'not-found-page': notFoundPage,
  'error-page': errorPage,
};
