/**
 * What the records need that Keystatic's own fields do not give, in Keystatic's own terms: validation presets for its
 * `fields.text` (`filled()`, `sentence()`, `copy(…)` for copy whose figures are `{token}`s, and the rules `SLUG`, `PHONE`… for
 * `pattern`), a text in Urdu (`urdu`) and in two languages (`bilingual`), numbers shown and kept as typed, a record of another
 * collection chosen by its name, lists that say what each item is and how many they need. Every other field is Keystatic's,
 * used as its documentation says.
 */
import {
  fields,
  singleton,
  type BasicFormField,
  type Collection,
  type ComponentSchema,
  type FormFieldInputProps,
} from '@keystatic/core';
import { createElement } from 'react';
import { BOOKING_TEMPLATE_SHAPE } from '@/lib/booking';
import { URDU_DIGIT, URDU_LETTER } from '@/lib/i18n/locales';
import { NumberInput, ReferenceInput, RightToLeft } from '@/lib/keystatic/inputs';
import { anyText, copyRule, Rule, type CopyOptions } from './figures';

type Pattern = { regex: RegExp; message: string };
const rule = (regex: RegExp, message: string): Pattern => ({ regex, message });
/** Lowercase kebab-case, the shape of every slug and file name in content/. */
export const SLUG = rule(
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  'must be lowercase words joined by hyphens, like cedarline-skyline',
);
export const HTTPS = rule(/^https:\/\/[^\s]+$/, 'must be an https:// address');
export const INTERNAL_HREF = rule(
  /^\/[a-z0-9/#?=&%.-]*$/,
  'must be a lowercase path on this site, like /about or /#contact',
);
/** Fictional numbers only (docs/decisions.md): the 555-01xx range. */
export const PHONE = rule(
  /^\+(1 \d{3} 555 01\d{2}|92 21 5550 01\d{2})$/,
  'must be a fictional number like +1 905 555 0142 or +92 21 5550 0147',
);
export const WHATSAPP = rule(
  /^\+(92 3\d{2} 555 01\d{2}|1 \d{3} 555 01\d{2})$/,
  'must be a fictional mobile number like +92 300 555 0149 or +1 905 555 0142',
);
export const EMAIL = rule(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/, 'must be an email address like info@example.com');
export const TIME = rule(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 11:00 (00:00 is midnight)');
export const POSTAL_CODE = rule(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code like L1H 7K6');
/** A booking engine's address for a stay (lib/booking.ts), or nothing. */
export const BOOKING_TEMPLATE = rule(
  new RegExp(`^$|${BOOKING_TEMPLATE_SHAPE.source}`),
  'must be an https:// address whose query gives {checkIn}, {checkOut} and {guests} once each, each the whole value of a parameter, like https://book.example.com/stay?arrive={checkIn}&depart={checkOut}&adults={guests}',
);
export const DISTANCE = rule(/^\d+(\.\d+)? km$/, 'must be a distance like 5 km or 1.5 km');

type TextOptions = Parameters<typeof fields.text>[0];
type Validation = NonNullable<TextOptions['validation']>;
type Schema = Record<string, ComponentSchema>;
/** A maker of text fields, each taking Keystatic's `fields.text` options: `fields.text` itself, `bilingual` or `urdu`. */
export type TextField<T extends ComponentSchema = ComponentSchema> = (options: TextOptions) => T;

/* ---- Validation presets: what a text's `validation` may be, beside Keystatic's own ------------------------------------- */
/** A value that must be given, as Keystatic says it (a date, a choice). */
export const REQUIRED = { isRequired: true } as const;
/** A line to fill in (a label, a button, a heading): any words, but none that restate another file's figure (./facts.ts). */
export const filled = (): Validation => ({ isRequired: true, pattern: anyText() });
/** A sentence or more (20 characters at least), with the same check; give the field `multiline: true`. */
export const sentence = (): Validation => ({ length: { min: 20 }, pattern: anyText() });

/**
 * Copy that writes a record's figures as `{token}`s (./figures.ts): only those tokens, and none of the figures it refuses, in any
 * wording; `min` characters at least (1 unless `optional`).
 */
export function copy(...options: (CopyOptions & { min?: number; optional?: boolean })[]): Validation {
  const merged = options.reduce(
    (all, more) => ({
      ...all,
      ...more,
      tokens: [...(all.tokens ?? []), ...(more.tokens ?? [])],
      refuse: { ...all.refuse, ...more.refuse },
    }),
    {},
  );
  return {
    isRequired: !merged.optional,
    length: { min: merged.optional ? 0 : (merged.min ?? 1) },
    pattern: copyRule(merged),
  };
}

/* ---- Two languages ------------------------------------------------------------ */
const URDU_MESSAGE = 'must be written in Urdu, with figures as 0–9';
const EASTERN_DIGIT = /[\u0660-\u0669]/;

/**
 * Keystatic's text field, in Urdu: the same options and rules, and Urdu (an Arabic letter, its figures 0–9, docs/decisions.md),
 * labelled "… (Urdu)" and typed right to left. A record's name in Urdu is its field `nameInUrdu` (lib/content/localize.ts).
 */
export function urdu({ label, validation = {}, ...options }: TextOptions) {
  const optional = !validation.isRequired && !validation.length?.min;
  const given = validation.pattern;
  const source = given ? given.regex.source.replace(/^\^/, '') : '[\\s\\S]*$';
  // An Arabic letter, unless the text is only {tokens} (a size's name "{area} {unit} {kind}" reads the same in both).
  const letter = `(?=${optional ? '$|' : ''}[\\s\\S]*${URDU_LETTER.source}|(?:\\{[a-zA-Z]+\\}|[^\\p{L}\\p{N}])+$)(?![\\s\\S]*(?:${URDU_DIGIT.source}|${EASTERN_DIGIT.source}))`;
  // What the English field would refuse is said first ("“۲۰۱۳” is a year…"), then what makes it not Urdu.
  const pattern = new Rule(`^${letter}${source}`, (text) =>
    given && !given.regex.test(text) ? (given.message ?? URDU_MESSAGE) : URDU_MESSAGE,
  );
  const field = fields.text({ ...options, label: `${label} (Urdu)`, validation: { ...validation, pattern } });
  // Keystatic's own input, in a right-to-left box (taken now: read while rendering, it would be this wrapper).
  const { Input } = field;
  return { ...field, Input: (props: FormFieldInputProps<string>) => createElement(RightToLeft, { Input, props }) };
}

/**
 * A text written in English and in Urdu, side by side: Keystatic's object of two text fields, `{ en, ur }`, in the file and in
 * the form. Its shape is the mark: `isBilingual` and the page's types (lib/content/localize.ts) read it, each page its language.
 */
export const bilingual = (options: TextOptions) =>
  fields.object({ en: fields.text(options), ur: urdu(options) }, { layout: [6, 6] });
export type Bilingual = ReturnType<typeof bilingual>;

/** Whether `field` is a text in two languages: an object of the fields `en` and `ur`, and only those. */
export const isBilingual = (field: ComponentSchema): field is Bilingual =>
  field.kind === 'object' && Object.keys(field.fields).sort().join() === 'en,ur';

/* ---- Records ------------------------------------------------------------------ */
/** The name of a record, and its file name, which is also its address. */
export function name({ label = 'Name', description }: { label?: string; description?: string } = {}) {
  const slug = {
    label: 'File name and web address',
    description: 'Lowercase words joined by hyphens',
    validation: { pattern: SLUG },
  };
  return fields.slug({ name: { label, description, validation: { isRequired: true } }, slug });
}

/**
 * A collection: one JSON file per record in content/<folder>/, named after the record ("name" gives the file name), each linked
 * to where the site shows it (the preview route of app/(editor)); its list shows `columns`.
 */
export function records<S extends Schema & { name: ReturnType<typeof name> }>({
  label,
  folder,
  columns,
  schema,
}: {
  label: string;
  folder: string;
  columns: string[];
  schema: S;
}): Collection<S, 'name'> {
  // What Keystatic's `collection()` returns, typed here: its inference cannot see that `name` is a slug field of any `S`.
  return {
    label,
    path: `content/${folder}/*`,
    slugField: 'name',
    format: { data: 'json' },
    previewUrl: `/preview/${folder}/{slug}`,
    columns,
    schema,
  };
}

/** One JSON file, content/<path>.json: a page's copy, the settings. */
export const file = <S extends Schema>({ label, path, schema }: { label: string; path: string; schema: S }) =>
  singleton({ label, path: `content/${path}`, format: { data: 'json' }, schema });

/* ---- Numbers, lists, records of another collection --------------------------- */
type NumberOptions = {
  label: string;
  description?: string;
  defaultValue?: number;
  step?: number;
  grouping?: boolean;
  validation?: { isRequired?: boolean; min?: number; max?: number };
};

/** Keystatic's number field (a whole number without `step`), drawn by an input that shows and keeps every decimal typed, and a year as 2013, not 2,013. */
export function number(
  options: NumberOptions & { validation: { isRequired: true } },
): BasicFormField<number | null, number>;
export function number(options: NumberOptions): BasicFormField<number | null, number | null>;
export function number({
  grouping = true,
  step,
  ...options
}: NumberOptions): BasicFormField<number | null, number | null> {
  const field =
    step === undefined
      ? fields.integer(options)
      : fields.number({ ...options, step, validation: { ...options.validation, step: true } });
  const problem = (value: number | null) => {
    try {
      field.validate(value as never);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  const { label, description, validation } = options;
  const Input = (props: FormFieldInputProps<number | null>) =>
    createElement(NumberInput, {
      ...props,
      label,
      description,
      grouping,
      problem,
      isRequired: Boolean(validation?.isRequired),
    });
  return { ...field, Input };
}

/** A year, as a year. */
export const year = ({ label = 'Year', description }: { label?: string; description?: string } = {}) =>
  number({ label, description, grouping: false, validation: { isRequired: true, min: 1900, max: 2100 } });
/** Where a record sits in its lists; lower comes first. */
export const position = () =>
  number({ label: 'Position in lists (lower comes first)', validation: { isRequired: true, min: 0 } });
/** What a guest rating is out of. */
export const RATING_MAX = 5;

/** Keystatic's relationship field, chosen by the record's name (its file holds the slug); that the record exists is checked across records (lib/content/checks.ts). */
export function reference({
  label,
  collection,
  description,
}: {
  label: string;
  collection: string;
  description?: string;
}) {
  const field = fields.relationship({ label, collection, description, validation: { isRequired: true } });
  const problem = (value: string | null) => (value ? null : `${label} is required`);
  const Input = (props: FormFieldInputProps<string | null>) =>
    createElement(ReferenceInput, { ...props, label, description, collection, problem, isRequired: true });
  return { ...field, collection, Input };
}

type Options = readonly { value: string; label: string }[];
export type Preview = {
  value?: unknown;
  discriminant?: unknown;
  fields?: { [key: string]: Preview };
  schema?: { options?: Options; discriminant?: { options?: Options } };
};

/** What a list shows for an item: its first text (a name, a title; a choice by its words), or for a kind of item, what it is. */
function firstText(item: Preview): string {
  const option = item.schema?.options?.find((candidate) => candidate.value === item.value);
  if (option) return option.label;
  if ((typeof item.value === 'string' && item.value) || typeof item.value === 'number')
    return String(item.value).slice(0, 80);
  if (typeof item.discriminant === 'string') {
    const kind = item.schema?.discriminant?.options?.find((candidate) => candidate.value === item.discriminant)?.label;
    return (item.value ? firstText(item.value as Preview) : '') || `(${kind ?? item.discriminant})`;
  }
  return Object.values(item.fields ?? {}).reduce((text, field) => text || firstText(field), '');
}

/** What an item of a list shows of one of its fields: its value, or for a choice, its words. */
export const shown = (item: Preview, field: string) => firstText(item.fields?.[field] ?? {});

type ListOptions = {
  label: string;
  description?: string;
  min?: number;
  max?: number;
  itemLabel?: (item: Preview) => string;
};

/**
 * Keystatic's `fields.array`, each item shown by its first text (or `itemLabel`); its length at least `min` (one, unless it says)
 * and at most `max`, said under its label before anything is saved.
 */
export function list<S extends ComponentSchema>(
  element: S,
  { label, min = 1, max, description, itemLabel: labelOf = firstText }: ListOptions,
) {
  const count =
    max === min
      ? `${min} exactly`
      : [min > 1 ? `at least ${min}` : '', max ? `at most ${max}` : ''].filter(Boolean).join(', ');
  const said = [description, count && `${count.charAt(0).toUpperCase()}${count.slice(1)}`].filter(Boolean).join('. ');
  const itemLabel = (props: Preview) => labelOf(props) || 'New item';
  return fields.array(element, {
    label,
    description: said || undefined,
    itemLabel: itemLabel as never,
    validation: { length: { min, max } },
  });
}

/** A select whose options are the values themselves (statuses, kinds), each shown by its words. */
export const choice = <const V extends string>({
  label,
  description,
  values,
  labels = {},
}: {
  label: string;
  description?: string;
  values: readonly [V, ...V[]];
  labels?: Partial<Record<V, string>>;
}) =>
  fields.select({
    label,
    description,
    options: values.map((value) => ({ label: labels[value] ?? value, value })),
    defaultValue: values[0],
  });

/** A small line above a heading, and the heading, both made by `text` (`fields.text`, `bilingual` or `urdu`), with more fields after them. */
export function heading<T extends ComponentSchema, F extends Schema>(
  more: F,
  { label, text }: { label: string; text: TextField<T> },
) {
  return fields.object(
    {
      eyebrow: text({ label: 'Line above the heading', validation: filled() }),
      title: text({ label: 'Heading', validation: filled() }),
      ...more,
    },
    { label },
  );
}

/* ---- Pictures and documents ---------------------------------------------------- */
type ImageOptions<T extends ComponentSchema> = {
  label: string;
  description?: string;
  folder: string;
  text: TextField<T>;
  alt?: Validation;
};

/**
 * A picture and its alt text, written with `text` (`fields.text` or `bilingual`) and validated as `alt` says (8 characters at
 * least, unless it says). Uploads go to public/images/<folder>/ (inside a collection, public/images/<folder>/<slug>/), where
 * the site serves them from.
 */
export function image<T extends ComponentSchema>({
  label,
  description,
  folder,
  text,
  alt = { length: { min: 8 } },
}: ImageOptions<T>) {
  const src = fields.image({
    label,
    description,
    directory: `public/images/${folder}`,
    publicPath: `/images/${folder}/`,
    validation: { isRequired: true },
  });
  return fields.object(
    { src, alt: text({ label: 'Alt text: what the picture shows, for visitors who cannot see it', validation: alt }) },
    { label },
  );
}

/** An optional document (a PDF or a picture of it), kept under public/documents/<folder>/ and linked from the page. */
export const document = ({ label, description, folder }: { label: string; description?: string; folder: string }) =>
  fields.file({ label, description, directory: `public/documents/${folder}`, publicPath: `/documents/${folder}/` });

/** The icons components/hotels/icons.tsx draws; content picks one by name. */
const ICONS = [
  'bed',
  'wifi',
  'parking',
  'pool',
  'fitness',
  'breakfast',
  'restaurant',
  'meeting',
  'pet',
  'accessible',
  'star',
  'map',
  'clock',
  'phone',
  'users',
  'kitchen',
  'laundry',
  'tree',
  'shield',
  'car',
  'coffee',
  'building',
  'calendar',
  'music',
  'sparkle',
  'key',
] as const;
export type IconName = (typeof ICONS)[number];
export const icon = () => choice({ label: 'Icon', values: ICONS });
