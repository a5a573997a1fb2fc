import { z } from 'zod';
import { lineSchema } from './fields';
import { once, readSingleton } from './read';

export const uiSchema = z.object({
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

export type Ui = z.infer<typeof uiSchema>;

/** The interface words every page shares: skip link, new-tab notice, logo, footer headings, copyright. */
export const getUi = once(() => readSingleton('ui', uiSchema));
