import { useState } from 'react';
import { fillTemplate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { isDay, VISIT_MODES, visitDays, type VisitMode } from '@/supabase/functions/_shared/visit';
import type { ContactFormValues, ControlProps } from './contact-resolver';
import type { FormWords } from './problems';
import { describedBy, FieldError, RequiredMark, TextField } from './text-field';

type VisitDetailsProps = {
  copy: FormWords;
  control: (name: keyof ContactFormValues) => ControlProps;
  /** What is wrong with a field, in the page's language. */
  say: (field: keyof ContactFormValues) => string | undefined;
  locale: Locale;
  /** The day picked so far, as the date input holds it (YYYY-MM-DD, or '' while none is). */
  day: string;
};

/** Each mode's words in the form's copy. */
const MODE_COPY = { 'in-person': 'inPerson', video: 'video' } as const satisfies Record<VisitMode, keyof FormWords>;

/** The site visit's preferred day and how (in person or by video call), asked once the visitor ticks the visit. */
export function VisitDetails({ copy, control, say, locale, day }: VisitDetailsProps) {
  // Counted once, when the visitor asks for a visit, on their clock; the function checks again on its own.
  const [days] = useState(() => visitDays(new Date()));
  const hint = fillTemplate(copy.visitDayHint, {
    first: formatDate(days.first, locale),
    last: formatDate(days.last, locale),
  });
  const dayError = say('visitDay');
  const modeError = say('visitMode');
  return (
    <div className="mt-3 grid gap-5 sm:grid-cols-2">
      <TextField
        label={copy.visitDay}
        hint={hint}
        type="date"
        min={days.first}
        max={days.last}
        error={dayError}
        {...control('visitDay')}
      >
        {/* The date input writes the day as the browser's settings do (12/05/2026 reads two ways): here it is in
            the page's language, with its weekday, as it is picked. */}
        <output htmlFor="contact-visitDay" className="mt-1.5 block min-h-6 text-sm font-semibold text-cedar-800">
          {isDay(day) ? formatDate(day, locale, 'weekday') : null}
        </output>
      </TextField>
      {/* The group, not each radio, carries the error: a radio cannot be invalid on its own. */}
      <fieldset aria-describedby={describedBy('contact-visitMode', { error: modeError })} className="min-w-0">
        <legend className="text-sm font-semibold text-ink">
          {copy.visitMode}
          <RequiredMark />
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {VISIT_MODES.map((mode) => (
            <label key={mode} className="inline-flex min-h-11 items-center gap-3 text-base text-ink">
              <input
                type="radio"
                value={mode}
                required
                className="size-5 shrink-0 accent-cedar-700"
                {...control('visitMode')}
              />
              {copy[MODE_COPY[mode]]}
            </label>
          ))}
        </div>
        <FieldError id="contact-visitMode" error={modeError} />
      </fieldset>
    </div>
  );
}
