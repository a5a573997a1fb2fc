import type { Messages } from '@/lib/content/site';
import { fillTemplate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { parseProblem } from '@/supabase/functions/_shared/problems';
import type { ContactFormValues } from './contact-resolver';

/** The form's words in one language (the catalogue's `form`). */
export type FormWords = Messages['form'];

/** Each field's label, as a message names the field. */
const LABELS = {
  team: 'team',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  subject: 'subject',
  message: 'message',
  phone: 'phone',
  visit: 'visit',
  visitDay: 'visitDay',
  visitMode: 'visitMode',
  // Hidden or chosen from the page's own lists: the form names none of them under a field.
  language: 'label',
  project: 'label',
  unitSize: 'label',
  paymentPlan: 'label',
} as const satisfies Record<keyof ContactFormValues, keyof FormWords>;

/**
 * What the shared schema found wrong with `field` (its problem key:
 * supabase/functions/_shared/problems.ts), in the visitor's language: "First
 * name is required.", "پہلا نام درج کرنا ضروری ہے۔"; a visit's days written out.
 */
export function problemText(
  key: string | undefined,
  field: keyof ContactFormValues,
  words: FormWords,
  locale: Locale,
): string | undefined {
  if (!key) return undefined;
  const { code, params } = parseProblem(key);
  const days: Record<string, string> =
    code === 'visitDayRange'
      ? { first: formatDate(params.first!, locale), last: formatDate(params.last!, locale) }
      : {};
  return fillTemplate(words.errors[code], { field: words[LABELS[field]], ...params, ...days });
}
