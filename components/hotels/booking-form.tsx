'use client';

import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  addDays,
  bookingForm,
  bookingLink,
  GUESTS,
  HOTEL_TIME_ZONE,
  stayProblems,
  todayIn,
  type Stay,
  type StayProblem,
  type StayProblems,
} from '@/lib/booking';
import type { ContentIn } from '@/lib/content/reader';

/** The bar's words: labels and messages from the hotel page's copy ({nights} filled in), its button's, and the new-tab notice. */
export type BookingWords = ContentIn['hotel']['booking'] & { submit: string; opensInNewTab: string };

export type BookingFormProps = {
  /** The hotel's booking engine address with {checkIn}, {checkOut} and {guests} (lib/booking.ts). */
  template: string;
  /** The first day the page offers before its script runs: the build's day in the hotel's time zone. */
  firstDay: string;
  words: BookingWords;
};

/** Nothing to subscribe to: only whether this render is in the browser, after hydration. */
const noSubscription = () => () => {};
const today = () => todayIn(HOTEL_TIME_ZONE, new Date());

const fieldClasses =
  'mt-1.5 block min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 py-2 text-base text-ink focus:border-cedar-600 focus:outline-2 focus:outline-offset-0 focus:outline-cedar-600 aria-invalid:border-red-700';

/**
 * The booking bar: check-in, check-out and adults, to the hotel's booking engine in a new tab, as the "Book Your Stay"
 * link went. Without script it is a GET form to the engine, its inputs named as the engine's parameters, the browser
 * checking `required` and `min`; with it, the days are checked in the hotel's time zone (from today there, at most
 * MAX_NIGHTS nights), what is wrong said under its field, and the engine's deep link built from the template and opened.
 */
export function BookingForm({ template, firstDay, words }: BookingFormProps) {
  const form = bookingForm(template)!;
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const firstBookable = useSyncExternalStore(noSubscription, today, () => firstDay);
  const [checkIn, setCheckIn] = useState('');
  const [problems, setProblems] = useState<StayProblems | null>(null);
  const checkInRef = useRef<HTMLInputElement>(null);
  const checkOutRef = useRef<HTMLInputElement>(null);

  const read = (element: HTMLFormElement): Stay => {
    const data = new FormData(element);
    const value = (name: string) => String(data.get(name) ?? '');
    return {
      checkIn: value(form.names.checkIn),
      checkOut: value(form.names.checkOut),
      guests: value(form.names.guests),
    };
  };
  // A day chosen before the script ran sets check-out's first day as a change would.
  useLayoutEffect(() => setCheckIn(checkInRef.current?.value ?? ''), []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const stay = read(event.currentTarget);
    setCheckIn(stay.checkIn);
    // Once a booking was refused, each change says at once whether it is now right.
    if (problems) setProblems(stayProblems(stay, today()));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stay = read(event.currentTarget);
    const found = stayProblems(stay, today());
    setProblems(found);
    if (found.checkIn || found.checkOut) {
      (found.checkIn ? checkInRef : checkOutRef).current?.focus();
      return;
    }
    window.open(bookingLink(template, stay), '_blank', 'noopener,noreferrer');
  };

  return (
    <form
      id="booking"
      aria-label={words.label}
      method="get"
      action={form.action}
      target="_blank"
      noValidate={hydrated}
      onChange={onChange}
      onSubmit={onSubmit}
      className="w-full scroll-mt-24 rounded-card bg-ivory p-4 text-start text-ink shadow-card sm:p-5"
    >
      {form.fixed.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid grid-cols-2 gap-x-3 gap-y-3 lg:grid-cols-[1fr_1fr_9rem_auto]">
        <DayField
          id="booking-check-in"
          label={words.checkIn}
          name={form.names.checkIn}
          min={firstBookable}
          problem={problems?.checkIn}
          words={words}
          ref={checkInRef}
        />
        <DayField
          id="booking-check-out"
          label={words.checkOut}
          name={form.names.checkOut}
          min={addDays(checkIn && checkIn >= firstBookable ? checkIn : firstBookable, 1)}
          problem={problems?.checkOut}
          words={words}
          ref={checkOutRef}
        />
        {/* On a phone the adults and the button share the second row, the button the wider; from lg, four columns. */}
        <div className="col-span-2 flex items-start gap-3 lg:contents">
          <Labelled id="booking-guests" label={words.guests} className="w-24 shrink-0 lg:w-auto">
            <select id="booking-guests" name={form.names.guests} defaultValue={GUESTS.start} className={fieldClasses}>
              {Array.from({ length: GUESTS.max - GUESTS.min + 1 }, (_, index) => GUESTS.min + index).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </Labelled>
          <button type="submit" className={buttonClasses('primary', 'mt-6.5 flex-1 self-start lg:flex-none')}>
            {words.submit}
            <span className="sr-only"> {words.opensInNewTab}</span>
          </button>
        </div>
      </div>
    </form>
  );
}

type LabelledProps = { id: string; label: string; children: ReactNode; error?: string; className?: string };

/** A label over its control, and what is wrong with it under. */
function Labelled({ id, label, children, error, className = '' }: LabelledProps) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type DayFieldProps = {
  id: string;
  label: string;
  name: string;
  min: string;
  problem?: StayProblem;
  words: BookingWords;
  ref: Ref<HTMLInputElement>;
};

function DayField({ id, label, name, min, problem, words, ref }: DayFieldProps) {
  const error = problem ? words[problem] : undefined;
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="date"
        required
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClasses}
      />
    </Labelled>
  );
}
