/**
 * The interface words, one catalogue per language: the labels, buttons,
 * table headers, screen-reader texts, toasts and validation messages of the
 * pages that exist in English and in Urdu, and of the header and footer every
 * page shares. The fields are written once, in English; the Urdu catalogue is
 * made from them (`inUrduOnly`), so it has every key the English one has,
 * each refused until written in Urdu. The site reads both through next-intl
 * (lib/i18n/request.ts), typed from these fields. Words of the English-only
 * Ontario pages stay with those pages' copy.
 */
import { fields } from '@keystatic/core';
import type { Locale } from '@/lib/i18n/locales';
import { file, gallerySection, group, heading, inUrduOnly, line, sameInBoth, sentence, template, words } from './fields';

const REQUIRED = { required: true } as const;

const language = group('The language', {
  name: line('Its name, in itself', { description: 'The language switch on pages in the other language: English, اردو' }),
  switchLabel: line('Before the other language, for screen readers', { description: 'Read before the name of the other language on the switch' }),
  inEnglish: line('After a link to a page only in English', { description: 'In the Urdu header and footer: (in English)' }),
});

const chrome = group('Every page', {
  skipToContent: line('Skip link', { description: 'The first link of every page, for keyboard users' }),
  opensInNewTab: line('New-tab notice', { description: 'Read by screen readers after a link that opens a new tab' }),
  logoSubtitle: line('Logo subtitle', { description: 'The small line under the short name in the logo' }),
  homeLink: line('Logo link', { description: 'Read by screen readers after the group name: "<group name>, home"' }),
  menuLabel: line('Header menu name, for screen readers'),
  underDevelopment: line('Label of menu entries without a page yet'),
  mobileMenu: group('Small-screen menu', { label: line('Menu name, for screen readers'), open: line('Button text to open it'), close: line('Button text to close it') }),
  socialMedia: line('Social links list name, for screen readers'),
  socialLink: template('A social link, for screen readers', ['name', 'network'], { description: '{name} is the short name: "Cedarline on Facebook"', ...REQUIRED }),
  quickLinks: line('Footer heading above the quick links'),
  contact: line('Footer heading above the contact details'),
  copyright: template('Copyright notice', ['year', 'name'], { description: 'The copyright year and the group name, from the site settings', ...REQUIRED }),
});

const money = group('Prices', {
  // "Rs 7,200,000" has no Urdu letter to ask for: the one interface word the Urdu catalogue may write in Latin.
  amount: sameInBoth(template('A price', ['amount'], { description: 'The figure with its thousands: PKR 7,200,000, Rs 7,200,000', ...REQUIRED })),
  million: template('A figure in millions', ['value'], { description: 'The English headline price: 1.5M (Urdu headlines use lakh and crore)', ...REQUIRED }),
  lakh: template('A figure in lakh', ['value'], REQUIRED),
  crore: template('A figure in crore', ['value'], REQUIRED),
});

const form = group('Contact form', {
  label: line('Form name, for screen readers'),
  team: line('Label of the team choice', {
    description: 'Above the fields, before the team that will answer: "Your message goes to" Karachi sales. The teams are in the Contact teams collection',
  }),
  recipient: template('The team a message goes to, when the form has no choice', ['team'], { description: 'The Urdu form always writes to Karachi sales', ...REQUIRED }),
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
  errors: group('Messages under the fields', {
    required: template('A field left empty', ['field'], { description: '{field} is the field’s label', ...REQUIRED }),
    tooLong: template('A field too long', ['field', 'max'], REQUIRED),
    singleLine: template('A line break in a one-line field', ['field'], REQUIRED),
    broken: template('A broken character', ['field'], REQUIRED),
    invisible: template('Invisible or control characters', ['field'], REQUIRED),
    notAllowed: template('A character not allowed', ['field'], REQUIRED),
    stackedMarks: template('Too many marks on one letter', ['field'], REQUIRED),
    ...words({ email: 'Not an email address', phone: 'Not a phone number', visitDayMissing: 'No day for the visit' }),
    visitDayRange: template('A day out of range', ['first', 'last'], REQUIRED),
    ...words({ visitMode: 'No way to visit chosen', visitTeam: 'A visit asked of another team' }),
    invalid: template('Anything else wrong with a field', ['field'], REQUIRED),
  }),
});

