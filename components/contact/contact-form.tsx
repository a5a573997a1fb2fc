'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SECTION_IDS } from '@/components/projects/actions';
import { buttonClasses } from '@/components/ui/button-classes';
import type { TeamChoice } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
// Types only: the schema module carries zod and the phone library, which load on the first submit (see contact-resolver.ts).
import type { CONTACT_LIMITS, ContactMessageInput } from '@/supabase/functions/_shared/contact-schema';
import { GENERAL_TEAM, TEAM_FIELD, VISIT_TEAM } from '@/supabase/functions/_shared/teams';
import { VISIT_FIELD } from '@/supabase/functions/_shared/visit';
import { contactResolver, type ContactFormValues } from './contact-resolver';
import { problemText, type FormWords } from './problems';
import { newIdempotencyKey, sendContactMessage } from './send-contact-message';
import { TeamSelect } from './team-select';
import { TextField } from './text-field';
import { prepareToasts, showToast } from './toaster';
import { UnitFields, type UnitEnquiry } from './unit-fields';
import { VisitFields } from './visit-fields';

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

export type ContactFormProps = {
  /** CONTACT_LIMITS and HONEYPOT_FIELD, handed down by the server parent so this island does not import zod. */
  limits: typeof CONTACT_LIMITS;
  honeypotField: string;
  /** The form's labels, button texts, toasts and messages in the page's language, from the server parent. */
  copy: FormWords;
  /** The teams a message can go to (content/teams/), general among them; or the one team it goes to. */
  teams: readonly TeamChoice[];
  locale: Locale;
  /**
   * The function's address, where the form posts itself when the page runs no script: the function
   * answers with the page that says whether it was sent (supabase/functions/_shared/form-post.ts).
   */
  action?: string;
  /** On a project's page: the unit the enquiry is about, which the form shows and sends. */
  unit?: UnitEnquiry;
};

/** Nothing to subscribe to: only whether this render is in the browser, after hydration. */
const noSubscription = () => () => {};

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
 * Once the script runs, the browser's own validation is off: the shared schema
 * says what is wrong, under the field, in the page's language (the day
 * picker's min and max would otherwise refuse a typed day in the browser's
 * words).
 *
 * Without JavaScript the form is plain HTML: it posts its fields, language and
 * team included, to the function (`action`), never to an address of its own;
 * the browser checks the required fields and the email first; the function
 * sends the visitor on to a page that says whether the message went. The site
 * visit, which needs the day picker's bounds on the visitor's clock, is not
 * offered then.
 */
export function ContactForm({ limits, honeypotField, copy, teams, locale, action, unit }: ContactFormProps) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const defaultTeam = teams.length === 1 ? teams[0]!.slug : GENERAL_TEAM;
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
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
    defaultValues: { ...EMPTY, subject: unit?.subjects.enquiry ?? '', team: defaultTeam, language: locale, project: unit?.project ?? '', unitSize: '', paymentPlan: '' },
  });
  const say = (field: keyof ContactFormValues) => problemText(errors[field]?.message, field, copy, locale);
  const forSales = useWatch({ control, name: 'team' }) === VISIT_TEAM;
  const visit = useWatch({ control, name: 'visit' });
  const visitDay = useWatch({ control, name: 'visitDay' });

  // A link such as /?subject=…&team=karachi-sales&visit=1#contact pre-fills the subject, chooses the team and asks for a visit;
  // then what the visitor typed or chose in the served form before the script ran, which the form's state has not seen, is taken
  // up as if typed now (on a slow phone the form is there a second or more before it is interactive).
  useEffect(() => {
    const early = [...(formRef.current?.elements ?? [])].flatMap((element) => {
      const field = element as HTMLInputElement;
      const name = field.name as keyof ContactFormValues;
      if (!name || !(name in EMPTY || name === 'team') || (field.type === 'radio' && !field.checked)) return [];
      const value = field.type === 'checkbox' ? field.checked : field.value;
      const served = name === 'team' ? defaultTeam : name === 'subject' && unit ? unit.subjects.enquiry : (EMPTY[name as keyof typeof EMPTY] ?? '');
      return value === served ? [] : [[name, value] as const];
    });
    const query = new URLSearchParams(window.location.search);
    const subject = query.get('subject');
    if (subject) setValue('subject', subject.slice(0, limits.subject));
    const linked = query.get(TEAM_FIELD);
    if (linked && teams.some((choice) => choice.slug === linked)) setValue('team', linked);
    // Shown (and sent) only while the team is Karachi sales.
    if (query.get(VISIT_FIELD) === '1') setValue('visit', true);
    // The form may have read some of them already as its fields registered, while its watchers still hold the served values:
    // a reset to the values as they stand tells every part of the form at once.
    if (early.length) reset({ ...getValues(), ...Object.fromEntries(early) }, { keepDefaultValues: true });
  }, [setValue, getValues, reset, limits.subject, teams, defaultTeam, unit]);

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

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => handleSubmit(send)(event)}
      // A changed message is a new submission; an unchanged retry keeps its key.
      onChange={() => {
        idempotencyKey.current = null;
      }}
      aria-label={copy.label}
      noValidate={hydrated}
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
    >
      {teams.length > 1 ? (
        <TeamSelect label={copy.team} hint={copy.teamHint} teams={teams} className="sm:col-span-2" defaultValue={defaultTeam} {...register('team')} />
      ) : (
        <>
          <p className="text-sm font-semibold text-ink sm:col-span-2">{fillTemplate(copy.recipient, { team: teams[0]!.name })}</p>
          <input type="hidden" defaultValue={defaultTeam} {...register('team')} />
        </>
      )}
      {/* What a post without the script says of the page it came from (the script sends it itself). The
          values are written into the page: react-hook-form only fills its fields once it runs. */}
      <input type="hidden" defaultValue={locale} {...register('language')} />
      {unit ? (
        <>
          <input type="hidden" defaultValue={unit.project} {...register('project')} />
          <UnitFields unit={unit} copy={copy} setValue={setValue} className="sm:col-span-2" />
        </>
      ) : null}
      <TextField label={copy.firstName} autoComplete="given-name" maxLength={limits.firstName} error={say('firstName')} {...register('firstName')} />
      <TextField label={copy.lastName} autoComplete="family-name" maxLength={limits.lastName} error={say('lastName')} {...register('lastName')} />
      <TextField label={copy.email} type="email" dir="ltr" autoComplete="email" maxLength={limits.email} error={say('email')} className="sm:col-span-2" {...register('email')} />
      <TextField label={copy.subject} maxLength={limits.subject} error={say('subject')} className="sm:col-span-2" defaultValue={unit?.subjects.enquiry} {...register('subject')} />
      <TextField label={copy.message} multiline rows={4} maxLength={limits.message} error={say('message')} className="sm:col-span-2" {...register('message')} />
      {forSales ? (
        <>
          <TextField
            label={copy.phone}
            hint={copy.phoneHint}
            optional
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={limits.phone}
            error={say('phone')}
            className="sm:col-span-2"
            {...register('phone')}
          />
          <VisitFields copy={copy} register={register} say={say} locale={locale} open={visit} day={visitDay} className="noscript:hidden sm:col-span-2" />
        </>
      ) : null}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotField}>{copy.honeypot}</label>
        <input ref={honeypotRef} id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}
