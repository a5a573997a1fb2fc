import { z } from 'zod';
import { emailSchema, httpsUrlSchema, lineSchema, phoneSchema, textSchema, yearSchema } from './fields';
import { once, readSingleton } from './read';

const officeSchema = z.object({ label: lineSchema, address: lineSchema, phone: phoneSchema });

export const settingsSchema = z
  .object({
    /** The group's full name: page titles, the footer, structured data. */
    name: lineSchema,
    /** The short name: the logo and the title suffix. */
    shortName: lineSchema,
    companies: z.object({ hospitality: lineSchema, canada: lineSchema, builders: lineSchema }),
    founded: yearSchema,
    copyrightYear: yearSchema,
    email: emailSchema,
    description: textSchema,
    social: z.array(z.object({ label: lineSchema, href: httpsUrlSchema })).min(1),
    offices: z.object({ canada: officeSchema, pakistan: officeSchema }),
  })
  .transform((settings) => ({ ...settings, yearsOfExperience: yearsOfExperience(settings.founded, settings.copyrightYear) }));

export type Settings = z.output<typeof settingsSchema>;
export type Office = z.infer<typeof officeSchema>;

/** Whole decades since the founding, as the site states them: 1985 → 2025 is '40+'. */
export function yearsOfExperience(founded: number, now: number) {
  return `${Math.floor((now - founded) / 10) * 10}+`;
}

export const getSettings = once(() => readSingleton('settings', settingsSchema));