const project = group('Project pages', {
  viewProject: line('Card link cue', { description: 'At the foot of a card that has a project page' }),
  ...words({
    overviewTitle: 'Overview title', featuresTitle: 'Features title', locationLabel: 'Location card label',
    floorsLabel: 'Floors card label',
  }),
  floorsValue: template('Floors card value', ['floors'], { description: 'The floors above the ground floor', ...REQUIRED }),
  floorsFeature: template('Floors feature line', ['floors'], { description: 'The floors above the ground floor', ...REQUIRED }),
  penthouse: line('Penthouse', { description: 'Added after the floors of a building crowned by a penthouse' }),
  unitsOver: template('A minimum number of units', ['count'], REQUIRED),
  units: group('What a building’s units are', words({ Apartments: 'Apartments', Units: 'Units' })),
  statuses: group(
    'Status badges',
    words({ active: 'Active', launching: 'Launching', 'under-development': 'Under Development', 'ready-for-posession': 'Ready for Possession', planned: 'Planned' }),
  ),
  delivered: group('Delivered projects', {
    badge: line('Badge', { description: 'Also the label of the first detail card, the year of delivery' }),
    yearLabel: template('Year label', ['year'], { description: 'The year of delivery', ...REQUIRED }),
    ...words({ detailsEyebrow: 'Line above the details heading', detailsTitle: 'Details heading', moreTitle: 'Closing heading' }),
    moreIntro: sentence('Closing intro'),
    deliveredButton: line('Button to the Delivered Projects page'),
    ongoingButton: line('Button to the Ongoing Projects page'),
  }),
  ongoing: group('Ongoing projects', { yearLabel: template('Year label', ['year'], { description: 'The expected year', ...REQUIRED }) }),
  offering: group('Project pages on sale', {
    ...words({ highlights: 'Highlights, for screen readers', plotsEyebrow: 'Line above the sizes heading', plotsTitle: 'Sizes heading' }),
    plotsIntro: sentence('Sizes intro'),
    plotsCaption: template('Sizes table caption, for screen readers', ['name'], { description: 'The name is the project name', ...REQUIRED }),
    ...words({
      sizeColumn: 'Size column', availableColumn: 'Units available column', priceColumn: 'Price column', soldOut: 'Sold out',
      paymentsEyebrow: 'Line above the payment options heading', paymentsTitle: 'Payment options heading',
    }),
    paymentsIntro: sentence('Payment options intro'),
    paidInFull: line('Payment in full'),
    atBooking: line('Payment in full, when'),
    downPayment: template('Down payment', ['percent'], REQUIRED),
    installments: template('Installments', ['count', 'frequency'], { description: '{frequency} is monthly or quarterly, below', ...REQUIRED }),
    ...words({ monthly: 'Monthly, in a sentence', quarterly: 'Quarterly, in a sentence', possessionAtBooking: 'Possession at booking' }),
    discount: template('Discount', ['percent'], REQUIRED),
    balloting: template('Due on balloting', ['percent'], REQUIRED),
    possession: template('Due on possession', ['percent'], REQUIRED),
    possessionAfter: template('Possession after installments', ['count'], { description: 'In English, {count} is written in words up to twelve', ...REQUIRED }),
    installmentsFact: line('Fact card of how long the installments can run'),
    installmentsFactValue: template('Its value', ['months'], REQUIRED),
    asOf: template('Date of the units available', ['date'], REQUIRED),
    enquireEyebrow: line('Line above the closing heading'),
    enquireTitle: template('Closing heading', ['name'], { description: 'The name is the project name', ...REQUIRED }),
    enquireIntro: sentence('Closing intro'),
    callButton: template('Call button', ['phone'], { description: "The phone is the page's team's", ...REQUIRED }),
    whatsappButton: line('WhatsApp button', { description: "Opens a WhatsApp chat with the page's team, its first message naming the project" }),
  }),
  schedule: group('Payment schedule', {
    title: line('Heading'),
    intro: sentence('Intro'),
    ...words({ sizeLabel: 'Size choice', planLabel: 'Plan choice', paymentColumn: 'Payment column', amountColumn: 'Amount column', listed: 'Listed price' }),
    caption: template('Table caption, with sizes', ['plan', 'size'], REQUIRED),
    captionOnePrice: template('Table caption, with one price', ['plan'], REQUIRED),
    discount: template('Discount row', ['percent'], REQUIRED),
    down: template('Down payment row', ['percent'], REQUIRED),
    installmentRange: template('Row of equal installments', ['from', 'to', 'frequency'], REQUIRED),
    installmentOne: template('Row of one installment', ['number', 'frequency'], REQUIRED),
    each: template('An amount paid each time', ['amount'], REQUIRED),
    balloting: template('Balloting row', ['percent'], REQUIRED),
    possession: template('Possession row', ['percent'], REQUIRED),
    ...words({ total: 'Total row', share: 'Share button', print: 'Print button', excludesTitle: 'Heading of what the price leaves out' }),
    shareText: template('Shared message', ['project', 'choice', 'payments', 'total', 'url'], {
      description: 'Sent on WhatsApp: {choice} is the table caption, {payments} each payment of the schedule, {url} the page with the same choice',
      ...REQUIRED,
      multiline: true,
    }),
  }),
  approvals: heading('Approvals panel', {
    intro: sentence('Intro'),
    none: sentence('When a project lists none'),
    caption: template('Table caption', ['name'], REQUIRED),
    ...words({
      authorityColumn: 'Authority column', approvalColumn: 'Approval column', numberColumn: 'Number column', issuedColumn: 'Date of issue column',
      checkedColumn: 'Last checked column', documentColumn: 'Document column', view: 'Link to the document', noDocument: 'No document',
    }),
    authorities: group('The authorities, as the page names them', words({ SBCA: 'SBCA', KDA: 'KDA', MDA: 'MDA', LDA: 'LDA' })),
    kinds: group('What they approve, as the page names it', words({ 'building-plan': 'Building plan', 'layout-plan': 'Layout plan', 'noc-sale': 'NOC for sale and advertisement', completion: 'Completion certificate' })),
  }),
  gallery: gallerySection(),
  map: heading('Map section', {
    ...words({ directions: 'Directions button', showMap: 'Show-map button', mapNote: 'Note under the show-map button' }),
    mapTitle: template('Name of the map, read by screen readers', ['name'], REQUIRED),
  }),
});

const catalogue = { language, chrome, money, form, project };

/** The catalogue of `locale`, at content/messages/<locale>.json. */
const catalogueIn = (locale: Locale, label: string) =>
  file(label, `messages/${locale}`, locale === 'en' ? catalogue : (inUrduOnly(fields.object(catalogue)).fields as typeof catalogue));

export const messageSingletons = {
  'messages-en': catalogueIn('en', 'Interface words (English)'),
  'messages-ur': catalogueIn('ur', 'Interface words (Urdu)'),
};
