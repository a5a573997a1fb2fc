import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContent } from './checks';
import { ContentError, loadContent, type Problem } from './reader';

type Json = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems loadContent finds in a copy of content/ that `change` has edited (none: an empty list). */
async function problemsAfter(change: (edit: (file: string, update: (record: Json) => void) => void, root: string) => void): Promise<Problem[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'cedarline-content-'));
  try {
    cpSync('content', path.join(root, 'content'), { recursive: true });
    symlinkSync(path.resolve('public'), path.join(root, 'public'));
    change((file, update) => {
      const at = path.join(root, file);
      const record = JSON.parse(readFileSync(at, 'utf8'));
      update(record);
      writeFileSync(at, JSON.stringify(record, null, 2));
    }, root);
    await loadContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const OSHAWA = 'content/canada-hotels/oshawa.json';
const BOOKING_TEMPLATE_MESSAGE =
  'must be an https:// address whose query gives {checkIn}, {checkOut} and {guests} once each, each the whole value of a parameter, like https://book.example.com/stay?arrive={checkIn}&depart={checkOut}&adults={guests}';
const CHAMBERS = 'content/current-projects/cedarline-chambers.json';
const SKYLINE = 'content/delivered-projects/cedarline-skyline.json';

describe('content/ as it is', () => {
  it('passes every rule', async () => {
    expect(await problemsAfter(() => {})).toEqual([]);
  });
});

describe('an optional field left empty', () => {
  it('a hotel without a booking engine address passes: its page keeps the "Book Your Stay" link alone', async () => {
    expect(await problemsAfter((edit) => edit(OSHAWA, (r) => (r.page.value.bookingTemplate = '')))).toEqual([]);
  });
});

describe('a broken record fails the build, naming the file and the field by its label in the form', () => {
  it.each<[string, string, (record: Json) => void, Problem]>([
    ['a required line left empty', OSHAWA, (r) => (r.name = ''), { file: OSHAWA, field: 'Name', message: 'must not be empty' }],
    [
      'a sentence too short',
      OSHAWA,
      (r) => (r.page.value.description[1] = 'Too short.'),
      { file: OSHAWA, field: 'The hotel has its own page › About the hotel, paragraph 2', message: 'must be at least 20 characters long' },
    ],
    [
      'a value of the wrong shape',
      OSHAWA,
      (r) => (r.page.value.checkIn = '3pm'),
      {
        file: OSHAWA,
        field: 'The hotel has its own page › Check-in time (24-hour, e.g. 15:00)',
        message: 'must be a 24-hour time like 11:00 (00:00 is midnight)',
      },
    ],
    [
      'a number out of range',
      OSHAWA,
      (r) => (r.page.value.rating = 7),
      { file: OSHAWA, field: 'The hotel has its own page › Guest rating (out of 5)', message: 'must be at most 5' },
    ],
    [
      'a booking engine address without the stay’s placeholders',
      OSHAWA,
      (r) => (r.page.value.bookingTemplate = 'https://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&nights=2'),
      { file: OSHAWA, field: 'The hotel has its own page › Booking engine address with dates', message: BOOKING_TEMPLATE_MESSAGE },
    ],
    [
      'a booking engine address on http',
      OSHAWA,
      (r) => (r.page.value.bookingTemplate = 'http://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&depart={checkOut}&adults={guests}'),
      { file: OSHAWA, field: 'The hotel has its own page › Booking engine address with dates', message: BOOKING_TEMPLATE_MESSAGE },
    ],
    ['a choice outside its options', OSHAWA, (r) => (r.status = 'Closed'), { file: OSHAWA, field: 'Status', message: 'must be one of: Operating, Under Construction, Planning' }],
    [
      'a list too short',
      OSHAWA,
      (r) => (r.page.value.images = r.page.value.images.slice(0, 2)),
      { file: OSHAWA, field: 'The hotel has its own page › Gallery photos', message: 'needs at least 3' },
    ],
    [
      'a field the form does not have',
      OSHAWA,
      (r) => (r.image.subject = 'hotel-exterior'),
      { file: OSHAWA, field: 'Card photo', message: 'has "subject", which is not a field of this form: remove it' },
    ],
    [
      'a {token} the copy does not know',
      'content/pages/hotel.json',
      (r) => (r.heroEyebrow = '{city} · Hotel'),
      { file: 'content/pages/hotel.json', field: 'Line above the hotel name', message: 'may use {location} (filled in from the record) and no {…} other than {location}' },
    ],
    [
      'a figure typed where its {token} belongs',
      CHAMBERS,
      (r) => (r.page.value.summary.en = 'The first IT tower in Block-2, offices from PKR 1.5M.'),
      {
        file: CHAMBERS,
        field: 'Has its own project page › Summary',
        message: '“PKR 1.5M” is a price: write {price} instead, and the page fills it in',
      },
    ],
    [
      'a required {token} left out',
      'content/messages/en.json',
      (r) => (r.project.delivered.yearLabel = 'Delivered'),
      { file: 'content/messages/en.json', field: 'Project pages › Delivered projects › Year label', message: 'must contain {year}, and no {…} other than {year}' },
    ],
    [
      'Urdu left in English',
      CHAMBERS,
      (r) => (r.page.value.summary.ur = r.page.value.summary.en),
      { file: CHAMBERS, field: 'Has its own project page › Summary (Urdu)', message: expect.stringMatching(/^must be written in Urdu, with figures as 0–9/) },
    ],
    [
      'Urdu with Urdu digits',
      SKYLINE,
      (r) => (r.features[2].value.ur = 'قیمت میں ۱۵۰ فیصد اضافہ'),
      {
        file: SKYLINE,
        field: 'Features, item 3 › Feature › Text (Urdu)',
        message: 'must be written in Urdu, with figures as 0–9',
      },
    ],
    [
      'Urdu missing',
      'content/pages/chg-pakistan.json',
      (r) => delete r.focus.items[0].title.ur,
      { file: 'content/pages/chg-pakistan.json', field: 'Focus areas, item 1 › Title (Urdu)', message: 'must not be empty' },
    ],
    [
      'an Urdu key missing from the Urdu catalogue',
      'content/messages/ur.json',
      (r) => delete r.form.errors.required,
      { file: 'content/messages/ur.json', field: 'Contact form › Messages under the fields › A field left empty (Urdu)', message: 'must not be empty' },
    ],
    [
      'an optional text in one language only',
      'content/current-projects/cedarline-villas-karachi.json',
      (r) => (r.page.value.payments.value.plans[0].note.ur = ''),
      {
        file: 'content/current-projects/cedarline-villas-karachi.json',
        field: 'Has its own project page › The page shows payment options › Payment plans, item 1 › Note (Urdu)',
        message: 'is empty while the English is not: write it in both languages, or in neither',
      },
    ],
    [
      'Urdu without a {token} the English writes: the Urdu is named',
      'content/current-projects/cedarline-chambers.json',
      (r) => (r.page.value.summary.ur = r.page.value.summary.ur.replace('{price} سے شروع', 'جلد')),
      {
        file: CHAMBERS,
        field: 'Has its own project page › Summary (Urdu)',
        message: 'has no {price} where the English has: write it where this text states that figure, or take it out of the English',
      },
    ],
    [
      'English without a {token} the Urdu writes: the English is named',
      'content/current-projects/cedarline-chambers.json',
      (r) => (r.page.value.summary.en = 'The first IT tower in Block-2 of Gulistan-e-Jauhar: a shopping mall below and technology offices above.'),
      {
        file: CHAMBERS,
        field: 'Has its own project page › Summary',
        message: 'has no {price} where the Urdu has: write it where this text states that figure, or take it out of the Urdu',
      },
    ],
    [
      'a price typed in English words while the Urdu writes {price}: the English is named, not the Urdu',
      'content/current-projects/cedarline-chambers.json',
      (r) => (r.page.value.summary.en = 'The first IT tower in Block-2 of Gulistan-e-Jauhar, sold from 1.5 million rupees.'),
      { file: CHAMBERS, field: 'Has its own project page › Summary', message: '“1.5 million rupees” is a price: write {price} instead, and the page fills it in' },
    ],
  ])('%s', async (_kind, file, change, problem) => {
    expect(await problemsAfter((edit) => edit(file, change))).toEqual([problem]);
  });

  it('a file that is not JSON', async () => {
    const problems = await problemsAfter((_edit, root) => writeFileSync(path.join(root, OSHAWA), '{ "name": '));
    expect(problems).toEqual([{ file: OSHAWA, field: '', message: expect.stringMatching(/^is not valid JSON/) }]);
  });

  it('a page file that is missing', async () => {
    const problems = await problemsAfter((_edit, root) => unlinkSync(path.join(root, 'content/pages/hotel.json')));
    expect(problems).toEqual([{ file: 'content/pages/hotel.json', field: '', message: 'the file is missing' }]);
  });

  it('a file name that is not a slug', async () => {
    const problems = await problemsAfter((_edit, root) => cpSync(path.join(root, OSHAWA), path.join(root, 'content/canada-hotels/Oshawa Two.json')));
    expect(problems).toContainEqual({ file: 'content/canada-hotels/Oshawa Two.json', field: 'File name', message: expect.stringMatching(/lowercase words joined by hyphens/) });
  });
});

describe('what a form cannot express is made impossible by its shape', () => {
  it('a hotel gives its rating and review count with its page, both or neither', async () => {
    expect(await problemsAfter((edit) => edit(OSHAWA, (r) => delete r.page.value.reviews))).toEqual([
      { file: OSHAWA, field: 'The hotel has its own page › Number of guest reviews', message: 'is required' },
    ]);
    expect(await problemsAfter((edit) => edit('content/canada-hotels/aloft-barrie.json', (r) => (r.rating = 4.2)))).toEqual([
      { file: 'content/canada-hotels/aloft-barrie.json', field: '', message: 'has "rating", which is not a field of this form: remove it' },
    ]);
  });

  it('a page sells sizes, and has no price of its own: its price is the lowest size’s', async () => {
    const villas = 'content/current-projects/cedarline-villas-karachi.json';
    expect(await problemsAfter((edit) => edit(villas, (r) => (r.page.value.price.amount = 4_800_000)))).toEqual([
      { file: villas, field: 'Has its own project page › Price', message: 'has "amount", which is not a field of this form: remove it' },
    ]);
  });

  it.each<[string, string, (record: Json) => void, string, string]>([
    [
      'a delivery year in words',
      SKYLINE,
      (r) => (r.overview[0].en = 'Cedarline Skyline, handed over thirteen years ago, is the group’s tallest building.'),
      'Overview, paragraph 1',
      '“thirteen years ago” is a year: write {year} instead, and the page fills it in',
    ],
    ['floors typed in the text', SKYLINE, (r) => (r.summary.en = 'Apartments on ground plus 13 floors in North Nazimabad.'), 'Summary', '“ground plus 13” is a number of floors: write {floors} instead, and the page fills it in'],
    [
      'counts in words in a residence description',
      'content/canada-residential/courthouse-residences.json',
      (r) => (r.description = 'A tower of one hundred and twenty-two luxury condominium units over fourteen levels near the courthouse.'),
      'Card description',
      '“one hundred and twenty-two luxury condominium units” is a number of units: leave it out, the page shows it from its own field',
    ],
    [
      'a closing time in words in the restaurant heading',
      'content/canada-ventures/saffron-grill-burlington.json',
      (r) => (r.page.value.about.title = 'Grilled to order, served until eleven at night'),
      'Its own page › About section › Heading',
      '“eleven at night” is a time of day: write {closes} instead, and the page fills it in',
    ],
    [
      'a plan’s length in Urdu words',
      CHAMBERS,
      (r) => (r.page.value.overview[1].ur = 'دکانیں اور دفاتر {price} سے شروع ہیں اور ان کی ادائیگی تین سال میں کی جا سکتی ہے۔ {sizes}'),
      'Has its own project page › Overview, paragraph 2 (Urdu)',
      '“تین سال” is how long a payment runs: write {term} instead, and the page fills it in',
    ],
  ])('%s is refused, the message naming the token', async (_kind, file, change, field, message) => {
    expect(await problemsAfter((edit) => edit(file, change))).toEqual([{ file, field, message }]);
  });
});

describe('the rules that span records', () => {
  it('a record named by another exists', async () => {
    const problems = await problemsAfter((edit) => edit('content/pages/about.json', (r) => (r.ceoMessage.author = 'nobody')));
    expect(problems).toEqual([
      { file: 'content/pages/about.json', field: "CEO's message › Signed by", message: 'names "nobody", which is not a file of team: choose one that exists' },
    ]);
  });

  it('a picture is where its record says', async () => {
    const problems = await problemsAfter((edit) => edit(OSHAWA, (r) => (r.image.src = '/images/canada-hotels/oshawa/image/missing.jpg')));
    expect(problems).toEqual([
      { file: OSHAWA, field: 'Card photo', message: 'the file /images/canada-hotels/oshawa/image/missing.jpg is not under public/: upload it again' },
    ]);
  });

  it('a project page has one record: never a delivered and a current project of one file name', async () => {
    const problems = await problemsAfter((_edit, root) => cpSync(path.join(root, SKYLINE), path.join(root, 'content/delivered-projects/cedarline-chambers.json')));
    expect(problems).toContainEqual({ file: CHAMBERS, field: 'File name', message: 'a delivered project has the file name "cedarline-chambers" too: rename one of them' });
  });

  it('a venue page does not take an address the site uses', async () => {
    const problems = await problemsAfter((_edit, root) =>
      cpSync(path.join(root, 'content/canada-ventures/saffron-grill-burlington.json'), path.join(root, 'content/canada-ventures/about.json')),
    );
    expect(problems).toContainEqual({ file: 'content/canada-ventures/about.json', field: 'File name', message: expect.stringMatching(/its page would be \/about/) });
  });

  it('the general enquiries team exists', async () => {
    const problems = await problemsAfter((_edit, root) => {
      cpSync(path.join(root, 'content/teams/general.json'), path.join(root, 'content/teams/everyone.json'));
      unlinkSync(path.join(root, 'content/teams/general.json'));
      for (const file of ['content/pages/about.json', 'content/pages/chg-pakistan.json']) {
        writeFileSync(path.join(root, file), readFileSync(path.join(root, file), 'utf8').replaceAll('"general"', '"everyone"'));
      }
    });
    expect(problems).toEqual([{ file: 'content/teams/general.json', field: '', message: expect.stringMatching(/is missing/) }]);
  });

  it('an opportunity links to a project that has a page', async () => {
    const problems = await problemsAfter((edit) => edit('content/pages/chg-pakistan.json', (r) => (r.opportunities.items[2].example.value.project = 'cedarline-enclave')));
    expect(problems).toEqual([
      {
        file: 'content/pages/chg-pakistan.json',
        field: 'Investment opportunities › Opportunities, item 3 › Link to a project that shows it › Project',
        message: '"cedarline-enclave" has no project page to link to: choose a project that has one',
      },
    ]);
  });

  it('a payment plan leaves a schedule that adds up', async () => {
    const villas = 'content/current-projects/cedarline-villas-karachi.json';
    const problems = await problemsAfter((edit) => edit(villas, (r) => (r.page.value.payments.value.plans[1].possessionPercent = 80)));
    expect(problems).toEqual([
      {
        file: villas,
        field: 'Has its own project page › The page shows payment options › Payment plans, item 2',
        message: expect.stringMatching(/leave too little for the installments/),
      },
    ]);
  });

  it('a card quotes a price only when its project has a page with one', async () => {
    const enclave = 'content/current-projects/cedarline-enclave.json';
    const problems = await problemsAfter((edit) =>
      edit(enclave, (r) => {
        r.ongoing.description.en += ' Plots from {price}.';
        r.ongoing.description.ur += ' پلاٹ {price} سے۔';
      }),
    );
    expect(problems).toEqual([{ file: enclave, field: 'Card on the Ongoing Projects page › Card description', message: expect.stringMatching(/writes \{price\}/) }]);
  });
});

describe('rules across fields, checked at build and on every save in the editor', () => {
  it('a delivered project’s texts and cards show its floors and units only with the building figures', async () => {
    const residency = 'content/delivered-projects/cedarline-residency.json';
    const problems = await problemsAfter((edit) =>
      edit(residency, (r) => {
        r.details.push({ discriminant: 'floors' });
        r.summary = { en: 'Spacious apartments on {floors} floors for growing families.', ur: 'بڑھتے ہوئے خاندانوں کے لیے {floors} منزلوں پر کشادہ اپارٹمنٹس۔' };
      }),
    );
    const off = 'but the building figures are off: tick "A building whose floors and units the page gives", or take it out';
    expect(problems).toEqual([
      { file: residency, field: 'Summary', message: `writes {floors}, ${off}` },
      { file: residency, field: 'Detail cards, item 5 › Card', message: `shows the floors, ${off}` },
    ]);
  });

  it('switching the building figures off keeps the texts: the problem is said, not the texts emptied', async () => {
    const problems = await problemsAfter((edit) => edit(SKYLINE, (r) => (r.building = { discriminant: false })));
    expect(problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['Card description', 'Summary', 'Overview, paragraph 1', 'Features, item 1 › Feature']));
  });

  it('two plans never share a name made from the same terms', async () => {
    const problems = await problemsAfter((edit) => edit(CHAMBERS, (r) => Object.assign(r.page.value.payments.value.plans[1], { frequency: 'monthly', installments: 36 })));
    expect(problems).toContainEqual({
      file: CHAMBERS,
      field: 'Has its own project page › The page shows payment options › Payment plans, item 2',
      message: 'has the same number and frequency of installments as another plan, so the same name: change its terms, or remove one',
    });
  });

  it('a card of a project with a page writes {sizes}, not the sizes', async () => {
    const villas = 'content/current-projects/cedarline-villas-karachi.json';
    const problems = await problemsAfter((edit) =>
      edit(villas, (r) => {
        r.ongoing.description.en = r.ongoing.description.en.replace('{sizes}', '80, 120 and 160 sq yd');
        r.ongoing.description.ur = r.ongoing.description.ur.replace('{sizes}', '80، 120 اور 160 مربع گز');
      }),
    );
    expect(problems).toEqual([
      {
        file: villas,
        field: 'Card on the Ongoing Projects page › Card description',
        message: '“160 sq yd” is a size: write {sizes} instead, and the card fills in the sizes the project page sells',
      },
    ]);
  });
});

