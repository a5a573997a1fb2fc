/** The site-wide records: settings, navigation, the group's pages and people, the contact teams. */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  bilingual,
  choice,
  copy,
  EMAIL,
  file,
  filled,
  heading,
  HTTPS,
  image,
  INTERNAL_HREF,
  list,
  name,
  number,
  PHONE,
  position,
  records,
  reference,
  sentence,
  SLUG,
  urdu,
  WHATSAPP,
  year,
} from './fields';
import type { CopyOptions } from './figures';

/** The two companies with an overview page, as an editor reads them. */
export const COMPANIES = ['canada', 'builders'] as const;
const COMPANY_LABELS = { canada: 'Canada company', builders: 'Pakistan builders' } as const;
/** The teams of the About page, in the order it shows them. */
export const ABOUT_TEAMS = ['leadership', 'canada', 'builders'] as const;

/** The group's story: its founding year and years of experience are the settings' (and the build's day), written as {founded} and {experience}. */
const STORY: CopyOptions = { tokens: ['founded', 'experience'], refuse: { year: '{founded}' } };
const paragraphs = () =>
  list(fields.text({ label: 'Paragraph', multiline: true, validation: copy(STORY, { min: 20 }) }), {
    label: 'Paragraphs',
  });
const phone = fields.text({ label: 'Phone', validation: { isRequired: true, pattern: PHONE } });
const TAB = 'Also the title of the browser tab';

/** An office: its heading in both languages; the Canada address reads in English on the Urdu pages too. */
const office = (label: string, address: ComponentSchema) =>
  fields.object({ label: bilingual({ label: 'Heading', validation: filled() }), address, phone }, { label });
const COMPANY = 'Also the header menu, the footer link and the home page card of the company';

// The names and words the header, the footer and the contact section show on every page, the Urdu ones included.
const settings = file({
  label: 'Site settings',
  path: 'settings',
  schema: {
    name: bilingual({
      label: 'Group name',
      description: 'Page titles, the footer and structured data',
      validation: filled(),
    }),
    shortName: bilingual({
      label: 'Short name',
      description: 'The end of every page title; the logo keeps the English',
      validation: filled(),
    }),
    companies: fields.object(
      {
        hospitality: bilingual({ label: 'Hospitality group', validation: filled() }),
        canada: bilingual({ label: 'Canada company', description: COMPANY, validation: filled() }),
        builders: bilingual({ label: 'Pakistan builders', description: COMPANY, validation: filled() }),
      },
      { label: 'Company names' },
    ),
    founded: year({
      label: 'Founding year',
      description: 'The years of experience and the copyright year are counted from it and the day the site is built',
    }),
    email: fields.text({ label: 'Contact email', validation: { isRequired: true, pattern: EMAIL } }),
    description: bilingual({
      label: 'Description',
      description: 'Search results, the footer and link previews',
      multiline: true,
      validation: sentence(),
    }),
    social: list(
      fields.object({
        label: fields.text({ label: 'Network', validation: filled() }),
        href: fields.text({ label: 'Page address', validation: { isRequired: true, pattern: HTTPS } }),
      }),
      { label: 'Social links' },
    ),
    offices: fields.object(
      {
        canada: office('Canada office', fields.text({ label: 'Address', validation: filled() })),
        pakistan: office('Karachi office', bilingual({ label: 'Address', validation: filled() })),
      },
      { label: 'Offices' },
    ),
  },
});

const link = (label: string) =>
  fields.object(
    {
      label: bilingual({ label: 'Label', validation: filled() }),
      href: fields.text({
        label: 'Page address',
        description: 'The Urdu header leads to the Urdu page where there is one',
        validation: { isRequired: true, pattern: INTERNAL_HREF },
      }),
    },
    { label },
  );

const navigation = file({
  label: 'Navigation',
  path: 'navigation',
  schema: {
    links: list(link('Link'), { label: 'Header links' }),
    buildersMenu: list(link('Link'), {
      label: 'Pakistan builders menu',
      description:
        'The menu is named after the company in the site settings; the CHG Canada menu lists the Canada portfolio by itself',
    }),
    contact: link('Contact button'),
    quickLinks: list(
      fields.conditional(
        choice({
          label: 'Links to',
          values: ['page', 'company'],
          labels: { page: 'A page', company: 'A company overview page, named as in the site settings' },
        }),
        { page: link('Page'), company: choice({ label: 'Company', values: COMPANIES, labels: COMPANY_LABELS }) },
      ),
      { label: 'Footer quick links' },
    ),
  },
});

const team = records({
  label: 'Team',
  folder: 'team',
  columns: ['name', 'role'],
  schema: {
    name: name(),
    role: fields.text({ label: 'Role', validation: filled() }),
    team: choice({ label: 'Team', values: ABOUT_TEAMS, labels: { leadership: 'Leadership', ...COMPANY_LABELS } }),
    position: position(),
    portrait: image({
      label: 'Portrait',
      folder: 'team',
      text: fields.text,
      description: 'Shown beside the name on the About page',
    }),
  },
});

