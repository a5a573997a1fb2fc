import { collection, fields, singleton, type Collection, type ComponentSchema, type Singleton } from '@keystatic/core';
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/lib/content/rules';
import { COMPANIES, TEAMS } from '@/lib/content/site-rules';
import {
  choice,
  count,
  email,
  httpsUrl,
  image,
  internalHref,
  line,
  lines,
  nameAndSlug,
  optionalField,
  optionalGroup,
  paragraphs,
  phone,
  position,
  sentence,
  template,
  whatsapp,
  year,
} from './fields';

const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;

const office = (label: string) =>
  fields.object({ label: line('Heading'), address: line('Address'), phone: phone() }, { label });

const settings = singleton({
  label: 'Site settings',
  path: 'content/settings',
  format: { data: 'json' },
  schema: {
    name: line('Group name', { description: 'Page titles, the footer and structured data' }),
    shortName: line('Short name', { description: 'The logo and the end of every page title' }),
    companies: fields.object(
      {
        hospitality: line('Hospitality group'),
        canada: line('Canada company', { description: 'Also the header menu, the footer link and the home page card of the company' }),
        builders: line('Pakistan builders', { description: 'Also the header menu, the footer link and the home page card of the company' }),
      },
      { label: 'Company names' },
    ),
    founded: year('Founded'),
    copyrightYear: year('Copyright year'),
    email: email('Contact email'),
    description: sentence('Description', { description: 'Search results, the footer and link previews' }),
    social: fields.array(fields.object({ label: line('Network'), href: httpsUrl('Page address') }), {
      label: 'Social links',
      itemLabel: (props) => props.fields.label.value || 'New link',
      validation: { length: { min: 1 } },
    }),
    offices: fields.object({ canada: office('Canada office'), pakistan: office('Karachi office') }, { label: 'Offices' }),
  },
});

const link = (label: string) => fields.object({ label: line('Label'), href: internalHref('Page address') }, { label });

const links = (label: string, description?: string) =>
  fields.array(link('Link'), {
    label,
    description,
    itemLabel: (props) => props.fields.label.value || 'New link',
    validation: { length: { min: 1 } },
  });

const navigation = singleton({
  label: 'Navigation',
  path: 'content/navigation',
  format: { data: 'json' },
  schema: {
    label: line('Header menu name, for screen readers'),
    links: links('Header links'),
    buildersMenu: links(
      'Pakistan builders menu',
      'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
    ),
    underDevelopment: line('Label of menu entries without a page yet'),
    contact: link('Contact button'),
    mobile: fields.object(
      { label: line('Menu name, for screen readers'), open: line('Button text to open it'), close: line('Button text to close it') },
      { label: 'Small-screen menu' },
    ),
    quickLinks: fields.array(
      fields.conditional(
        fields.select({
          label: 'Links to',
          options: [
            { label: 'A page', value: 'page' },
            { label: 'A company overview page, named as in the site settings', value: 'company' },
          ],
          defaultValue: 'page',
        }),
        { page: link('Page'), company: choice('Company', COMPANIES, { labels: COMPANY_LABELS }) },
      ),
      {
        label: 'Footer quick links',
        itemLabel: (props) => (props.discriminant === 'page' ? props.value.fields.label.value : props.value.value) || 'New link',
        validation: { length: { min: 1 } },
      },
    ),
  },
});

const interfaceWords = singleton({
  label: 'Interface words',
  path: 'content/ui',
  format: { data: 'json' },
  schema: {
    skipToContent: line('Skip link', { description: 'The first link of every page, for keyboard users' }),
    opensInNewTab: line('New-tab notice', { description: 'Read by screen readers after a link that opens a new tab' }),
    logoSubtitle: line('Logo subtitle', { description: 'The small line under the short name in the logo' }),
    homeLink: line('Logo link', { description: 'Read by screen readers after the group name: "<group name>, home"' }),
    socialMedia: line('Social links list name, for screen readers'),
    socialLinkJoiner: line('Social link word', { description: 'Read by screen readers between the short name and the network: "Cedarline on Facebook"' }),
    quickLinks: line('Footer heading above the quick links'),
    contact: line('Footer heading above the contact details'),
    allRightsReserved: line('Copyright notice', { description: 'Shown after "© <copyright year> <group name>."' }),
  },
});

