import { z } from 'zod';
import { lineSchema, textSchema } from './fields';
import { once, readSingleton } from './read';

export const contactPageSchema = z.object({
  eyebrow: lineSchema,
  title: lineSchema,
  intro: textSchema,
  emailHeading: lineSchema,
  form: z.object({
    label: lineSchema,
    /** Labels the team select above the fields: "Your message goes to [Karachi sales]". */
    team: lineSchema,
    teamHint: lineSchema,
    firstName: lineSchema,
    lastName: lineSchema,
    email: lineSchema,
    subject: lineSchema,
    message: lineSchema,
    honeypot: lineSchema,
    send: lineSchema,
    sending: lineSchema,
    /** SPEC §8: the toasts after a send. */
    success: lineSchema,
    failure: lineSchema,
  }),
});

export type ContactPage = z.infer<typeof contactPageSchema>;
export type ContactFormCopy = ContactPage['form'];

/** The home page's contact section and the words of its form. */
export const getContactPage = once(() => readSingleton('pages/contact', contactPageSchema));