describe('a size’s plan agrees with the size, checked at build and on every save in the editor', () => {
  const villas = 'content/current-projects/cedarline-villas-karachi.json';
  const plan = 'Has its own project page › What the page sells › Sizes, item 2 › Plan';

  it('refuses a plot that is not the size’s area, naming both', async () => {
    const problems = await problemsAfter((edit) => edit(villas, (r) => (r.page.value.sizes.items[1].plan.depth = 40)));
    expect(problems).toEqual([
      expect.objectContaining({
        file: villas,
        field: plan,
        message: 'the plot or floor is 30 × 40 ft, 1,200 sq ft, but the size is 120 sq yd (1,080 sq ft): give the frontage and depth that make the size',
      }),
    ]);
  });

  it('refuses two rooms that overlap on one level, and a room past the plot, naming the rooms', async () => {
    const problems = await problemsAfter((edit) =>
      edit(villas, (r) => {
        const rooms = r.page.value.sizes.items[1].plan.rooms;
        rooms[2].width = 20; // the drawing room reaches into the stairs and the store
        rooms[7].x = 20; // the bedroom, 14 ft wide, past the 30 ft frontage
      }),
    );
    expect(problems).toEqual([
      {
        file: villas,
        field: `${plan} › Rooms, item 4`,
        message: '“Stairs” and “Drawing room” overlap by 6 × 8 ft on the ground floor: move one, or make it smaller',
      },
      {
        file: villas,
        field: `${plan} › Rooms, item 5`,
        message: '“Store” and “Drawing room” overlap by 6 × 4 ft on the ground floor: move one, or make it smaller',
      },
      {
        file: villas,
        field: `${plan} › Rooms, item 8`,
        message: '“Bedroom” (14 × 11 ft, 20 ft from the left and 20 ft from the front) runs past the 30 × 36 ft plot or floor: move it in or make it smaller',
      },
    ]);
  });

  it('refuses in the form a room under a foot wide, or placed before the plot’s edge', async () => {
    const problems = await problemsAfter((edit) =>
      edit(villas, (r) => {
        r.page.value.sizes.items[1].plan.rooms[2].width = 0;
        r.page.value.sizes.items[1].plan.rooms[3].x = -2;
      }),
    );
    expect(problems.map(({ field, message }) => [field, message])).toEqual([
      [`${plan} › Rooms, item 3 › Width (ft)`, 'must be at least 1'],
      [`${plan} › Rooms, item 4 › From the left (ft)`, 'must be at least 0'],
    ]);
  });
});

