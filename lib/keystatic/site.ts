/** The site-wide records: settings, navigation, the group's pages and people, the contact teams. */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  choice, copy, text, EMAIL, file, heading, HTTPS, image, INTERNAL_HREF, list, localized, name, number, optional, PHONE, position, records, reference, SENTENCE, SLUG,
  urduName, WHATSAPP, year,
} from './fields';
import type { CopyOptions } from './figures';

/** The two companies with an overview page, as an editor reads them. */
export const COMPANIES = ['canada', 'builders'] as const;
const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;
/** The teams of the About page, in the order it shows them. */
export const ABOUT_TEAMS = ['leadership', 'canada', 'builders'] as const;

/** The group's story: its founding year and years of experience are the settings' (and the build's day), written as {founded} and {experience}. */
const STORY: CopyOptions = { tokens: ['founded', 'experience'], refuse: { year: '{founded}' } };
const paragraphs = () => list('Paragraphs', text.paragraph('Paragraph', STORY));
const phone = text.shaped('Phone', PHONE);
const TAB = 'Also the title of the browser tab';

/** An office: its heading in both languages; the Canada address reads in English on the Urdu pages too. */
const office = (label: string, address: ComponentSchema) => fields.object({ label: localized.line('Heading'), address, phone }, { label });
const COMPANY = 'Also the header menu, the footer link and the home page card of the company';

// The names and words the header, the footer and the contact section show on every page, the Urdu ones included.
const settings = file('Site settings', 'settings', {
  name: localized.line('Group name', 'Page titles, the footer and structured data'),
  shortName: localized.line('Short name', 'The end of every page title; the logo keeps the English'),
  companies: fields.object(
    { hospitality: localized.line('Hospitality group'), canada: localized.line('Canada company', COMPANY), builders: localized.line('Pakistan builders', COMPANY) },
    { label: 'Company names' },
  ),
  founded: year('Founding year', 'The years of experience and the copyright year are counted from it and the day the site is built'),
  email: text.shaped('Contact email', EMAIL),
  description: localized.prose('Description', 'Search results, the footer and link previews'),
  social: list('Social links', fields.object({ label: text.line('Network'), href: text.shaped('Page address', HTTPS) })),
  offices: fields.object({ canada: office('Canada office', text.line('Address')), pakistan: office('Karachi office', localized.line('Address')) }, { label: 'Offices' }),
});

const link = (label: string) =>
  fields.object({ label: localized.line('Label'), href: text.shaped('Page address', INTERNAL_HREF, 'The Urdu header leads to the Urdu page where there is one') }, { label });

const navigation = file('Navigation', 'navigation', {
  links: list('Header links', link('Link')),
  buildersMenu: list('Pakistan builders menu', link('Link'), {
    description: 'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
  }),
  contact: link('Contact button'),
  quickLinks: list('Footer quick links', fields.conditional(
    choice('Links to', ['page', 'company'], { page: 'A page', company: 'A company overview page, named as in the site settings' }),
    { page: link('Page'), company: choice('Company', COMPANIES, COMPANY_LABELS) },
  )),
});

const team = records('Team', 'team', ['name', 'role'], {
  name: name(), role: text.line('Role'), team: choice('Team', ABOUT_TEAMS, { leadership: 'Leadership', ...COMPANY_LABELS }),
  position: position(), portrait: image('Portrait', 'team', text, { description: 'Shown beside the name on the About page' }),
});

const teams = records('Contact teams', 'teams', ['name'], {
  name: name(
    'Name',
    'Above the contact form: "Your message goes to Karachi sales". Keep the file name: the inbox addresses are set per file name (CONTACT_TEAM_INBOXES), and "general" must stay',
  ),
  nameInUrdu: urduName('Above the Urdu form, which writes to Karachi sales'), position: position(),
  phone: optional('The team has its own phone', phone, 'Shown next to the buttons of the pages it answers for'),
  whatsapp: optional('The team chats on WhatsApp', fields.object({
    number: text.shaped('WhatsApp number', WHATSAPP),
    message: localized({ label: 'First message, filled in for the visitor', description: '{name} is the project (or company) the page is about', validation: copy({ tokens: ['name'] }) }),
  }), 'Karachi pages offer a WhatsApp chat with this number next to the phone'),
});

/** The top of the home and about pages: the heading and its lead over a photo; `hint` says what the line above the heading is shown with. */
const hero = <F extends Record<string, ComponentSchema>>(folder: string, hint: string, more: F) =>
  heading('Top of the page', text, {
    eyebrow: text.line('Line above the heading', hint), lead: text.paragraph('Lead', STORY), image: image('Hero photo', folder, text, { description: 'Behind the page heading' }), ...more,
  });

/** A title and its text, after `before`: a milestone, a value. */
const titledText = <F extends Record<string, ComponentSchema>>(before: F) => fields.object({ ...before, title: text.line('Title'), text: text.prose('Text') });

