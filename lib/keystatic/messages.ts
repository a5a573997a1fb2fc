/**
 * The interface words, one catalogue per language: the labels, buttons, table headers, screen-reader texts, toasts and validation messages
 * of the pages that exist in English and in Urdu, and of the header and footer every page shares. Both catalogues are made from one list of
 * fields, each word a text in the catalogue's language (`fields.text`, or `urdu` for the Urdu one), so a key cannot exist in one only and an Urdu word is refused
 * until written in Urdu. The site reads both through next-intl (lib/i18n/request.ts), typed from these fields. Words of the English-only
 * Ontario pages stay with those pages' copy.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { galleryFields } from '@/components/hotels/gallery.fields';
import { copy, file, filled, heading, sentence, urdu, type TextField } from './fields';
import { APPROVALS, AREA_UNITS, MILESTONES, SIZE_KINDS } from './pakistan';

/** Every word of the catalogue, each a text of its language (`fields.text` or `urdu`): a line, a sentence or more, or a template of {tokens}. */
function catalogue<T extends ComponentSchema>(text: TextField<T>) {
  const line = (label: string, description?: string) => text({ label, description, validation: filled() });
  const prose = (label: string, description?: string) =>
    text({ label, description, multiline: true, validation: sentence() });
  const template = (label: string, tokens: string[], description?: string) =>
    text({ label, description, validation: copy({ tokens, required: true }) });
  /** Words keyed as `labels` is, each a line; or, for `templates`, each a template of the same {tokens}. */
  const words = <const W extends Record<string, string>>(labels: W, word: (label: string) => T = line) =>
    Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, word(label)])) as { [K in keyof W]: T };
  const templates = <const W extends Record<string, string>>(tokens: string[], labels: W) =>
    words(labels, (label) => template(label, tokens));
  const group = <F extends Record<string, ComponentSchema>>(label: string, schema: F) =>
    fields.object(schema, { label });
  const language = group('The language', {
    name: line('Its name, in itself', 'The language switch on pages in the other language: English, اردو'),
    switchLabel: line(
      'Before the other language, for screen readers',
      'Read before the name of the other language on the switch',
    ),
    homeLabel: line(
      'The same, on a page in this language only',
      'The switch of such a page leads to the home page of the other language',
    ),
    inEnglish: line('After a link to a page only in English', 'In the Urdu header and footer: (in English)'),
  });

  const chrome = group('Every page', {
    skipToContent: line('Skip link', 'The first link of every page, for keyboard users'),
    opensInNewTab: line('New-tab notice', 'Read by screen readers after a link that opens a new tab'),
    logoSubtitle: line('Logo subtitle', 'The small line under the short name in the logo'),
    homeLink: line('Logo link', 'Read by screen readers after the group name: "<group name>, home"'),
    ...words({ menuLabel: 'Header menu name, for screen readers' }),
    // The menu flags an entry without a page with its record's status, as its card does.
    statuses: group(
      'Statuses of the Canada portfolio',
      words({ Operating: 'Operating', 'Under Construction': 'Under Construction', Planning: 'Planning' }),
    ),
    mobileMenu: group(
      'Small-screen menu',
      words({
        label: 'Menu name, for screen readers',
        open: 'Button text to open it',
        close: 'Button text to close it',
      }),
    ),
    socialMedia: line('Social links list name, for screen readers'),
    socialLink: template(
      'A social link, for screen readers',
      ['name', 'network'],
      '{name} is the short name: "Cedarline on Facebook"',
    ),
    ...words({
      quickLinks: 'Footer heading above the quick links',
      contact: 'Footer heading above the contact details',
    }),
    copyright: template(
      'Copyright notice',
      ['year', 'name'],
      'The copyright year and the group name, from the site settings',
    ),
  });

  const money = group('Prices', {
    // "Rs 7,200,000" has no Urdu letter to ask for: the one interface word the Urdu catalogue writes in Latin, so a text field in both.
    amount: fields.text({
      label: 'A price',
      description: 'The figure with its thousands: PKR 7,200,000, Rs 7,200,000',
      validation: copy({ tokens: ['amount'], required: true }),
    }),
    million: template(
      'A figure in millions',
      ['value'],
      'The English headline price: 1.5M (Urdu headlines use lakh and crore)',
    ),
    ...templates(['value'], { lakh: 'A figure in lakh', crore: 'A figure in crore' }),
  });

  const form = group('Contact form', {
    label: line('Form name, for screen readers'),
    team: line(
      'Label of the team choice',
      'Above the fields, before the team that will answer: "Your message goes to" Karachi sales. The teams are in the Contact teams collection',
    ),
    recipient: template(
      'The team a message goes to, when the form has no choice',
      ['team'],
      'The Urdu form always writes to Karachi sales',
    ),
    ...words({
      teamHint: 'Hint under the team choice',
      firstName: 'First name field',
      lastName: 'Last name field',
      email: 'Email field',
      subject: 'Subject field',
      message: 'Message field',
    }),
    // Shown only when the message goes to Karachi sales.
    phone: line('Phone field (Karachi sales only)', 'Optional for the visitor: say so in the label'),
    ...words({
      phoneHint: 'Hint under the phone field',
      visit: 'Site visit checkbox (Karachi sales only)',
      visitDay: 'Preferred day field',
    }),
    visitDayHint: template(
      'Hint under the preferred day',
      ['first', 'last'],
      'The first and last day a visit can be asked for (tomorrow, and 60 days ahead, in Karachi), written out by the page',
    ),
    ...words({
      visitMode: 'Question above the two ways to visit',
      inPerson: 'First way: in person',
      video: 'Second way: by video call',
    }),
    // The enquiry on a project's page: the unit it is about, chosen in the page's schedule.
    unitTitle: template(
      'Above the size and plan, on a project page',
      ['project'],
      'The project the enquiry is about: "About Villas Karachi"',
    ),
    unitHint: line(
      'Hint under the size and plan',
      'They follow the payment schedule on the page, and the schedule follows them',
    ),
    unit: template(
      'The unit, in a WhatsApp message to the team',
      ['project', 'size', 'plan'],
      'Fills {name} of the team’s first WhatsApp message: "Villas Karachi (120 sq yd villa, 36-month plan)"',
    ),
    honeypot: line('Hidden trap field', 'Only robots see it'),
    ...words({
      send: 'Send button',
      sending: 'Send button while sending',
      success: 'Message after a successful send',
      failure: 'Message after a failed send',
      notifications: 'Name of the corner where these messages appear (read by screen readers)',
      closeNotification: 'Close button on such a message (read by screen readers)',
    }),
    errors: group('Messages under the fields', {
      required: template('A field left empty', ['field'], '{field} is the field’s label'),
      tooLong: template('A field too long', ['field', 'max']),
      ...templates(['field'], {
        singleLine: 'A line break in a one-line field',
        broken: 'A broken character',
        invisible: 'Invisible or control characters',
        notAllowed: 'A character not allowed',
        stackedMarks: 'Too many marks on one letter',
      }),
      ...words({ email: 'Not an email address', phone: 'Not a phone number', visitDayMissing: 'No day for the visit' }),
      visitDayRange: template('A day out of range', ['first', 'last']),
      ...words({ visitMode: 'No way to visit chosen', visitTeam: 'A visit asked of another team' }),
      invalid: template('Anything else wrong with a field', ['field']),
    }),
  });

  const floors = (label: string) => template(label, ['floors'], 'The floors above the ground floor');
  const project = group('Project pages', {
    viewProject: line('Card link cue', 'At the foot of a card that has a project page'),
    ...words({
      overviewTitle: 'Overview title',
      featuresTitle: 'Features title',
      locationLabel: 'Location card label',
      floorsLabel: 'Floors card label',
    }),
    floorsValue: floors('Floors card value'),
    floorsFeature: floors('Floors feature line'),
    penthouse: line('Penthouse', 'Added after the floors of a building crowned by a penthouse'),
    unitsOver: template('A minimum number of units', ['count']),
    units: group('What a building’s units are', words({ Apartments: 'Apartments', Units: 'Units' })),
    statuses: group(
      'Status badges',
      words({
        active: 'Active',
        launching: 'Launching',
        'under-development': 'Under Development',
        'ready-for-posession': 'Ready for Possession',
        planned: 'Planned',
      }),
    ),
    delivered: group('Delivered projects', {
      badge: line('Badge', 'Also the label of the first detail card, the year of delivery'),
      yearLabel: template('Year label', ['year'], 'The year of delivery'),
      ...words({
        detailsEyebrow: 'Line above the details heading',
        detailsTitle: 'Details heading',
        moreTitle: 'Closing heading',
      }),
      moreIntro: prose('Closing intro'),
      ...words({
        deliveredButton: 'Button to the Delivered Projects page',
        ongoingButton: 'Button to the Ongoing Projects page',
      }),
    }),
    ongoing: group('Ongoing projects', {
      yearLabel: template('Year label', ['year'], 'The year possession is expected'),
      readyLabel: template('Year label of a project ready for possession', ['year'], 'The year possession began'),
      noPage: line('Note on a card without a page', 'Says the project has no page of its own yet'),
    }),
    sizes: group('Sizes on sale', {
      name: template('A size’s name', ['area', 'unit', 'kind'], 'Made from its terms: "120 sq yd villa"'),
      all: template(
        'The sizes in a sentence',
        ['areas', 'unit'],
        'What {sizes} writes in a project’s texts: "80, 120 and 160 sq yd"',
      ),
      units: group('Measured in', words(AREA_UNITS)),
      kinds: group('What is sold', words(SIZE_KINDS)),
      view: template(
        'Button to the sizes',
        ['kinds'],
        'At the top of a project page: {kinds} is what it sells, in the words below ("Shops and Offices")',
      ),
      plurals: group('What is sold, as the button names it', words(SIZE_KINDS)),
    }),
    floorPlans: group('Floor plans', {
      title: line('Heading'),
      summary: template('A size’s plan, as its heading', ['size', 'dimensions'], '"120 sq yd villa, 30 × 36 ft"'),
      dimensions: template('A plot’s or floor’s dimensions', ['frontage', 'depth'], '"30 × 36 ft"'),
      covered: template('Covered area', ['area'], 'In square feet, counted from the rooms'),
      bedrooms: group('Bedrooms', templates(['count'], { one: 'One', other: 'More than one' })),
      bathrooms: group('Bathrooms', templates(['count'], { one: 'One', other: 'More than one' })),
      levels: group(
        'Levels',
        words({
          single: 'A unit of one level',
          ground: 'Ground floor',
          first: 'First floor',
          second: 'Second floor',
          roof: 'Roof',
        }),
      ),
      levelCovered: template('A level’s covered area', ['level', 'area']),
      drawing: template('A drawing, for screen readers', ['level', 'size', 'dimensions']),
      front: group('The front of a drawing', words({ road: 'Of a plot or villa', entrance: 'Of a shop or office' })),
      caption: template('Rooms table caption', ['size']),
      room: template(
        'A room in the table',
        ['number', 'name'],
        'Its number is the one the drawing shows in a room too small for its name',
      ),
      ...words({ roomColumn: 'Room column', sizeColumn: 'Width × depth column', areaColumn: 'Area column' }),
      ...templates(['value'], { feet: 'A length in feet', squareFeet: 'An area in square feet' }),
    }),
    plans: group('Payment plans’ names', {
      full: line('Paid in full at booking'),
      monthly: template('Paid monthly', ['months'], '"18-month plan"'),
      quarterly: template('Paid quarterly', ['months'], '"36-month quarterly plan"'),
    }),
    term: group(
      'How long the plans run, as {term} writes it',
      templates(['count'], { years: 'In years', months: 'In months' }),
    ),
    offering: group('Project pages on sale', {
      ...words({
        highlights: 'Highlights, for screen readers',
        plotsEyebrow: 'Line above the sizes heading',
        plotsTitle: 'Sizes heading',
      }),
      plotsIntro: prose('Sizes intro'),
      plotsCaption: template('Sizes table caption, for screen readers', ['name'], 'The name is the project name'),
      ...words({
        sizeColumn: 'Size column',
        availableColumn: 'Units available column',
        priceColumn: 'Price column',
        soldOut: 'Sold out',
        paymentsEyebrow: 'Line above the payment options heading',
        paymentsTitle: 'Payment options heading',
      }),
      paymentsIntro: prose('Payment options intro'),
      ...words({ paidInFull: 'Payment in full', atBooking: 'Payment in full, when' }),
      downPayment: template('Down payment', ['percent']),
      installments: template('Installments', ['count', 'frequency'], '{frequency} is monthly or quarterly, below'),
      ...words({
        monthly: 'Monthly, in a sentence',
        quarterly: 'Quarterly, in a sentence',
        possessionAtBooking: 'Possession at booking',
      }),
      ...templates(['percent'], {
        discount: 'Discount',
        balloting: 'Due on balloting',
        possession: 'Due on possession',
      }),
      possessionAfter: template(
        'Possession after installments',
        ['count'],
        'In English, {count} is written in words up to twelve',
      ),
      installmentsFact: line('Fact card of how long the installments can run'),
      installmentsFactValue: template('Its value', ['months']),
      possessionFact: line('When possession is given, beside the price'),
      possessionFactValue: template('Its value', ['date'], 'The month and year of the possession date'),
      asOf: template('Date of the units available', ['date']),
      enquireEyebrow: line('Line above the closing heading'),
      enquireTitle: template('Closing heading', ['name'], 'The name is the project name'),
      enquireIntro: prose('Closing intro'),
      callButton: template('Call button', ['phone'], "The phone is the page's team's"),
      whatsappButton: line(
        'WhatsApp button',
        "Opens a WhatsApp chat with the page's team, its first message naming the project",
      ),
    }),
    schedule: group('Payment schedule', {
      title: line('Heading'),
      intro: prose('Intro'),
      ...words({
        sizeLabel: 'Size choice',
        planLabel: 'Plan choice',
        paymentColumn: 'Payment column',
        amountColumn: 'Amount column',
        listed: 'Listed price',
      }),
      caption: template('Table caption, with sizes', ['plan', 'size']),
      ...templates(['percent'], { discount: 'Discount row', down: 'Down payment row' }),
      installmentRange: template('Row of equal installments', ['from', 'to', 'frequency']),
      installmentOne: template('Row of one installment', ['number', 'frequency']),
      untilPossession: template(
        'A row of installments paid until possession',
        ['installments'],
        'Only in a plan that continues after possession: {installments} is the row as the two above write it',
      ),
      afterPossession: template(
        'A row of installments paid after possession',
        ['installments'],
        'Only in a plan that continues after possession: {installments} is the row as the two above write it',
      ),
      each: template('An amount paid each time', ['amount']),
      ...templates(['percent'], { balloting: 'Balloting row', possession: 'Possession row' }),
      ...words({
        total: 'Total row',
        share: 'Share button',
        print: 'Print button',
        excludesTitle: 'Heading of what the price leaves out',
      }),
      shareText: text({
        label: 'Shared message',
        multiline: true,
        validation: copy({ tokens: ['project', 'choice', 'payments', 'total', 'url'], required: true }),
        description:
          'Sent on WhatsApp: {choice} is the table caption, {payments} each payment of the schedule, {url} the page with the same choice',
      }),
    }),
    approvals: heading(
      {
        intro: prose('Intro'),
        caption: template('Table caption', ['name']),
        ...words({
          authorityColumn: 'Authority column',
          approvalColumn: 'Approval column',
          numberColumn: 'Number column',
          issuedColumn: 'Date of issue column',
          checkedColumn: 'Last checked column',
          documentColumn: 'Document column',
          view: 'Link to the document',
          noDocument: 'No document',
        }),
        authorities: group(
          'The authorities, as the page names them',
          words({ SBCA: 'SBCA', KDA: 'KDA', MDA: 'MDA', LDA: 'LDA' }),
        ),
        kinds: group('What they approve, as the page names it', words(APPROVALS)),
      },
      { label: 'Approvals panel', text: text },
    ),
    progress: heading(
      {
        intro: prose('Intro'),
        ...words({
          latest: 'Heading of the latest update, for screen readers',
          earlier: 'Heading of the earlier updates',
          follow: 'Link to the feed of the updates',
        }),
        followNote: prose('Under that link', 'What a feed is, for a buyer who has not used one'),
        asOf: template('Date of an update', ['date']),
        share: template('Share of the work complete', ['percent']),
        structure: template(
          'The structure stage, with its floor',
          ['floor', 'floors'],
          'The floors are the building’s floors above the ground floor: "Structure up to floor 8 of 12"',
        ),
        card: template(
          'On a card of the Ongoing Projects page',
          ['share', 'date'],
          '{share} as the share above writes it',
        ),
        feedTitle: template('Title of the feed', ['name']),
        stages: group('The stages, as the page names them', words(MILESTONES)),
      },
      { label: 'Construction progress', text: text },
    ),
    booking: heading(
      {
        intro: prose('Intro'),
        ...words({
          documentsTitle: 'Heading of the documents a step asks for',
          receivesTitle: 'Heading of what the buyer receives at a step',
          enquiryButton: 'Button to the enquiry form, in the step that starts the booking',
        }),
        downPayment: template(
          'The lowest down payment, as {downPayment} writes it',
          ['amount', 'choice'],
          '{choice} names its plan and size as the schedule’s caption does',
        ),
        firstInstallment: group('When the first installment falls, as {firstInstallment} writes it', {
          ...words({ monthly: 'On a monthly plan', quarterly: 'On a quarterly plan' }),
          either: template('When the page has both', ['first', 'second']),
        }),
      },
      { label: 'Steps to book', text: text },
    ),
    brochure: group('The page printed', {
      ...words({
        officeLabel: 'Label of the Karachi office’s address',
        phoneLabel: 'Label of the team’s phone',
        whatsappLabel: 'Label of the team’s WhatsApp number',
        pageLabel: 'Label of the page’s address',
      }),
    }),
    gallery: galleryFields(text),
    map: heading(
      {
        ...words({
          directions: 'Directions button',
          showMap: 'Show-map button',
          mapNote: 'Note under the show-map button',
        }),
        mapTitle: template('Name of the map, read by screen readers', ['name']),
      },
      { label: 'Map section', text: text },
    ),
  });

  return { language, chrome, money, form, project };
}

export const messageSingletons = {
  'messages-en': file({ label: 'Interface words (English)', path: 'messages/en', schema: catalogue(fields.text) }),
  'messages-ur': file({ label: 'Interface words (Urdu)', path: 'messages/ur', schema: catalogue(urdu) }),
};
