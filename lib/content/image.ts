import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export { IMAGE_HEIGHT, IMAGE_WIDTH } from '@/lib/image-size';

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