const team = collection({
  label: 'Team',
  path: 'content/team/*',
  slugField: 'name',
  format: { data: 'json' },
  columns: ['role', 'team'],
  schema: {
    name: nameAndSlug('Name'),
    role: line('Role'),
    team: choice('Team', TEAMS, { labels: { leadership: 'Leadership', ...COMPANY_LABELS } }),
    position: position(),
    portrait: image('Portrait', 'team', { description: 'Shown beside the name on the About page' }),
  },
});

const teams = collection({
  label: 'Contact teams',
  path: 'content/teams/*',
  slugField: 'name',
  format: { data: 'json' },
  schema: {
    name: nameAndSlug('Name', {
      description: 'Above the contact form: "Your message goes to Karachi sales". Keep the slug: the inbox addresses are set per slug (CONTACT_TEAM_INBOXES), and "general" must stay',
    }),
    position: position(),
    phone: optionalField('The team has its own phone', phone(), 'Shown next to the buttons of the pages it answers for'),
    whatsapp: optionalGroup(
      'The team chats on WhatsApp',
      {
        number: whatsapp(),
        message: template('First message, filled in for the visitor', ['name'], '{name} is the project (or company) the page is about'),
      },
      'Karachi pages offer a WhatsApp chat with this number next to the phone',
    ),
  },
});

const heroImage = (folder: string) => image('Hero photo', folder, { description: 'Behind the page heading' });

const homePage = singleton({
  label: 'Home page',
  path: 'content/pages/home',
  format: { data: 'json' },
  schema: {
    title: line('Title in search results and link previews'),
    hero: fields.object(
      {
        eyebrow: line('Eyebrow', { description: 'The founding year from the site settings follows it' }),
        title: line('Heading'),
        lead: sentence('Lead'),
        image: heroImage('pages/home'),
        primaryButton: line('First button (to CHG Canada)'),
        secondaryButton: line('Second button (to About Us)'),
      },
      { label: 'Top of the page' },
    ),
    about: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Heading'),
        paragraphs: paragraphs('Paragraphs'),
        foundedLabel: line('Label of the founding year', { description: 'The year comes from the site settings' }),
        experienceLabel: line('Label of the years of experience', { description: 'Counted from the founding year' }),
        countriesLabel: line('Label of the number of countries'),
        countries: count('Number of countries'),
        image: image('Photo', 'pages/home'),
      },
      { label: 'About the group' },
    ),
    ventures: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Heading'),
        intro: sentence('Introduction'),
        linkLabel: line('Card link word', { description: 'The company name follows it: "Explore CHG Canada"' }),
        highlightsLabel: line('Highlights list name, for screen readers', { description: 'Read after the company name' }),
        cards: fields.array(
          fields.object({
            company: choice('Company', COMPANIES, {
              labels: COMPANY_LABELS,
              description: 'The card shows its name from the site settings and links to its overview page',
            }),
            anchor: fields.text({
              label: 'Anchor',
              description: 'The #part of a link straight to this card',
              validation: { isRequired: true, pattern: { regex: SLUG_PATTERN, message: SLUG_MESSAGE } },
            }),
            image: image('Photo', 'pages/home'),
            description: sentence('Description'),
            highlights: lines('Highlights', 'Highlight'),
          }),
          { label: 'Company cards', itemLabel: (props) => COMPANY_LABELS[props.fields.company.value], validation: { length: { min: 1 } } },
        ),
      },
      { label: 'Our ventures' },
    ),
  },
});