describe('the steps to book', () => {
  const STEP = 'Has its own project page › How to book › Steps';
  it('refuse a down payment or a share typed where {downPayment} belongs, and a term typed in any wording', async () => {
    for (const [typed, message] of [
      ['from PKR 300,000', '“PKR 300,000” is a price: write {downPayment} instead, and the page fills it in'],
      ['of 20% of the price', '“20%” is a share of the price: leave it out, the page shows it from its own field'],
      ['and thirty-six monthly installments', '“thirty-six monthly installments” is how long a payment runs: leave it out, the page shows it from its own field'],
    ]) {
      const problems = await problemsAfter((edit) => edit(CHAMBERS, (r) => (r.page.value.booking.steps[1].text.en = r.page.value.booking.steps[1].text.en.replace('from {downPayment}', typed))));
      expect(problems).toContainEqual({ file: CHAMBERS, field: `${STEP}, item 2 › What happens`, message });
    }
  });

  it('write the plans’ figures only when the page has plans that give them, and start from the enquiry', async () => {
    const rf = 'content/current-projects/property-rf-collaboration.json';
    const problems = await problemsAfter((edit) =>
      edit(rf, (r) => {
        r.page.value.payments = { discriminant: false };
        r.page.value.booking.steps[0].enquiry = false;
      }),
    );
    expect(problems).toEqual([
      { file: rf, field: `${STEP}, item 2 › What happens`, message: 'writes {downPayment}, but the page shows no payment options: write the step without it' },
      { file: rf, field: `${STEP}, item 5 › What happens`, message: 'writes {firstInstallment}, but no payment plan has installments: write the step without it' },
      { file: rf, field: STEP, message: 'no step has the button to the enquiry form: tick "Ends with the button to the enquiry form" on the step that starts the booking' },
    ]);
  });
});