const teams = records({
  label: 'Contact teams',
  folder: 'teams',
  columns: ['name'],
  schema: {
    name: name({
      label: 'Name',
      description:
        'Above the contact form: "Your message goes to Karachi sales". Keep the file name: the inbox addresses are set per file name (CONTACT_TEAM_INBOXES), and "general" must stay',
    }),
    nameInUrdu: urdu({
      label: 'Name',
      description: 'Above the Urdu form, which writes to Karachi sales',
      validation: filled(),
    }),
    position: position(),
    phone: fields.conditional(
      fields.checkbox({
        label: 'The team has its own phone',
        description: 'Shown next to the buttons of the pages it answers for',
      }),
      { true: phone, false: fields.empty() },
    ),
    whatsapp: fields.conditional(
      fields.checkbox({
        label: 'The team chats on WhatsApp',
        description: 'Karachi pages offer a WhatsApp chat with this number next to the phone',
      }),
      {
        true: fields.object({
          number: fields.text({ label: 'WhatsApp number', validation: { isRequired: true, pattern: WHATSAPP } }),
          message: bilingual({
            label: 'First message, filled in for the visitor',
            description: '{name} is the project (or company) the page is about',
            validation: copy({ tokens: ['name'] }),
          }),
        }),
        false: fields.empty(),
      },
    ),
  },
});

/** The top of the home and about pages: the heading and its lead over a photo; `hint` says what the line above the heading is shown with. */
const hero = <F extends Record<string, ComponentSchema>>(folder: string, hint: string, more: F) =>
  heading(
    {
      eyebrow: fields.text({ label: 'Line above the heading', description: hint, validation: filled() }),
      lead: fields.text({ label: 'Lead', multiline: true, validation: copy(STORY, { min: 20 }) }),
      image: image({ label: 'Hero photo', folder, text: fields.text, description: 'Behind the page heading' }),
      ...more,
    },
    { label: 'Top of the page', text: fields.text },
  );

/** A title and its text, after `before`: a milestone, a value. */
const titledText = <F extends Record<string, ComponentSchema>>(before: F) =>
  fields.object({
    ...before,
    title: fields.text({ label: 'Title', validation: filled() }),
    text: fields.text({ label: 'Text', multiline: true, validation: sentence() }),
  });

const homePage = file({
  label: 'Home page',
  path: 'pages/home',
  schema: {
    title: fields.text({ label: 'Title in search results and link previews', validation: copy(STORY) }),
    hero: hero('pages/home', 'The founding year from the site settings follows it', {
      primaryButton: fields.text({ label: 'First button (to CHG Canada)', validation: filled() }),
      secondaryButton: fields.text({ label: 'Second button (to About Us)', validation: filled() }),
    }),
    about: heading(
      {
        paragraphs: paragraphs(),
        foundedLabel: fields.text({
          label: 'Label of the founding year',
          description: 'The year comes from the site settings',
          validation: filled(),
        }),
        experienceLabel: fields.text({
          label: 'Label of the years of experience',
          description: 'Counted from the founding year',
          validation: filled(),
        }),
        countriesLabel: fields.text({ label: 'Label of the number of countries', validation: filled() }),
        countries: number({ label: 'Number of countries', validation: { isRequired: true, min: 1 } }),
        image: image({ label: 'Photo', folder: 'pages/home', text: fields.text }),
      },
      { label: 'About the group', text: fields.text },
    ),
    ventures: heading(
      {
        intro: fields.text({ label: 'Introduction', multiline: true, validation: sentence() }),
        linkLabel: fields.text({
          label: 'Card link word',
          description: 'The company name follows it: "Explore CHG Canada"',
          validation: filled(),
        }),
        highlightsLabel: fields.text({
          label: 'Highlights list name, for screen readers',
          description: 'Read after the company name',
          validation: filled(),
        }),
        cards: list(
          fields.object({
            company: choice({
              label: 'Company',
              values: COMPANIES,
              labels: COMPANY_LABELS,
              description: 'The card shows its name from the site settings and links to its overview page',
            }),
            anchor: fields.text({
              label: 'Anchor',
              description: 'The #part of a link straight to this card',
              validation: { isRequired: true, pattern: SLUG },
            }),
            image: image({ label: 'Photo', folder: 'pages/home', text: fields.text }),
            description: fields.text({ label: 'Description', multiline: true, validation: sentence() }),
            highlights: list(fields.text({ label: 'Highlight', validation: filled() }), { label: 'Highlights' }),
          }),
          { label: 'Company cards' },
        ),
      },
      { label: 'Our ventures', text: fields.text },
    ),
  },
});

