/**
 * Schema pieces shared by every collection. Each mirrors a rule in
 * ./rules.ts, which the editor's form fields use too, so the admin refuses
 * what the build would refuse.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  HTTPS_MESSAGE,
  HTTPS_PATTERN,
  ICON_NAMES,
  IMAGE_MESSAGE,
  IMAGE_PATTERN,
  INTERNAL_HREF_MESSAGE,
  INTERNAL_HREF_PATTERN,
  MIN_ALT,
  MIN_SENTENCE,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  RATING,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  WHATSAPP_MESSAGE,
  WHATSAPP_PATTERN,
  YEAR,
  templateMessage,
  templatePattern,
} from './rules';

export { IMAGE_HEIGHT, IMAGE_WIDTH } from '@/lib/image-size';

const publicDir = path.join(process.cwd(), 'public');

export const slugSchema = z.string().regex(SLUG_PATTERN, SLUG_MESSAGE);
export const yearSchema = z.number().int().min(YEAR.min).max(YEAR.max);
export const ratingSchema = z.number().min(RATING.min).max(RATING.max);
export const countSchema = z.number().int().positive();
/** A line of copy: a heading, a label, a name. */
export const lineSchema = z.string().trim().min(1, 'is required');
/** A sentence or more: descriptions, intros, paragraphs. */
export const textSchema = z.string().trim().min(MIN_SENTENCE, 'needs a real sentence');
export const httpsUrlSchema = z.string().regex(HTTPS_PATTERN, HTTPS_MESSAGE);
export const internalHrefSchema = z.string().regex(INTERNAL_HREF_PATTERN, INTERNAL_HREF_MESSAGE);
export const phoneSchema = z.string().regex(PHONE_PATTERN, PHONE_MESSAGE);
export const whatsappSchema = z.string().regex(WHATSAPP_PATTERN, WHATSAPP_MESSAGE);
export const emailSchema = z.string().regex(EMAIL_PATTERN, EMAIL_MESSAGE);
export const iconSchema = z.enum(ICON_NAMES);

export const imageSchema = z.object({
  src: z
    .string()
    .regex(IMAGE_PATTERN, IMAGE_MESSAGE)
    .refine((src) => existsSync(path.join(publicDir, src)), {
      message: 'image file does not exist under public/',
    }),
  alt: z.string().trim().min(MIN_ALT, 'needs meaningful alt text'),
});
export type ImageRef = z.infer<typeof imageSchema>;

/** A line of copy whose `{token}`s the page fills from the record (see templatePattern). */
export function templateSchema(tokens: readonly string[], options?: { required?: boolean }) {
  return lineSchema.regex(templatePattern(tokens, options), templateMessage(tokens, options));
}

/** A sentence or more whose `{token}`s the page fills from the record. */
export function templateTextSchema(tokens: readonly string[], options?: { required?: boolean }) {
  return textSchema.regex(templatePattern(tokens, options), templateMessage(tokens, options));
}

export const featureSchema = z.object({ icon: iconSchema, label: lineSchema, description: textSchema });

/**
 * The dark section that ends a portfolio page (components/ui/closing-section.tsx): a title, a
 * sentence, a button to the About page and one to the contact form, opened for `team`.
 */
export const closingSchema = z.object({
  title: lineSchema,
  text: textSchema,
  aboutButton: lineSchema,
  contactButton: lineSchema,
  team: slugSchema,
});
export type Feature = z.infer<typeof featureSchema>;

/** A field the editor may leave empty: the admin leaves it out of the file, the site reads null. */
export function optional<S extends z.ZodType>(schema: S) {
  return schema.nullish().transform((value) => value ?? null);
}

/** A group the editor fills in or leaves out (a checkbox in the form, Keystatic's conditional field); the site reads null when left out. */
export function optionalGroup<S extends z.ZodType>(schema: S) {
  return z
    .discriminatedUnion('discriminant', [
      z.object({ discriminant: z.literal(false) }),
      z.object({ discriminant: z.literal(true), value: schema }),
    ])
    .transform((group) => (group.discriminant ? (group as unknown as { value: z.output<S> }).value : null));
}
