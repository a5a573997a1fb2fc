import { z } from 'zod';
import { ventures } from '@/content/ventures';
import { imageSchema } from './image';
import { assertUnique, parseCollection } from './parse';

export const ventureSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  href: z.string().regex(/^\/[a-z0-9-]*$/),
  image: imageSchema,
  description: z.string().min(40),
  highlights: z.array(z.string().min(1)).min(1),
});

export type Venture = z.infer<typeof ventureSchema>;

const FILE = 'content/ventures.ts';
const parsed = parseCollection(FILE, ventureSchema, ventures);
assertUnique(FILE, parsed, (venture) => venture.id);

export function listVentures(): Venture[] {
  return parsed;
}