const aboutPage = file({
  label: 'About page',
  path: 'pages/about',
  schema: {
    title: fields.text({ label: 'Title in search results and link previews', validation: filled() }),
    description: fields.text({
      label: 'Description in search results and link previews',
      multiline: true,
      validation: copy(STORY, { min: 20 }),
    }),
    hero: hero('pages/about', 'Follows the years of experience, counted from the founding year', {}),
    milestones: heading(
      {
        items: list(titledText({ year: year() }), { label: 'Milestones' }),
      },
      { label: 'Milestones', text: fields.text },
    ),
    pakistanOperations: heading({ paragraphs: paragraphs() }, { label: 'Pakistan operations', text: fields.text }),
    teams: heading(
      {
        headings: fields.object(
          {
            leadership: fields.text({ label: 'Leadership', validation: filled() }),
            canada: fields.text({ label: COMPANY_LABELS.canada, validation: filled() }),
            builders: fields.text({ label: COMPANY_LABELS.builders, validation: filled() }),
          },
          { label: 'Heading of each team', description: 'The people are in the Team collection' },
        ),
      },
      { label: 'Teams', text: fields.text },
    ),
    ceoMessage: fields.object(
      {
        title: fields.text({ label: 'Heading', validation: filled() }),
        author: reference({
          label: 'Signed by',
          collection: 'team',
          description: 'Their role is the line above the heading and their name the signature',
        }),
        paragraphs: paragraphs(),
      },
      { label: "CEO's message" },
    ),
    philosophy: heading(
      {
        values: list(titledText({}), { label: 'Values', min: 3, max: 3 }),
        primaryButton: fields.text({ label: 'First button (to CHG Canada)', validation: filled() }),
        secondaryButton: fields.text({ label: 'Second button (to the contact form)', validation: filled() }),
      },
      { label: 'Philosophy', text: fields.text },
    ),
  },
});

const contactPage = file({
  label: 'Contact section',
  path: 'pages/contact',
  schema: {
    eyebrow: bilingual({ label: 'Line above the heading', validation: filled() }),
    title: bilingual({ label: 'Heading', validation: filled() }),
    intro: bilingual({ label: 'Introduction', multiline: true, validation: sentence() }),
    emailHeading: bilingual({
      label: 'Heading above the email address',
      description: 'The offices are headed by their names in the site settings',
      validation: filled(),
    }),
  },
});

const notFoundPage = file({
  label: 'Page not found',
  path: 'pages/not-found',
  schema: {
    code: fields.text({ label: 'Large heading', validation: filled() }),
    title: bilingual({ label: 'Heading', description: TAB, validation: filled() }),
    text: bilingual({ label: 'Text', multiline: true, validation: { length: { min: 20 } } }),
    homeButton: bilingual({ label: 'First button (to the home page)', validation: filled() }),
    aboutButton: bilingual({
      label: 'Second button (to About Us)',
      description: 'An English page: the Urdu button says so',
      validation: filled(),
    }),
  },
});

// The pages the contact form lands on without JavaScript: the browser posts it to the function, which sends it on to one of these (supabase/functions/_shared/form-post.ts).
const messagePages = file({
  label: 'After sending without JavaScript',
  path: 'pages/message-pages',
  schema: {
    sent: fields.object(
      {
        title: bilingual({ label: 'Heading', description: TAB, validation: filled() }),
        text: bilingual({ label: 'Text', multiline: true, validation: sentence() }),
        homeButton: bilingual({ label: 'Button (to the home page)', validation: filled() }),
      },
      { label: 'Message sent', description: 'A browser without JavaScript shows this page once the message is sent' },
    ),
    notSent: fields.object(
      {
        title: bilingual({ label: 'Heading', description: TAB, validation: filled() }),
        text: bilingual({
          label: 'Text',
          description:
            'Says what to do: go back to the form, or reach the team directly (the email, phones and WhatsApp follow)',
          multiline: true,
          validation: sentence(),
        }),
        teamsHeading: bilingual({
          label: 'Heading above the teams',
          description: 'Each team with a phone or WhatsApp, from Contact teams',
          validation: filled(),
        }),
        whatsappLabel: bilingual({ label: 'WhatsApp link', description: 'Before the number', validation: filled() }),
      },
      {
        label: 'Message not sent',
        description: 'A browser without JavaScript shows this page when the message could not be sent',
      },
    ),
  },
});

const errorPage = file({
  label: 'Error page',
  path: 'pages/error',
  schema: {
    title: fields.text({ label: 'Heading', validation: filled() }),
    fallbackMessage: fields.text({ label: 'Message when the error has none', validation: filled() }),
    retryButton: fields.text({ label: 'Try-again button', validation: filled() }),
    homeButton: fields.text({ label: 'Home button', validation: filled() }),
  },
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