const aboutPage = singleton({
  label: 'About page',
  path: 'content/pages/about',
  format: { data: 'json' },
  schema: {
    title: line('Title in search results and link previews'),
    description: sentence('Description in search results and link previews'),
    hero: fields.object(
      {
        eyebrow: line('Eyebrow', { description: 'Follows the years of experience, counted from the founding year' }),
        title: line('Heading'),
        lead: sentence('Lead'),
        image: heroImage('pages/about'),
      },
      { label: 'Top of the page' },
    ),
    milestones: fields.object(
      {
        eyebrow: line('Eyebrow', { description: 'The founding year from the site settings follows it' }),
        title: line('Heading'),
        items: fields.array(fields.object({ year: year(), title: line('Title'), text: sentence('Text') }), {
          label: 'Milestones',
          itemLabel: (props) => `${props.fields.year.value ?? ''} ${props.fields.title.value}`.trim() || 'New milestone',
          validation: { length: { min: 1 } },
        }),
      },
      { label: 'Milestones' },
    ),
    pakistanOperations: fields.object(
      { eyebrow: line('Eyebrow'), title: line('Heading'), paragraphs: paragraphs('Paragraphs') },
      { label: 'Pakistan operations' },
    ),
    teams: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Heading'),
        headings: fields.object(
          { leadership: line('Leadership'), canada: line(COMPANY_LABELS.canada), builders: line(COMPANY_LABELS.builders) },
          { label: 'Heading of each team', description: 'The people are in the Team collection' },
        ),
      },
      { label: 'Teams' },
    ),
    ceoMessage: fields.object(
      {
        title: line('Heading'),
        author: fields.relationship({
          label: 'Signed by',
          description: 'Their role is the eyebrow and their name the signature',
          collection: 'team',
          validation: { isRequired: true },
        }),
        paragraphs: paragraphs('Paragraphs'),
      },
      { label: "CEO's message" },
    ),
    philosophy: fields.object(
      {
        eyebrow: line('Eyebrow'),
        title: line('Heading'),
        values: fields.array(fields.object({ title: line('Title'), text: sentence('Text') }), {
          label: 'Values',
          itemLabel: (props) => props.fields.title.value || 'New value',
          validation: { length: { min: 3, max: 3 } },
        }),
        primaryButton: line('First button (to CHG Canada)'),
        secondaryButton: line('Second button (to the contact form)'),
      },
      { label: 'Philosophy' },
    ),
  },
});

const contactPage = singleton({
  label: 'Contact section',
  path: 'content/pages/contact',
  format: { data: 'json' },
  schema: {
    eyebrow: line('Eyebrow'),
    title: line('Heading'),
    intro: sentence('Introduction'),
    emailHeading: line('Heading above the email address', { description: 'The offices are headed by their names in the site settings' }),
    form: fields.object(
      {
        label: line('Form name, for screen readers'),
        team: line('Label of the team choice', { description: 'Above the fields, before the team that will answer: "Your message goes to" Karachi sales. The teams are in the Contact teams collection' }),
        teamHint: line('Hint under the team choice'),
        firstName: line('First name field'),
        lastName: line('Last name field'),
        email: line('Email field'),
        subject: line('Subject field'),
        message: line('Message field'),
        honeypot: line('Hidden trap field', { description: 'Only robots see it' }),
        send: line('Send button'),
        sending: line('Send button while sending'),
        success: line('Message after a successful send'),
        failure: line('Message after a failed send'),
      },
      { label: 'Form' },
    ),
  },
});

const notFoundPage = singleton({
  label: 'Page not found',
  path: 'content/pages/not-found',
  format: { data: 'json' },
  schema: {
    code: line('Large heading'),
    title: line('Heading', { description: 'Also the title of the browser tab' }),
    text: sentence('Text'),
    homeButton: line('First button (to the home page)'),
    aboutButton: line('Second button (to About Us)'),
  },
});

const errorPage = singleton({
  label: 'Error page',
  path: 'content/pages/error',
  format: { data: 'json' },
  schema: {
    title: line('Heading'),
    fallbackMessage: line('Message when the error has none'),
    retryButton: line('Try-again button'),
    homeButton: line('Home button'),
  },
});

export const siteCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = { team, teams };
export const siteSingletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  settings,
  navigation,
  'interface-words': interfaceWords,
  'home-page': homePage,
  'about-page': aboutPage,
  'contact-section': contactPage,
  'not-found-page': notFoundPage,
  'error-page': errorPage,
};
