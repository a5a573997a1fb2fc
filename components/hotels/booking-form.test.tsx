import { jest } from '@jest/globals';
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import hotelCopy from '@/content/pages/hotel.json';
import messages from '@/content/messages/en.json';
import { addDays, HOTEL_TIME_ZONE, todayIn } from '@/lib/booking';
import { BookingForm, type BookingWords } from './booking-form';

/** The words as the Oshawa page hands them down (booking-bar.tsx). */
const words: BookingWords = {
  ...hotelCopy.booking,
  tooLong: hotelCopy.booking.tooLong.replace('{nights}', '30'),
  submit: hotelCopy.bookButton,
  opensInNewTab: messages.chrome.opensInNewTab,
};
const TEMPLATE = 'https://www.lakeshoreinnoshawa.com/book?arrive={checkIn}&depart={checkOut}&adults={guests}';
const today = () => todayIn(HOTEL_TIME_ZONE, new Date());
const bar = <BookingForm template={TEMPLATE} firstDay="2026-11-26" words={words} />;

let page: HTMLElement;
let root: Root | null = null;
let open: jest.SpiedFunction<typeof window.open>;

/** The server's HTML, filled in by the visitor as `before` does, then hydrated. */
async function hydrateAfter(before: (fields: Fields) => void = () => {}) {
  page = document.createElement('div');
  page.innerHTML = renderToString(bar);
  document.body.append(page);
  before(fields());
  await act(async () => {
    root = hydrateRoot(page, bar);
  });
  return fields();
}
type Fields = ReturnType<typeof fields>;
const fields = () => ({
  form: page.querySelector('form')!,
  checkIn: page.querySelector<HTMLInputElement>('#booking-check-in')!,
  checkOut: page.querySelector<HTMLInputElement>('#booking-check-out')!,
  guests: page.querySelector<HTMLSelectElement>('#booking-guests')!,
});
const change = (field: HTMLInputElement | HTMLSelectElement, value: string) =>
  fireEvent.change(field, { target: { value } });

beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  page.remove();
  open.mockRestore();
});

describe('the booking bar', () => {
  it('is, before its script runs, a GET form to the engine that the browser checks, from the build’s day', () => {
    page = document.createElement('div');
    page.innerHTML = renderToString(bar);
    const { form, checkIn, checkOut, guests } = fields();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('https://www.lakeshoreinnoshawa.com/book');
    expect(form.target).toBe('_blank');
    expect(form.noValidate).toBe(false);
    expect([checkIn.name, checkOut.name, guests.name]).toEqual(['arrive', 'depart', 'adults']);
    expect([checkIn.required, checkIn.min, checkOut.min]).toEqual([true, '2026-11-26', '2026-11-27']);
  });

  it('once interactive, offers days from today in Toronto, and check-out from the day after check-in', async () => {
    const { form, checkIn, checkOut } = await hydrateAfter();
    expect(form.noValidate).toBe(true);
    expect(checkIn.min).toBe(today());
    act(() => change(checkIn, addDays(today(), 5)));
    expect(checkOut.min).toBe(addDays(today(), 6));
  });

  it('opens the engine’s deep link in a new tab with what was chosen, even before it was interactive', async () => {
    const arrive = addDays(today(), 3);
    const depart = addDays(today(), 5);
    const { form, guests } = await hydrateAfter(({ checkIn, checkOut, guests }) => {
      checkIn.value = arrive;
      checkOut.value = depart;
      guests.value = '4';
    });
    expect(guests.value).toBe('4');
    act(() => fireEvent.submit(form));
    expect(open).toHaveBeenCalledWith(
      `https://www.lakeshoreinnoshawa.com/book?arrive=${arrive}&depart=${depart}&adults=4`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('says what is wrong under the field, ties it to the field, and opens nothing', async () => {
    const { form, checkIn, checkOut } = await hydrateAfter();
    act(() => change(checkIn, addDays(today(), -1)));
    act(() => change(checkOut, addDays(today(), 2)));
    act(() => fireEvent.submit(form));
    expect(checkIn.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkIn.getAttribute('aria-describedby')!)!.textContent).toBe(words.checkInPast);
    expect(checkOut.hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(checkIn);

    act(() => change(checkIn, addDays(today(), 2)));
    expect(checkIn.hasAttribute('aria-invalid')).toBe(false);
    expect(checkOut.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkOut.getAttribute('aria-describedby')!)!.textContent).toBe(
      words.checkOutBeforeCheckIn,
    );
    expect(open).not.toHaveBeenCalled();
  });
});
