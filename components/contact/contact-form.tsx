'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  contactMessageSchema,
  type ContactMessage,
} from '@/supabase/functions/_shared/contact-schema';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, SEND_LABEL, SENDING_LABEL } from './messages';
import { newIdempotencyKey, sendContactMessage } from './send-contact-message';
import { TextField } from './text-field';

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The contact form: idle → sending (button reads 'Sending...' and is
 * disabled) → idle. On success every field is cleared; on failure the values
 * are kept and the visitor is told the message was not sent.
 */
export function ContactForm() {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  // A link such as /?subject=…#contact pre-fills the subject.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject');
    if (subject) setValue('subject', subject.slice(0, CONTACT_LIMITS.subject));
  }, [setValue]);

  const send = async (values: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await sendContactMessage(values, idempotencyKey.current, honeypotRef.current?.value ?? '');
    if (result.ok) {
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY);
      idempotencyKey.current = null;
    } else {
      console.error('Contact message was not sent:', result.error);
      toast.error(CONTACT_FAILURE_MESSAGE);
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
      aria-label="Contact form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <TextField label="First name" autoComplete="given-name" maxLength={CONTACT_LIMITS.firstName} error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" maxLength={CONTACT_LIMITS.lastName} error={errors.lastName?.message} {...register('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} error={errors.email?.message} className="sm:col-span-2" {...register('email')} />
      <TextField label="Subject" maxLength={CONTACT_LIMITS.subject} error={errors.subject?.message} className="sm:col-span-2" {...register('subject')} />
      <TextField label="Message" multiline rows={4} maxLength={CONTACT_LIMITS.message} error={errors.message?.message} className="sm:col-span-2" {...register('message')} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input ref={honeypotRef} id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {sending ? SENDING_LABEL : SEND_LABEL}
        </button>
      </div>
    </form>
  );
}
