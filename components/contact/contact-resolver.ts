import type { Resolver, UseFormRegisterReturn } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactMessageInput } from '@/supabase/functions/_shared/contact-schema';
import { VISIT_TEAM } from '@/supabase/functions/_shared/teams';

/** Every field the form may show, as it holds them, shown or not. */
export type ContactFormValues = {
  team: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  phone: string;
  visit: boolean;
  visitDay: string;
  /** Null until a radio is chosen. */
  visitMode: string | null;
  /** The page's language, which the message says it was written in (Urdu ones go to Karachi sales). */
  language: Locale;
  /** On a project's page: the project, and the size and plan chosen in its schedule, by name ('' elsewhere). */
  project: string;
  unitSize: string;
  paymentPlan: string;
};

/** What a control of the form is given: its name, and once the form runs, react-hook-form's ref and handlers. */
export type ControlProps = Partial<UseFormRegisterReturn> & { name: string };

/**
 * What these values send (the team goes beside it): the five fields for every
 * team, and from an Urdu page the language; for Karachi sales, the only team
 * the form shows them to, the phone if one was typed and the visit if asked
 * for; from a project's page, the unit the enquiry is about. A field the
 * visitor cannot see is never sent, nor refused.
 */
export function messageOf({
  team,
  phone,
  visit,
  visitDay,
  visitMode,
  language,
  project,
  unitSize,
  paymentPlan,
  ...fields
}: ContactFormValues): ContactMessageInput {
  const unit = Object.fromEntries(
    Object.entries({ project, unitSize, paymentPlan }).filter(([, value]) => value !== ''),
  );
  const message = { ...fields, ...unit, ...(language === 'en' ? {} : { language }) };
  if (team !== VISIT_TEAM) return message;
  return { ...message, ...(phone.trim() ? { phone } : {}), ...(visit ? { visit, visitDay, visitMode } : {}) };
}

/**
 * Validates what the form would send with the shared schema, as it stands now
 * on the visitor's clock, through react-hook-form's zod resolver, which gives
 * each bad field the schema's first message for it, as the function answers.
 * zod, the schema and the phone library load on the first validation (the
 * first submit): the form renders and takes input without them in the page's
 * first-load JavaScript. What is sent is what was typed; the function trims it
 * and writes the phone as E.164 itself.
 */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactMessageInput> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { createContactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/supabase/functions/_shared/contact-schema'),
  ]);
  const message = messageOf(values);
  // The team takes part in the rules (only Karachi sales books visits), though it is sent beside the message.
  const resolve = zodResolver(createContactSchema(() => new Date())) as unknown as Resolver<ContactFormValues>;
  const { errors } = await resolve({ ...message, team: values.team } as unknown as ContactFormValues, context, options);
  return Object.keys(errors).length ? { values: {}, errors } : { values: message, errors: {} };
};
