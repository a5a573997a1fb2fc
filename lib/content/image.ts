import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Every image slot is artwork or a photograph at this size (3:2), served through next/image. */
export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1067;

const publicDir = path.join(process.cwd(), 'public');

export const imageSchema = z.object({
  src: z
    .string()
    .regex(/^\/images\/[a-z0-9/-]+\.(jpg|webp|png)$/, 'must be a lowercase path under /images/ ending in .jpg, .webp or .png')
    .refine((src) => existsSync(path.join(publicDir, src)), {
      message: 'image file does not exist under public/ (run `npm run images` to generate artwork for it)',
    }),
  alt: z.string().min(8, 'needs meaningful alt text'),
});

export type ImageRef = z.infer<typeof imageSchema>;
