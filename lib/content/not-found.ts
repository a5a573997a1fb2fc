import { z } from 'zod';
import { lineSchema, textSchema } from './fields';
import { once, readSingleton } from './read';

export const notFoundPageSchema = z.object({
  code: lineSchema,
  title: lineSchema,
  text: textSchema,
  homeButton: lineSchema,
  aboutButton: lineSchema,
});

export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

/** SPEC §8: the page any unknown path shows. */
export const getNotFoundPage = once(() => readSingleton('pages/not-found', notFoundPageSchema));
