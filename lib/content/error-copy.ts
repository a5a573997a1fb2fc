import copy from '@/content/pages/error.json';
import type { SingletonOf } from './reader';

/**
 * The words of the error pages. The error boundaries are client components with no server parent, so the
 * file is bundled as it is rather than read from disk; the build reads it through its form like every file.
 */
export const getErrorCopy = (): SingletonOf<'error-page'> => copy;
