import { z } from 'zod';
import { company } from '@/content/company';
import { imageSchema } from './image';
import { parseRecord } from './parse';

const personSchema = z.object({ name: z.string().min(1), role: z.string().min(1) });
const teamSchema = z.object({ title: z.string().min(1), members: z.array(personSchema).min(1) });
const paragraphs = z.array(z.string().min(20)).min(1);

export const companySchema = z.object({
  hero: z.object({ eyebrow: z.string(), title: z.string(), lead: z.string(), image: imageSchema }),
  about: z.object({
    title: z.string(),
    paragraphs,
    stats: z.array(z.object({ value: z.string(), label: z.string() })),
    image: imageSchema,
  }),
  journey: z.object({
    hero: z.object({ title: z.string(), lead: z.string(), image: imageSchema }),
    milestones: z.array(z.object({ year: z.string().regex(/^\d{4}$/), title: z.string(), text: z.string() })).min(1),
  }),
  pakistanOperations: z.object({ title: z.string(), paragraphs }),
  leadership: teamSchema,
  canadaTeam: teamSchema,
  pakistanTeam: teamSchema,
  ceoMessage: z.object({ title: z.string(), author: personSchema, paragraphs }),
  philosophy: z.object({ title: z.string(), values: z.array(z.object({ title: z.string(), text: z.string() })).length(3) }),
});

export type Company = z.infer<typeof companySchema>;
export type Person = z.infer<typeof personSchema>;

const parsed = parseRecord('content/company.ts', companySchema, company, 'company');

export function getCompany(): Company {
  return parsed;
}
