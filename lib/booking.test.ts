import {
  addDays,
  BOOKING_TEMPLATE_SHAPE,
  bookingForm,
  bookingLink,
  HOTEL_TIME_ZONE,
  MAX_NIGHTS,
  nightsBetween,
  stayProblems,
  todayIn,
} from './booking';

const OSHAWA = 'https://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&depart={checkOut}&adults={guests}';

describe('the deep link to a booking engine', () => {
  it('fills the dates and the adults into the template, where the template puts them', () => {
    expect(bookingLink(OSHAWA, { checkIn: '2026-12-04', checkOut: '2026-12-07', guests: '3' })).toBe(
      'https://www.lakeshoreinnoshawa.com/book?arrive=2026-12-04&depart=2026-12-07&adults=3',
    );
    expect(
      bookingLink('https://book.example.com/r/osh?adults={guests}&hotel=OSH&out={checkOut}&in={checkIn}', {
        checkIn: '2027-01-02',
        checkOut: '2027-01-03',
        guests: '1',
      }),
    ).toBe('https://book.example.com/r/osh?adults=1&hotel=OSH&out=2027-01-03&in=2027-01-02');
  });

  it('encodes what it fills in, so a value cannot add a parameter', () => {
    expect(bookingLink(OSHAWA, { checkIn: '2026-12-04', checkOut: '2026-12-07', guests: '2&rate=0' })).toBe(
      'https://www.lakeshoreinnoshawa.com/book?arrive=2026-12-04&depart=2026-12-07&adults=2%26rate%3D0',
    );
  });

  it('gives the same address as the GET form the template describes, which the browser builds without JavaScript', () => {
    const stay = { checkIn: '2026-12-04', checkOut: '2026-12-07', guests: '2' };
    for (const template of [
      OSHAWA,
      'https://www.lakeshoreinnbrockville.com/book?property=BRK&arrive={checkIn}&depart={checkOut}&adults={guests}',
    ]) {
      const form = bookingForm(template)!;
      const query = new URLSearchParams([
        ...form.fixed,
        ...(['checkIn', 'checkOut', 'guests'] as const).map((field) => [form.names[field], stay[field]]),
      ]);
      const submitted = new URL(`${form.action}?${query}`);
      const linked = new URL(bookingLink(template, stay));
      expect(submitted.origin + submitted.pathname).toBe(linked.origin + linked.pathname);
      expect([...submitted.searchParams].sort()).toEqual([...linked.searchParams].sort());
    }
  });
});

describe('the GET form of a template', () => {
  it('sends to the address before the query, each part of the stay in the parameter the template names', () => {
    expect(bookingForm(OSHAWA)).toEqual({
      action: 'https://www.lakeshoreinnoshawa.com/book',
      names: { checkIn: 'arrive', checkOut: 'depart', guests: 'adults' },
      fixed: [],
    });
  });

  it('sends the template’s other parameters as they are', () => {
    expect(
      bookingForm(
        'https://book.example.com/stay?hotel=BRK&lang=en-CA&in={checkIn}&out={checkOut}&rooms[0].adults={guests}&note=a%20b',
      ),
    ).toEqual({
      action: 'https://book.example.com/stay',
      names: { checkIn: 'in', checkOut: 'out', guests: 'rooms[0].adults' },
      fixed: [
        ['hotel', 'BRK'],
        ['lang', 'en-CA'],
        ['note', 'a b'],
      ],
    });
  });

  it.each([
    ['on http', 'http://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&depart={checkOut}&adults={guests}'],
    ['without {guests}', 'https://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&depart={checkOut}'],
    ['without any placeholder', 'https://www.lakeshoreinnoshawa.com/book'],
    [
      'with a placeholder in the path, which a form cannot send',
      'https://book.example.com/{checkIn}/{checkOut}?adults={guests}',
    ],
    ['with a placeholder inside a value', 'https://book.example.com/?dates={checkIn}_{checkOut}&adults={guests}'],
    ['with a placeholder twice', 'https://book.example.com/?a={checkIn}&b={checkIn}&c={checkOut}&d={guests}'],
    ['with a placeholder it does not know', 'https://book.example.com/?a={checkIn}&b={checkOut}&c={guests}&d={rooms}'],
    ['with a fragment', 'https://book.example.com/?a={checkIn}&b={checkOut}&c={guests}#rates'],
    ['with a space', 'https://book.example.com/?a={checkIn}&b={checkOut}&c={guests} '],
  ])('is none for a template %s', (_kind, template) => {
    expect(bookingForm(template)).toBeNull();
    expect(BOOKING_TEMPLATE_SHAPE.test(template)).toBe(false);
  });
});