describe('the day of the build', () => {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const problemsOn = async (day: string) => checkContent(await loadContent(), process.cwd(), at(day));
  const ENCLAVE = 'content/current-projects/cedarline-enclave.json';

  it('finds nothing wrong with content/ on the day these rules were written', async () => {
    expect(await problemsOn('2026-11-26')).toEqual([]);
  });

  it('refuses an expected month that has passed, for a project not ready for possession', async () => {
    expect(await problemsOn('2027-01-15')).toContainEqual({
      file: ENCLAVE, field: 'Possession expected from',
      message: 'December 2026 has passed (the site is built in January 2027): set the month buyers can now expect, or mark the project Ready for Possession',
    });
  });

  it('refuses a project ready for possession whose possession is still to come', async () => {
    expect(await problemsOn('2025-01-01')).toContainEqual({
      file: 'content/current-projects/cedarline-jauhar-market.json', field: 'Possession expected from',
      message: 'is March 2025, still to come, but the project is Ready for Possession: give the month possession began, or change its status',
    });
  });

  it('refuses a Canada year that has passed for a hotel, venue or residence not yet operating', async () => {
    expect(await problemsOn('2029-02-01')).toContainEqual({
      file: 'content/canada-hotels/aloft-barrie.json', field: 'Year', message: '2028 has passed, but the status is Planning: give the year it is now expected, or mark it Operating',
    });
  });

  it('reports, as a warning, a count of units available older than 90 days', async () => {
    const problems = await problemsOn('2027-03-01');
    expect(problems).toContainEqual({
      file: CHAMBERS, field: 'Has its own project page › What the page sells › Sizes, item 1 › Available as of',
      message: 'the units available were counted 120 days ago: count them again, or the page states an old figure as today’s', warning: true,
    });
    expect((await problemsOn('2027-01-30')).filter((problem) => problem.warning)).toEqual([]);
  });
});

