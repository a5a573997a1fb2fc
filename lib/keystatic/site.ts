/** The site-wide records: settings, navigation, interface words, the group's pages and people, the contact teams. */
import { fields } from '@keystatic/core';
import {
  choice, count, email, file, group, heading, httpsUrl, image, internalHref, line, lines, list, nameAndSlug, optional, paragraphs, phone, position,
  records, reference, sentence, shaped, SLUG, template, whatsapp, words, year,
} from './fields';

/** The two companies with an overview page, as an editor reads them. */
export const COMPANIES = ['canada', 'builders'] as const;
const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;
/** The teams of the About page, in the order it shows them. */
export const ABOUT_TEAMS = ['leadership', 'canada', 'builders'] as const;

const office = (label: string) => group(label, { label: line('Heading'), address: line('Address'), phone: phone() });

const settings = file('Site settings', 'settings', {
  name: line('Group name', { description: 'Page titles, the footer and structured data' }),
  shortName: line('Short name', { description: 'The logo and the end of every page title' }),
  companies: group('Company names', {
    hospitality: line('Hospitality group'),
    canada: line('Canada company', { description: 'Also the header menu, the footer link and the home page card of the company' }),
    builders: line('Pakistan builders', { description: 'Also the header menu, the footer link and the home page card of the company' }),
  }),
  founded: year('Founded'),
  copyrightYear: year('Copyright year'),
  email: email('Contact email'),
  description: sentence('Description', { description: 'Search results, the footer and link previews' }),
  social: list('Social links', fields.object({ label: line('Network'), href: httpsUrl('Page address') })),
  offices: group('Offices', { canada: office('Canada office'), pakistan: office('Karachi office') }),
});

const link = (label: string) => group(label, { label: line('Label'), href: internalHref('Page address') });

const navigation = file('Navigation', 'navigation', {
  label: line('Header menu name, for screen readers'),
  links: list('Header links', link('Link')),
  buildersMenu: list('Pakistan builders menu', link('Link'), {
    description: 'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
  }),
  underDevelopment: line('Label of menu entries without a page yet'),
  contact: link('Contact button'),
  mobile: group('Small-screen menu', { label: line('Menu name, for screen readers'), open: line('Button text to open it'), close: line('Button text to close it') }),
  quickLinks: list(
    'Footer quick links',
    fields.conditional(
      choice('Links to', ['page', 'company'], { labels: { page: 'A page', company: 'A company overview page, named as in the site settings' } }),
      { page: link('Page'), company: choice('Company', COMPANIES, { labels: COMPANY_LABELS }) },
    ),
  ),
});

const interfaceWords = file('Interface words', 'ui', {
  skipToContent: line('Skip link', { description: 'The first link of every page, for keyboard users' }),
  opensInNewTab: line('New-tab notice', { description: 'Read by screen readers after a link that opens a new tab' }),
  logoSubtitle: line('Logo subtitle', { description: 'The small line under the short name in the logo' }),
  homeLink: line('Logo link', { description: 'Read by screen readers after the group name: "<group name>, home"' }),
  socialMedia: line('Social links list name, for screen readers'),
  socialLinkJoiner: line('Social link word', { description: 'Read by screen readers between the short name and the network: "Cedarline on Facebook"' }),
  quickLinks: line('Footer heading above the quick links'),
  contact: line('Footer heading above the contact details'),
  allRightsReserved: line('Copyright notice', { description: 'Shown after "© <copyright year> <group name>."' }),
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
  position: position(),
  phone: optional('The team has its own phone', phone(), 'Shown next to the buttons of the pages it answers for'),
  whatsapp: optional(
    'The team chats on WhatsApp',
    fields.object({
      number: whatsapp(),
      message: template('First message, filled in for the visitor', ['name'], { description: '{name} is the project (or company) the page is about' }),
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

const contactPage = file('Contact section', 'pages/contact', {
  eyebrow: line('Line above the heading'),
  title: line('Heading'),
  intro: sentence('Introduction'),
  emailHeading: line('Heading above the email address', { description: 'The offices are headed by their names in the site settings' }),
  form: group('Form', {
    label: line('Form name, for screen readers'),
    team: line('Label of the team choice', {
      description: 'Above the fields, before the team that will answer: "Your message goes to" Karachi sales. The teams are in the Contact teams collection',
    }),
    ...words({
      teamHint: 'Hint under the team choice', firstName: 'First name field', lastName: 'Last name field', email: 'Email field',
      subject: 'Subject field', message: 'Message field',
    }),
    // Shown only when the message goes to Karachi sales.
    phone: line('Phone field (Karachi sales only)', { description: 'Optional for the visitor: say so in the label' }),
    ...words({ phoneHint: 'Hint under the phone field', visit: 'Site visit checkbox (Karachi sales only)', visitDay: 'Preferred day field' }),
    visitDayHint: template('Hint under the preferred day', ['first', 'last'], {
      required: true,
      description: 'The first and last day a visit can be asked for (tomorrow, and 60 days ahead, in Karachi), written out by the page',
    }),
    ...words({ visitMode: 'Question above the two ways to visit', inPerson: 'First way: in person', video: 'Second way: by video call' }),
    honeypot: line('Hidden trap field', { description: 'Only robots see it' }),
    ...words({
      send: 'Send button', sending: 'Send button while sending', success: 'Message after a successful send',
      failure: 'Message after a failed send',
    }),
  }),
});

const notFoundPage = file('Page not found', 'pages/not-found', {
  code: line('Large heading'),
  title: line('Heading', { description: 'Also the title of the browser tab' }),
  text: sentence('Text'),
  homeButton: line('First button (to the home page)'),
  aboutButton: line('Second button (to About Us)'),
});

const errorPage = file('Error page', 'pages/error', {
  ...words({ title: 'Heading', fallbackMessage: 'Message when the error has none', retryButton: 'Try-again button', homeButton: 'Home button' }),
});

export const siteCollections = { team, teams };
export const siteSingletons = {
  settings,
  navigation,
  'interface-words': interfaceWords,
  'home-page': homePage,
  'about-page': aboutPage,
  'contact-section': contactPage,
  'not-found-page': notFoundPage,
  'error-page': errorPage,
};
