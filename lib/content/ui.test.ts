import { z } from 'zod';
import { lineSchema } from './fields';
import { parseFile } from './read';
import { getUi } from './ui';

/** The rules content/ui.json keeps; client components import the file without zod, so they are checked here. */
const uiSchema = z.strictObject({
  skipToContent: lineSchema,
  opensInNewTab: lineSchema,
  logoSubtitle: lineSchema,
  homeLink: lineSchema,
  socialMedia: lineSchema,
  socialLinkJoiner: lineSchema,
  quickLinks: lineSchema,
  contact: lineSchema,
  allRightsReserved: lineSchema,
});

describe('the shared interface words', () => {
  it('pass their schema', () => {
    expect(() => parseFile('content/ui.json', uiSchema, getUi())).not.toThrow();
  });

  it('name the field an editor left empty', () => {
    expect(() => parseFile('content/ui.json', uiSchema, { ...getUi(), quickLinks: '' })).toThrow(/field "quickLinks": is required/);
  });
});