describe('a figure another file holds is typed in no other text, in any wording', () => {
  const PAKISTAN = 'content/pages/chg-pakistan.json';
  const HOME = 'content/pages/home.json';
  const skylineText = (en: string, ur: string) => problemsAfter((edit) => edit(PAKISTAN, (r) => (r.focus.items[2].text = { en, ur })));
  const SKYLINE_YEAR = 'Cedarline Skyline’s year delivered, held in content/delivered-projects/cedarline-skyline.json: leave it out here, or say it without the figure: that file’s page states it';

  it('refuses a project’s year in a page’s copy that names the project, in English digits and Urdu words', async () => {
    expect(await skylineText('Cedarline Skyline owners have seen a stated 150% increase in value since its delivery in 2013.', 'سیڈرلائن اسکائی لائن، دو ہزار تیرہ میں حوالے کی گئی۔')).toEqual([
      { file: PAKISTAN, field: 'Focus areas, item 3 › Text', message: `“2013” is ${SKYLINE_YEAR}` },
      { file: PAKISTAN, field: 'Focus areas, item 3 › Text (Urdu)', message: `“دو ہزار تیرہ” is ${SKYLINE_YEAR}` },
    ]);
  });

  it('refuses a building’s units and floors in words, where the text names it', async () => {
    const problems = await skylineText('Cedarline Skyline: one hundred apartments on thirteen floors, sold out.', 'سیڈرلائن اسکائی لائن کے اپارٹمنٹس کی مالیت بڑھی ہے۔');
    expect(problems.map((problem) => problem.message.split(',')[0])).toEqual(['“one hundred apartments” is Cedarline Skyline’s number of units', '“thirteen floors” is Cedarline Skyline’s floors above the ground floor']);
  });

  it('leaves a figure alone where the text does not name the record that holds it', async () => {
    expect(await skylineText('Towers of thirteen floors hold their value when they are well run.', 'اچھی دیکھ بھال والی عمارتوں کی مالیت برقرار رہتی ہے۔')).toEqual([]);
  });

  it('refuses the founding year anywhere but the settings, and says to write {founded}', async () => {
    expect(await problemsAfter((edit) => edit(PAKISTAN, (r) => (r.lead.en = 'Building in Karachi since nineteen eighty-five, and in Ontario since the hotels opened.')))).toEqual([
      { file: PAKISTAN, field: 'Lead', message: '“nineteen eighty-five” is the group’s founding year, held in content/settings.json: write {founded} where the text offers it, or leave it out' },
    ]);
    // A text of the group's story offers {founded}, and its own rule says so first.
    expect(await problemsAfter((edit) => edit(HOME, (r) => (r.title = 'Hospitality and Real Estate since 1985')))).toEqual([
      { file: HOME, field: 'Title in search results and link previews', message: '“1985” is a year: write {founded} instead, and the page fills it in' },
    ]);
  });

  it('refuses a venue’s phone typed in another file’s text', async () => {
    const problems = await problemsAfter((edit) => edit('content/pages/about.json', (r) => (r.pakistanOperations.paragraphs[1] += ' For events, call (905) 555-0150.')));
    expect(problems).toEqual([{
      file: 'content/pages/about.json', field: 'Pakistan operations › Paragraphs, paragraph 2',
      message: '“(905) 555-0150” is Oshawa Convention Center’s phone, held in content/canada-ventures/oshawa-convention-center.json: leave it out here, the page shows the number from there',
    }]);
  });
});

