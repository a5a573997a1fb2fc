'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button-classes';
import type { ContactFormCopy } from '@/lib/content/site';
import type { TeamChoice } from '@/lib/content/site';
// Types only: the schema module carries zod, which loads on the first submit (see contact-resolver.ts).
import type { CONTACT_LIMITS, ContactMessage } from '@/supabase/functions/_shared/contact-schema';
import { GENERAL_TEAM, TEAM_FIELD } from '@/supabase/functions/_shared/teams';
import { contactResolver } from './contact-resolver';
import { newIdempotencyKey, sendContactMessage } from './send-contact-message';
import { TeamSelect } from './team-select';
import { TextField } from './text-field';
import { prepareToasts, showToast } from './toaster';

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

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
 */
export function ContactForm({ limits, honeypotField, copy, teams }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const teamRef = useRef<HTMLSelectElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: contactResolver, defaultValues: EMPTY });

  // A link such as /?subject=…&team=karachi-sales#contact pre-fills the subject and chooses the team.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const subject = query.get('subject');
    if (subject) setValue('subject', subject.slice(0, limits.subject));
    const linked = query.get(TEAM_FIELD);
    if (teamRef.current && teams.some((choice) => choice.slug === linked)) teamRef.current.value = linked!;
  }, [setValue, limits.subject, teams]);

  const send = async (values: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    void prepareToasts();
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await sendContactMessage(values, idempotencyKey.current, {
      team: teamRef.current?.value ?? GENERAL_TEAM,
      honeypot: honeypotRef.current?.value ?? '',
    });
    if (result.ok) {
      void showToast('success', copy.success);
      reset(EMPTY);
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
      className="grid gap-5 sm:grid-cols-2"
    >
      <TeamSelect ref={teamRef} label={copy.team} hint={copy.teamHint} teams={teams} defaultValue={GENERAL_TEAM} className="sm:col-span-2" />
      <TextField label={copy.firstName} autoComplete="given-name" maxLength={limits.firstName} error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={copy.lastName} autoComplete="family-name" maxLength={limits.lastName} error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={copy.email} type="email" autoComplete="email" maxLength={limits.email} error={errors.email?.message} className="sm:col-span-2" {...register('email')} />
      <TextField label={copy.subject} maxLength={limits.subject} error={errors.subject?.message} className="sm:col-span-2" {...register('subject')} />
      <TextField label={copy.message} multiline rows={4} maxLength={limits.message} error={errors.message?.message} className="sm:col-span-2" {...register('message')} />
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
