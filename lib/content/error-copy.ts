import copy from '@/content/pages/error.json';

/**
 * SPEC §8: the words of the error pages. The error boundaries are client
 * components with no server parent, so the file is bundled as it is rather
 * than read from disk; error-copy.test.ts holds it to its schema.
 */
export function getErrorCopy() {
  return copy;
}

export type ErrorCopy = ReturnType<typeof getErrorCopy>;