describe('construction progress (lib/content/progress.ts), in the words the problems page shows', () => {
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const problemsOn = async (day: string) => checkContent(await loadContent(), process.cwd(), at(day));
  const EXCELLENCY = 'content/current-projects/cedarline-excellency.json';
  const update = (index: number, field: string) => `Construction progress, item ${index + 1} › ${field}`;

  it('refuses an update dated after the day of the build', async () => {
    expect(await problemsOn('2026-11-05')).toContainEqual({
      file: CHAMBERS, field: update(3, 'Date'),
      message: 'is after the day of the build (5 November 2026): give the day the site looked like this, not a day to come',
    });
  });

  it('refuses a share lower than an earlier update’s', async () => {
    expect(await problemsAfter((edit) => edit(CHAMBERS, (r) => (r.progress[3].share = 30)))).toEqual([{
      file: CHAMBERS, field: update(3, 'Share of the work complete (%)'),
      message: 'is 30%, lower than the 36% of the update of 16 July 2026: the share complete never goes down, so correct one of them',
    }]);
  });

  it('refuses a floor above the building’s floors, which the page shows as “floor N of M”', async () => {
    expect(await problemsAfter((edit) => edit(CHAMBERS, (r) => (r.progress[3].floor = 13)))).toEqual([{
      file: CHAMBERS, field: update(3, 'Structure up to floor'),
      message: 'is floor 13, above the building’s 12 floors above the ground floor: correct the floor, or the project’s floors',
    }]);
    expect(await problemsAfter((edit) => edit(CHAMBERS, (r) => delete r.floors))).toEqual(
      [2, 3].map((index) => ({
        file: CHAMBERS, field: update(index, 'Structure up to floor'),
        message: `is floor ${[4, 8][index - 2]}, but the project gives no floors above the ground floor: fill in its floors, which the page shows as “floor ${[4, 8][index - 2]} of …”`,
      })),
    );
  });

  it('refuses a floor at another stage, none at the structure stage, and a floor lower than an earlier one', async () => {
    expect(await problemsAfter((edit) => edit(EXCELLENCY, (r) => (r.progress[2].floor = 9)))).toEqual([{
      file: EXCELLENCY, field: update(2, 'Structure up to floor'),
      message: 'is given, but only the structure stage gives a floor: empty it, or choose the stage “Structure”',
    }]);
    expect(await problemsAfter((edit) => edit(EXCELLENCY, (r) => delete r.progress[0].floor))).toEqual([{
      file: EXCELLENCY, field: update(0, 'Structure up to floor'), message: 'is empty: at the structure stage, give the highest floor cast (0 is the ground floor)',
    }]);
    expect(await problemsAfter((edit) => edit(EXCELLENCY, (r) => (r.progress[1].floor = 5)))).toEqual([{
      file: EXCELLENCY, field: update(1, 'Structure up to floor'), message: 'is floor 5, below the floor 6 of the update of 22 January 2026: correct one of them',
    }]);
  });

  it('refuses a stage earlier than an earlier update’s, and two updates on one day', async () => {
    expect(await problemsAfter((edit) => edit(EXCELLENCY, (r) => (r.progress[2].milestone = 'foundation')))).toEqual([{
      file: EXCELLENCY, field: update(2, 'Stage'),
      message: '“Foundation” comes before “Structure”, the stage of the update of 22 January 2026: an update never goes back a stage, so correct one of them',
    }]);
    expect(await problemsAfter((edit) => edit(EXCELLENCY, (r) => (r.progress[1].date = r.progress[0].date)))).toContainEqual({
      file: EXCELLENCY, field: update(1, 'Date'), message: 'another update is dated 22 January 2026 too: make them one update, or correct a date',
    });
  });

  it('reports, as a warning, a latest update older than 120 days; the build goes on', async () => {
    expect(await problemsOn('2027-03-07')).toContainEqual({
      file: CHAMBERS, field: update(3, 'Date'),
      message: 'the latest progress update is 121 days old (6 November 2026): add one, or the page shows old progress as the project’s latest', warning: true,
    });
    expect((await problemsOn('2027-03-06')).filter((problem) => problem.warning && problem.file === CHAMBERS && problem.field.startsWith('Construction'))).toEqual([]);
  });
});