const homePage = file('Home page', 'pages/home', {
  title: text.copy('Title in search results and link previews', STORY),
  hero: hero('pages/home', 'The founding year from the site settings follows it', {
    primaryButton: text.line('First button (to CHG Canada)'), secondaryButton: text.line('Second button (to About Us)'),
  }),
  about: heading('About the group', text, {
    paragraphs: paragraphs(), foundedLabel: text.line('Label of the founding year', 'The year comes from the site settings'),
    experienceLabel: text.line('Label of the years of experience', 'Counted from the founding year'), countriesLabel: text.line('Label of the number of countries'),
    countries: number({ label: 'Number of countries', validation: { isRequired: true, min: 1 } }), image: image('Photo', 'pages/home', text),
  }),
  ventures: heading('Our ventures', text, {
    intro: text.prose('Introduction'), linkLabel: text.line('Card link word', 'The company name follows it: "Explore CHG Canada"'),
    highlightsLabel: text.line('Highlights list name, for screen readers', 'Read after the company name'),
    cards: list('Company cards', fields.object({
      company: choice('Company', COMPANIES, COMPANY_LABELS, 'The card shows its name from the site settings and links to its overview page'),
      anchor: text.shaped('Anchor', SLUG, 'The #part of a link straight to this card'),
      image: image('Photo', 'pages/home', text), description: text.prose('Description'), highlights: list('Highlights', text.line('Highlight')),
    })),
  }),
});

const aboutPage = file('About page', 'pages/about', {
  title: text.line('Title in search results and link previews'), description: text.paragraph('Description in search results and link previews', STORY),
  hero: hero('pages/about', 'Follows the years of experience, counted from the founding year', {}),
  milestones: heading('Milestones', text, { items: list('Milestones', titledText({ year: year() })) }),
  pakistanOperations: heading('Pakistan operations', text, { paragraphs: paragraphs() }),
  teams: heading('Teams', text, {
    headings: fields.object({
      leadership: text.line('Leadership'), canada: text.line(COMPANY_LABELS.canada), builders: text.line(COMPANY_LABELS.builders),
    }, { label: 'Heading of each team', description: 'The people are in the Team collection' }),
  }),
  ceoMessage: fields.object({
    title: text.line('Heading'), author: reference('Signed by', 'team', 'Their role is the line above the heading and their name the signature'), paragraphs: paragraphs(),
  }, { label: "CEO's message" }),
  philosophy: heading('Philosophy', text, {
    values: list('Values', titledText({}), { min: 3, max: 3 }),
    primaryButton: text.line('First button (to CHG Canada)'), secondaryButton: text.line('Second button (to the contact form)'),
  }),
});

const contactPage = file('Contact section', 'pages/contact', {
  eyebrow: localized.line('Line above the heading'), title: localized.line('Heading'),
  intro: localized.prose('Introduction'), emailHeading: localized.line('Heading above the email address', 'The offices are headed by their names in the site settings'),
});

const notFoundPage = file('Page not found', 'pages/not-found', {
  code: text.line('Large heading'), title: localized.line('Heading', TAB), text: localized({ label: 'Text', multiline: true, validation: SENTENCE }),
  homeButton: localized.line('First button (to the home page)'), aboutButton: localized.line('Second button (to About Us)', 'An English page: the Urdu button says so'),
});

// The pages the contact form lands on without JavaScript: the browser posts it to the function, which sends it on to one of these (supabase/functions/_shared/form-post.ts).
const messagePages = file('After sending without JavaScript', 'pages/message-pages', {
  sent: fields.object({
    title: localized.line('Heading', TAB), text: localized.prose('Text'), homeButton: localized.line('Button (to the home page)'),
  }, { label: 'Message sent', description: 'A browser without JavaScript shows this page once the message is sent' }),
  notSent: fields.object({
    title: localized.line('Heading', TAB),
    text: localized.prose('Text', 'Says what to do: go back to the form, or reach the team directly (the email, phones and WhatsApp follow)'),
    teamsHeading: localized.line('Heading above the teams', 'Each team with a phone or WhatsApp, from Contact teams'), whatsappLabel: localized.line('WhatsApp link', 'Before the number'),
  }, { label: 'Message not sent', description: 'A browser without JavaScript shows this page when the message could not be sent' }),
});

const errorPage = file('Error page', 'pages/error', {
  title: text.line('Heading'), fallbackMessage: text.line('Message when the error has none'), retryButton: text.line('Try-again button'), homeButton: text.line('Home button'),
});

export const siteCollections = { team, teams };
export const siteSingletons = {
  settings, navigation, 'home-page': homePage, 'about-page': aboutPage,
  'contact-section': contactPage, 'not-found-page': notFoundPage, 'message-pages': messagePages, 'error-page': errorPage,
};
