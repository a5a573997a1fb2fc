'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import type { ContactFormCopy } from '@/lib/content/site';
import type { TeamChoice } from '@/lib/content/site';
// Types only: the schema module carries zod and the phone library, which load on the first submit (see contact-resolver.ts).
import type { CONTACT_LIMITS, ContactMessageInput } from '@/supabase/functions/_shared/contact-schema';
import { GENERAL_TEAM, TEAM_FIELD, VISIT_TEAM } from '@/supabase/functions/_shared/teams';
import { VISIT_FIELD } from '@/supabase/functions/_shared/visit';
import { contactResolver, type ContactFormValues } from './contact-resolver';
import { newIdempotencyKey, sendContactMessage } from './send-contact-message';
import { TeamSelect } from './team-select';
import { TextField } from './text-field';
import { prepareToasts, showToast } from './toaster';
import { VisitFields } from './visit-fields';

const EMPTY: Omit<ContactFormValues, 'team'> = {
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
  /** The form's labels, button texts and toasts, from the server parent. */
  copy: ContactFormCopy;
  /** The teams a message can go to (content/teams/), general among them. */
  teams: readonly TeamChoice[];
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
 * The browser's own validation is off: the shared schema says what is wrong,
 * under the field, in the words the function would answer (the day picker's
 * min and max would otherwise refuse a typed day in the browser's words).
 */
export function ContactForm({ limits, honeypotField, copy, teams }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactMessageInput>({ resolver: contactResolver, defaultValues: { ...EMPTY, team: GENERAL_TEAM } });
  const forSales = useWatch({ control, name: 'team' }) === VISIT_TEAM;
  const visit = useWatch({ control, name: 'visit' });

  // A link such as /?subject=…&team=karachi-sales&visit=1#contact pre-fills the subject, chooses the team and asks for a visit.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const subject = query.get('subject');
    if (subject) setValue('subject', subject.slice(0, limits.subject));
    const linked = query.get(TEAM_FIELD);
    if (linked && teams.some((choice) => choice.slug === linked)) setValue('team', linked);
    // Shown (and sent) only while the team is Karachi sales.
    if (query.get(VISIT_FIELD) === '1') setValue('visit', true);
  }, [setValue, limits.subject, teams]);

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
      reset({ ...EMPTY, team });
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
      onSubmit={(event) => handleSubmit(send)(event)}
      // A changed message is a new submission; an unchanged retry keeps its key.
      onChange={() => {
        idempotencyKey.current = null;
      }}
      aria-label={copy.label}
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
    >
      <TeamSelect label={copy.team} hint={copy.teamHint} teams={teams} className="sm:col-span-2" {...register('team')} />
      <TextField label={copy.firstName} autoComplete="given-name" maxLength={limits.firstName} error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={copy.lastName} autoComplete="family-name" maxLength={limits.lastName} error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={copy.email} type="email" autoComplete="email" maxLength={limits.email} error={errors.email?.message} className="sm:col-span-2" {...register('email')} />
      <TextField label={copy.subject} maxLength={limits.subject} error={errors.subject?.message} className="sm:col-span-2" {...register('subject')} />
      <TextField label={copy.message} multiline rows={4} maxLength={limits.message} error={errors.message?.message} className="sm:col-span-2" {...register('message')} />
      {forSales ? (
        <>
          <TextField
            label={copy.phone}
            hint={copy.phoneHint}
            optional
            type="tel"
            autoComplete="tel"
            maxLength={limits.phone}
            error={errors.phone?.message}
            className="sm:col-span-2"
            {...register('phone')}
          />
          <VisitFields copy={copy} register={register} errors={errors} open={visit} className="sm:col-span-2" />
        </>
      ) : null}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
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
