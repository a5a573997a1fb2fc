import { z } from 'zod';
import { getErrorCopy } from './error-copy';
import { lineSchema } from './fields';
import { parseFile } from './read';

/** The rules content/pages/error.json keeps; the client bundle imports the file without zod, so they are checked here. */
const errorCopySchema = z.strictObject({
  title: lineSchema,
  fallbackMessage: lineSchema,
  retryButton: lineSchema,
  homeButton: lineSchema,
});

describe('the error pages copy', () => {
  it('passes its schema', () => {
    expect(() => parseFile('content/pages/error.json', errorCopySchema, getErrorCopy())).not.toThrow();
  });

  it('names the field an editor left empty', () => {
    expect(() => parseFile('content/pages/error.json', errorCopySchema, { ...getErrorCopy(), retryButton: ' ' })).toThrow(
      /content\/pages\/error\.json:\n {2}- field "retryButton": is required/,
    );
  });

  it('keeps the title SPEC §8 gives', () => {
    expect(getErrorCopy().title).toBe('Unexpected Application Error!');
  });
});
