/**
 * The rules a content value must keep, stated once for both gates: the zod
 * schemas that fail the build (lib/content/fields.ts) and the form fields of
 * the editor (lib/keystatic/fields.ts). Pure data: the admin's browser bundle
 * imports it too.
 */

/** Lowercase kebab-case, the shape of every slug and file name in content/. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'must be lowercase words joined by hyphens, like cedarline-skyline';

/** Every image lives under public/images/ and is referenced by its public path. */
export const IMAGE_PATTERN = /^\/images\/[A-Za-z0-9/_-]+\.(jpg|jpeg|webp|png)$/;
export const IMAGE_MESSAGE = 'must be a path under /images/ ending in .jpg, .webp or .png';

export const MIN_ALT = 8;
export const MIN_SENTENCE = 20;

export const YEAR = { min: 1900, max: 2100 } as const;
export const RATING = { min: 1, max: 5 } as const;

export const HTTPS_PATTERN = /^https:\/\/[^\s]+$/;
export const HTTPS_MESSAGE = 'must be an https:// address';

/** An internal link: a lowercase path, optionally with a query or a #section. */
export const INTERNAL_HREF_PATTERN = /^\/[a-z0-9/#?=&%.-]*$/;
export const INTERNAL_HREF_MESSAGE = 'must be a lowercase path on this site, like /about or /#contact';

/** Fictional numbers only (docs/decisions.md): the 555-01xx range. */
export const PHONE_PATTERN = /^\+(1 \d{3} 555 01\d{2}|92 21 5550 01\d{2})$/;
export const PHONE_MESSAGE = 'must be a fictional number like +1 905 555 0142 or +92 21 5550 0147';

/** A WhatsApp number: a fictional mobile (Pakistan's 3xx prefix with 555 01xx) or a fictional Canadian number. */
export const WHATSAPP_PATTERN = /^\+(92 3\d{2} 555 01\d{2}|1 \d{3} 555 01\d{2})$/;
export const WHATSAPP_MESSAGE = 'must be a fictional mobile number like +92 300 555 0149 or +1 905 555 0142';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/;
export const EMAIL_MESSAGE = 'must be an email address like info@example.com';

/** The icons components/ui/icons draws; content picks one by name. */
export const ICON_NAMES = [
  'bed', 'wifi', 'parking', 'pool', 'fitness', 'breakfast', 'restaurant', 'meeting', 'pet', 'accessible',
  'star', 'map', 'clock', 'phone', 'users', 'kitchen', 'laundry', 'tree', 'shield', 'car', 'coffee',
  'building', 'calendar', 'music', 'sparkle', 'key',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

type TemplateOptions = { required?: boolean };

/** For copy that must show each of its figures: every token appears. */
export const REQUIRED: TemplateOptions = { required: true };

/**
 * Copy in which `{token}`s stand for the record's figures, filled in by the
 * page: only these tokens may appear, and with `required` each of them must.
 */
export function templatePattern(tokens: readonly string[], { required = false }: TemplateOptions = {}) {
  const token = tokens.length ? `|\\{(?:${tokens.join('|')})\\}` : '';
  const each = required ? tokens.map((t) => `(?=[\\s\\S]*\\{${t}\\})`).join('') : '';
  return new RegExp(`^${each}(?:[^{}]${token})+$`);
}

export function templateMessage(tokens: readonly string[], { required = false }: TemplateOptions = {}) {
  if (!tokens.length) return 'must not contain { or }';
  const list = tokens.map((t) => `{${t}}`);
  return required
    ? `must contain ${list.join(' and ')}, and no other {…}`
    : `may use ${list.join(', ')} (filled in from the record) and no other {…}`;
}
