'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SECTION_IDS } from '@/components/projects/actions';
// Types only: the schema module carries zod and the phone library, which load on the first submit (see contact-resolver.ts).
import type { ContactMessageInput } from '@/supabase/functions/_shared/contact-schema';
import { TEAM_FIELD, VISIT_TEAM } from '@/supabase/functions/_shared/teams';
import { VISIT_FIELD } from '@/supabase/functions/_shared/visit';
import { ContactFormView, defaultTeamOf, type ContactFormProps, type FormEntry } from './contact-form-view';
import { contactResolver, type ContactFormValues } from './contact-resolver';
import { problemText } from './problems';
import { newIdempotencyKey, sendContactMessage } from './send-contact-message';
import { prepareToasts, showToast } from './toaster';
import { UnitFields } from './unit-fields';
import { VisitDetails } from './visit-details';

/** What the visitor types or ticks, as the form opens with it. */
const EMPTY: Omit<ContactFormValues, 'team' | 'language' | 'project' | 'unitSize' | 'paymentPlan'> = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
  phone: '',
  visit: false,
  visitDay: '',
  visitMode: null,
};

type RunningFormProps = ContactFormProps & {
  /**
   * What the visitor typed or chose in the served form this one takes the place of
   * (contact-form-when-near.tsx), read as it stood when this form first rendered.
   */
  takeOver?: () => FormEntry[];
};

/**
 * The contact form: idle → sending (button reads 'Sending...' and is
 * disabled) → idle. On success every field is cleared; on failure the values
 * are kept and the visitor is told the message was not sent. Above the
 * fields, the team that will answer: the one the link named (`?team=`), else
 * general; the visitor may pick another, and a send keeps the choice.
 * For Karachi sales, after the five fields every message has: an optional
 * phone number and "I'd like to visit the site", which asks for a day and a
 * mode; a link with `visit=1` ("Schedule Site Visit") ticks it.
 *
 * With one team (the Urdu form, for Karachi sales) it says who will answer
 * instead of offering a choice, and the message says it was written in Urdu.
 *
 * The browser's own validation is off: the shared schema says what is wrong,
 * under the field, in the page's language (the day picker's min and max would
 * otherwise refuse a typed day in the browser's words).
 *
 * This is the form as it runs, in the browser only: the page serves its
 * markup (contact-form-view.tsx) as plain HTML, which posts to the function
 * without any script, and loads this as the visitor nears it
 * (contact-form-when-near.tsx).
 */
export function ContactForm({ takeOver, ...props }: RunningFormProps) {
  const { copy, teams, locale, unit } = props;
  const defaultTeam = defaultTeamOf(teams);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The served form this one replaces, as the visitor left it: read once, before it goes.
  const [taken] = useState(() => takeOver?.());
  // What the served form held before the visitor touched it, field by field.
  const served = (name: string) =>
    name === 'team'
      ? defaultTeam
      : name === 'subject' && unit
        ? unit.subjects.enquiry
        : (EMPTY[name as keyof typeof EMPTY] ?? '');
  const changedIn = (entries: FormEntry[]) =>
    entries.filter(([name, value]) => (name in EMPTY || name === 'team') && value !== served(name));
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: contactResolver,
    defaultValues: {
      ...EMPTY,
      subject: unit?.subjects.enquiry ?? '',
      team: defaultTeam,
      language: locale,
      project: unit?.project ?? '',
      unitSize: '',
      paymentPlan: '',
      // Shown from the first frame: nothing the visitor typed blinks away.
      ...Object.fromEntries(changedIn(taken ?? [])),
    },
  });
  const say = (field: keyof ContactFormValues) => problemText(errors[field]?.message, field, copy, locale);
  const forSales = useWatch({ control, name: 'team' }) === VISIT_TEAM;
  const visit = useWatch({ control, name: 'visit' });
  const visitDay = useWatch({ control, name: 'visitDay' });

  // A link such as /?subject=…&team=karachi-sales&visit=1#contact pre-fills the subject, chooses the team and asks for a visit;
  // then what the visitor typed or chose in the served form before this one ran is taken up as if typed now.
  const start = useEffectEvent(() => {
    const early = changedIn(taken ?? []);
    const query = new URLSearchParams(window.location.search);
    const subject = query.get('subject');
    if (subject) setValue('subject', subject.slice(0, props.limits.subject));
    const linked = query.get(TEAM_FIELD);
    if (linked && teams.some((choice) => choice.slug === linked)) setValue('team', linked);
    // Shown (and sent) only while the team is Karachi sales.
    if (query.get(VISIT_FIELD) === '1') setValue('visit', true);
    // The form may have read some of them already as its fields registered, while its watchers still hold the served values:
    // a reset to the values as they stand tells every part of the form at once.
    if (early.length) reset({ ...getValues(), ...Object.fromEntries(early) }, { keepDefaultValues: true });
  });
  useEffect(() => start(), []);

  // A project page's "Schedule Site Visit" leads here (#site-visit): the visit is ticked, and a subject
  // the visitor has not changed becomes the visit's.
  const visitSubject = unit?.subjects.visit;
  useEffect(() => {
    if (!visitSubject) return;
    const askVisit = () => {
      if (window.location.hash !== `#${SECTION_IDS.visit}`) return;
      setValue('visit', true);
      if (['', unit?.subjects.enquiry].includes(getValues('subject'))) setValue('subject', visitSubject);
    };
    askVisit();
    window.addEventListener('hashchange', askVisit);
    return () => window.removeEventListener('hashchange', askVisit);
  }, [visitSubject, unit?.subjects.enquiry, setValue, getValues]);

  const send = async (message: ContactMessageInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    void prepareToasts();
    idempotencyKey.current ??= newIdempotencyKey();
    const team = getValues('team');
    const result = await sendContactMessage(message, idempotencyKey.current, {
      team,
      honeypot: honeypotRef.current?.value ?? '',
    });
    if (result.ok) {
      void showToast('success', copy.success);
      // The unit stays chosen; what the visitor typed is cleared.
      reset({ ...getValues(), ...EMPTY, subject: unit?.subjects.enquiry ?? '', team });
      idempotencyKey.current = null;
    } else {
      console.error('Contact message was not sent:', result.error);
      void showToast('error', copy.failure);
    }
    inFlight.current = false;
    setSending(false);
  };

  // A size or plan chosen in the served form, by name, which the unit's selects take up.
  const chosenBefore = Object.fromEntries(
    (taken ?? []).filter(
      ([name, value]) =>
        (name === 'unitSize' || name === 'paymentPlan') &&
        value !== (name === 'unitSize' ? unit?.sizes[0] : unit?.plans[0])?.name,
    ),
  );
  return (
    <ContactFormView
      {...props}
      control={register}
      say={say}
      forSales={forSales}
      running
      sending={sending}
      honeypotRef={honeypotRef}
      form={{
        onSubmit: (event) => handleSubmit(send)(event),
        // A changed message is a new submission; an unchanged retry keeps its key.
        onChange: () => {
          idempotencyKey.current = null;
        },
      }}
      unitFields={
        unit ? (
          <UnitFields
            unit={unit}
            copy={copy}
            setValue={setValue}
            chosenBefore={chosenBefore}
            className="sm:col-span-2"
          />
        ) : null
      }
      visitDetails={
        visit ? <VisitDetails copy={copy} control={register} say={say} locale={locale} day={visitDay} /> : null
      }
    />
  );
}