describe('the hotel’s day', () => {
  it('is Toronto’s, not the visitor’s or UTC’s', () => {
    expect(HOTEL_TIME_ZONE).toBe('America/Toronto');
    // 10:30 PM in Toronto (EST, UTC−5) is already the next day in UTC and in Karachi.
    expect(todayIn(HOTEL_TIME_ZONE, new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Karachi', new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-27');
    // In summer (EDT, UTC−4) the day turns at 04:00 UTC.
    expect(todayIn(HOTEL_TIME_ZONE, new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(todayIn(HOTEL_TIME_ZONE, new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('counts nights by the calendar, across the change of the clocks', () => {
    expect(nightsBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(nightsBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('the dates a stay may have', () => {
  const TODAY = '2026-11-26';

  it('takes a stay from today, of one night up to the most the bar books', () => {
    expect(stayProblems({ checkIn: TODAY, checkOut: '2026-11-27' }, TODAY)).toEqual({});
    expect(stayProblems({ checkIn: '2026-12-01', checkOut: addDays('2026-12-01', MAX_NIGHTS) }, TODAY)).toEqual({});
  });

  it('asks for each day not given, or not a day', () => {
    expect(stayProblems({ checkIn: '', checkOut: '' }, TODAY)).toEqual({
      checkIn: 'checkInMissing',
      checkOut: 'checkOutMissing',
    });
    expect(stayProblems({ checkIn: '2026-02-30', checkOut: '2026-12-01' }, TODAY)).toEqual({
      checkIn: 'checkInMissing',
    });
  });

  it('refuses a check-in before today in Toronto', () => {
    expect(stayProblems({ checkIn: '2026-11-25', checkOut: '2026-11-27' }, TODAY)).toEqual({ checkIn: 'checkInPast' });
    // At 10:30 PM in Toronto on the 26th, the 26th is still bookable, though it is the 27th in UTC.
    const lateEvening = todayIn(HOTEL_TIME_ZONE, new Date('2026-11-27T03:30:00Z'));
    expect(stayProblems({ checkIn: '2026-11-26', checkOut: '2026-11-27' }, lateEvening)).toEqual({});
    // And at 00:30 on the 27th in Toronto it is not.
    const pastMidnight = todayIn(HOTEL_TIME_ZONE, new Date('2026-11-27T05:30:00Z'));
    expect(stayProblems({ checkIn: '2026-11-26', checkOut: '2026-11-28' }, pastMidnight)).toEqual({
      checkIn: 'checkInPast',
    });
  });

  it('refuses a check-out on or before the check-in', () => {
    expect(stayProblems({ checkIn: '2026-12-04', checkOut: '2026-12-04' }, TODAY)).toEqual({
      checkOut: 'checkOutBeforeCheckIn',
    });
    expect(stayProblems({ checkIn: '2026-12-04', checkOut: '2026-12-01' }, TODAY)).toEqual({
      checkOut: 'checkOutBeforeCheckIn',
    });
  });

  it(`refuses a stay of more than ${MAX_NIGHTS} nights`, () => {
    expect(MAX_NIGHTS).toBe(30);
    expect(stayProblems({ checkIn: '2026-12-01', checkOut: '2026-12-31' }, TODAY)).toEqual({});
    expect(stayProblems({ checkIn: '2026-12-01', checkOut: '2027-01-01' }, TODAY)).toEqual({ checkOut: 'tooLong' });
  });
});
