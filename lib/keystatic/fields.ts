/**
 * The kinds of field every record is made of, with their rules. This is the
 * one place a rule is written: the editor's form refuses a value that breaks
 * it, under the field, before saving, and the build reads every file through
 * the same fields (lib/content/reader.ts), so it refuses exactly the same.
 */
import {
  collection, fields, singleton, type BasicFormField, type Collection, type ComponentSchema, type FormFieldInputProps, type ObjectField,
} from '@keystatic/core';
import { createElement, type ReactElement } from 'react';
import { URDU_DIGIT, URDU_LETTER, type Locale } from '@/lib/i18n/locales';
import { NumberInput, ReferenceInput, RightToLeft } from '@/lib/keystatic/inputs';

type Described = { description?: string };

/** A collection of one JSON file per record in content/<folder>/, named after its record ("name" gives the file name). */
export function records<S extends { name: ReturnType<typeof nameAndSlug> } & Record<string, ComponentSchema>>(label: string, folder: string, schema: S, columns?: (keyof S & string)[]) {
  // Keystatic's types cannot see through the generic that "name" is the slug field; the form can.
  return collection({ label, path: `content/${folder}/*`, slugField: 'name', format: { data: 'json' }, columns, schema } as never) as Collection<S, 'name'>;
}

/** One JSON file, content/<path>.json: a page's copy, the settings. */
export function file<S extends Record<string, ComponentSchema>>(label: string, path: string, schema: S) {
  return singleton({ label, path: `content/${path}`, format: { data: 'json' }, schema });
}

/** Fields that belong together, under a label. */
export function group<F extends Record<string, ComponentSchema>>(label: string, schema: F, description?: string) {
  return fields.object(schema, { label, description });
}
type Rule = { regex: RegExp; message: string };

/** Lowercase kebab-case, the shape of every slug and file name in content/. */
export const SLUG: Rule = { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'must be lowercase words joined by hyphens, like cedarline-skyline' };
const HTTPS: Rule = { regex: /^https:\/\/[^\s]+$/, message: 'must be an https:// address' };
const INTERNAL_HREF: Rule = { regex: /^\/[a-z0-9/#?=&%.-]*$/, message: 'must be a lowercase path on this site, like /about or /#contact' };
/** Fictional numbers only (docs/decisions.md): the 555-01xx range. */
const PHONE: Rule = { regex: /^\+(1 \d{3} 555 01\d{2}|92 21 5550 01\d{2})$/, message: 'must be a fictional number like +1 905 555 0142 or +92 21 5550 0147' };
const WHATSAPP: Rule = {
  regex: /^\+(92 3\d{2} 555 01\d{2}|1 \d{3} 555 01\d{2})$/,
  message: 'must be a fictional mobile number like +92 300 555 0149 or +1 905 555 0142',
};
const EMAIL: Rule = { regex: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/, message: 'must be an email address like info@example.com' };
export const TIME: Rule = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'must be a 24-hour time like 11:00 (00:00 is midnight)' };
const POSTAL_CODE: Rule = { regex: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, message: 'must be a Canadian postal code like L1H 7K6' };
const DISTANCE: Rule = { regex: /^\d+(\.\d+)? km$/, message: 'must be a distance like 5 km or 1.5 km' };

const MIN_SENTENCE = 20;
const MIN_ALT = 8;

/* ---- Text, in English and in Urdu ---------------------------------------------- */

/**
 * Urdu copy is Urdu: it has letters of the Arabic script, and its figures are
 * written 0–9, as the pages print them (docs/decisions.md). A text left in
 * English, or pasted with Urdu digits, is refused under its field.
 */
const SOME_URDU_LETTER = `[\\s\\S]*${URDU_LETTER.source}`;
const NO_URDU_DIGITS = `(?![\\s\\S]*${URDU_DIGIT.source})`;
const URDU_MESSAGE = 'must be written in Urdu, with figures as 0–9';

/** `rule` (or none) for a text in Urdu: the same rule, and Urdu; an optional text may stay empty. */
function inUrdu(rule: Rule | undefined, optional: boolean): Rule {
  const rest = rule ? rule.regex.source.replace(/^\^/, '') : '[\\s\\S]*$';
  const letter = optional ? `(?=$|${SOME_URDU_LETTER})` : `(?=${SOME_URDU_LETTER})`;
  return { regex: new RegExp(`^${letter}${NO_URDU_DIGITS}${rest}`, rule?.regex.flags), message: rule ? `${URDU_MESSAGE}; ${rule.message}` : URDU_MESSAGE };
}

type TextSpec = Described & { multiline?: boolean; min?: number; optional?: boolean; rule?: Rule; language?: Locale };

/** The Urdu twin of a text field: the same field, for its Urdu (see `inEnglishAndUrdu`). */
const URDU_TWIN: unique symbol = Symbol('urdu twin');
type Twinned = { [URDU_TWIN]: () => ComponentSchema };

/** Every text field: English unless `language` says Urdu, and able to make its Urdu twin. */
function text(label: string, spec: TextSpec) {
  const { description, multiline = false, min = 1, optional = false, rule, language = 'en' } = spec;
  const urdu = language === 'ur';
  const field = fields.text({
    label: urdu ? `${label} (Urdu)` : label,
    description,
    multiline,
    validation: { isRequired: !optional, length: { min: optional ? 0 : min }, pattern: urdu ? inUrdu(rule, optional) : rule },
  });
  // Urdu is typed right to left in the form too: Keystatic's own input, inside a right-to-left box.
  // (Taken now: read at render time, `field.Input` would be this wrapper itself, drawn without end.)
  const { Input } = field;
  const input = urdu ? { Input: (props: FormFieldInputProps<string>) => createElement(RightToLeft, { Input, props }) } : {};
  return Object.assign(field, input, { [URDU_TWIN]: () => text(label, { ...spec, language: 'ur' }) });
}

/** A required single line: a heading, a label, a name. */
export function line(label: string, options: Described & { language?: Locale } = {}) {
  return text(label, options);
}

/** A sentence or more. */
export function sentence(label: string, options: Described & { language?: Locale } = {}) {
  return text(label, { ...options, multiline: true, min: MIN_SENTENCE });
}

/** A required line of a set shape (a time, a postal code, an address): the same in every language. */
export function shaped(label: string, rule: Rule, options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, pattern: rule } });
}

/** A text that reads the same in both languages (a number on a document): never given an Urdu twin. */
export function sameInBoth<F extends ComponentSchema>(field: F): F {
  const once = { ...field } as F & Partial<Twinned>;
  delete once[URDU_TWIN];
  return once;
}

/** A schema with each of its texts in English and in Urdu, side by side: `{ en, ur }` in the file. */
export type InBoth<S> = S extends Twinned & ComponentSchema
  ? ObjectField<{ en: S; ur: S }>
  : S extends { kind: 'object'; fields: infer F }
    ? Omit<S, 'fields'> & { fields: { [K in keyof F]: InBoth<F[K]> } }
    : S extends { kind: 'array'; element: infer E }
      ? Omit<S, 'element'> & { element: InBoth<E> }
      : S extends { kind: 'conditional'; values: infer V }
        ? Omit<S, 'values'> & { values: { [K in keyof V]: InBoth<V[K]> } }
        : S;

/** One field in both languages: its text fields become pairs, the English beside the Urdu. */
export function inBoth<S extends ComponentSchema>(schema: S): InBoth<S> {
  const field = schema as ComponentSchema & Partial<Twinned>;
  // Side by side, each under its own label: "Summary" and "Summary (Urdu)".
  if (field[URDU_TWIN]) return fields.object({ en: field, ur: field[URDU_TWIN]() }, { layout: [6, 6] }) as never;
  if (field.kind === 'object') return { ...field, fields: inEnglishAndUrdu(field.fields) } as never;
  if (field.kind === 'array') return { ...field, element: inBoth(field.element) } as never;
  if (field.kind === 'conditional') return { ...field, values: inEnglishAndUrdu(field.values) } as never;
  return schema as never;
}

/** A record's fields, each text in English and in Urdu (the Karachi pages, which exist in both). */
export function inEnglishAndUrdu<S extends Record<string, ComponentSchema>>(schema: S): { [K in keyof S]: InBoth<S[K]> } {
  return Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, inBoth(field)])) as never;
}

/** A schema with its texts in Urdu (the Urdu message catalogue, made from the English one). */
export function inUrduOnly<S extends ComponentSchema>(schema: S): S {
  const field = schema as ComponentSchema & Partial<Twinned>;
  if (field[URDU_TWIN]) return field[URDU_TWIN]() as S;
  if (field.kind === 'object') return { ...field, fields: mapFields(field.fields, inUrduOnly) } as never;
  if (field.kind === 'array') return { ...field, element: inUrduOnly(field.element) } as never;
  if (field.kind === 'conditional') return { ...field, values: mapFields(field.values, inUrduOnly) } as never;
  return schema;
}

const mapFields = (schema: Record<string, ComponentSchema>, map: (field: ComponentSchema) => ComponentSchema) =>
  Object.fromEntries(Object.entries(schema).map(([key, field]) => [key, map(field)]));

export const httpsUrl = (label: string, options: Described = {}) => shaped(label, HTTPS, options);
export const internalHref = (label: string, options: Described = {}) => shaped(label, INTERNAL_HREF, options);
export const phone = (label = 'Phone', options: Described = {}) => shaped(label, PHONE, options);
export const whatsapp = (label = 'WhatsApp number', options: Described = {}) => shaped(label, WHATSAPP, options);
export const email = (label = 'Email', options: Described = {}) => shaped(label, EMAIL, options);
export const time = (label: string, options: Described = {}) => shaped(label, TIME, options);
export const postalCode = (label = 'Postal code') => shaped(label, POSTAL_CODE);
export const distance = (label = 'Distance') => shaped(label, DISTANCE);

type Options = readonly { value: string; label: string }[];
type Preview = { value?: unknown; discriminant?: unknown; fields?: { [key: string]: Preview }; schema?: { options?: Options; discriminant?: { options?: Options } } };

/** What a list shows for an item: its first text (a name, a title, a label; a choice by its words), or for a kind of item, what it is. */
function firstText(item: Preview): string {
  const option = item.schema?.options?.find((candidate) => candidate.value === item.value);
  if (option) return option.label;
  if (typeof item.value === 'string' && item.value) return item.value.slice(0, 80);
  if (typeof item.discriminant === 'string') {
    const kind = item.schema?.discriminant?.options?.find((candidate) => candidate.value === item.discriminant)?.label;
    return (item.value ? firstText(item.value as Preview) : '') || `(${kind ?? item.discriminant})`;
  }
  for (const field of Object.values(item.fields ?? {})) {
    const text = firstText(field);
    if (text) return text;
  }
  return '';
}

/** A list of at least `min` (and at most `max`) items, each shown by its first text. */
export function list<S extends ComponentSchema>(label: string, item: S, options: Described & { min?: number; max?: number } = {}) {
  const { min = 1, max, description } = options;
  const itemLabel = (props: Preview) => firstText(props) || 'New item';
  return fields.array(item, { label, description, itemLabel: itemLabel as never, validation: { length: { min, max } } });
}

/** Paragraphs of prose, at least one; each may be a `template`'s text instead of a plain sentence. */
export function paragraphs(label: string, options: Described & { paragraph?: Text } = {}) {
  const { paragraph = sentence('Paragraph'), ...rest } = options;
  return list(label, paragraph, rest);
}

/** A list of short lines (highlights, cuisines…), at least `min`. */
export function lines(label: string, itemLabel: string, options: Described & { min?: number } = {}) {
  return list(label, line(itemLabel), options);
}

/** Lines of copy whose labels are all they need: `words({ send: 'Send button' })`. */
export function words<const W extends Record<string, string>>(labels: W) {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, line(label)])) as { [K in keyof W]: ReturnType<typeof line> };
}

/**
 * A field of the editor's own, empty (null) until filled: `kind` is the type its
 * value must be, `problem` says what is wrong with a value (null when nothing
 * is), and `Input` draws it, with those words under it.
 */
function ownField<V extends string | number, Valid extends V | null>(
  label: string,
  kind: 'number' | 'string',
  problem: (value: V | null) => string | null,
  Input: (props: FormFieldInputProps<V | null>) => ReactElement,
) {
  const field: BasicFormField<V | null, Valid> = {
    kind: 'form',
    label,
    Input,
    defaultValue: () => null,
    parse(value) {
      if (value === undefined || value === null) return null;
      if (typeof value !== kind) throw new Error(`must be a ${kind === 'number' ? 'number' : 'text'}`);
      return value as V;
    },
    serialize: (value) => ({ value: value ?? undefined }),
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return value as Valid;
    },
    reader: { parse: (value) => field.validate(field.parse(value)) },
  };
  return field;
}

type NumberOptions = Described & { min?: number; max?: number; step?: number; grouping?: boolean; defaultValue?: number };

function numberField<Required extends boolean>(label: string, required: Required, options: NumberOptions) {
  const { min, max, step, grouping = true, description, defaultValue = null } = options;
  const whole = !step || step >= 1;
  const problem = (value: number | null) => {
    if (value === null) return required ? `${label} is required` : null;
    if (whole && !Number.isInteger(value)) return 'must be a whole number';
    if (min !== undefined && value < min) return `must be at least ${min}`;
    if (max !== undefined && value > max) return `must be at most ${max}`;
    return null;
  };
  const field = ownField<number, Required extends true ? number : number | null>(label, 'number', problem, (props) =>
    createElement(NumberInput, { ...props, label, description, grouping, step, problem, isRequired: required }),
  );
  return Object.assign(field, { defaultValue: () => defaultValue });
}

/** A number the editor must give. */
export const number = (label: string, options: NumberOptions = {}) => numberField(label, true, options);
/** A number the editor may leave empty, and empty again later. */
export const optionalNumber = (label: string, options: NumberOptions = {}) => numberField(label, false, options);
/** A year, written as a year ("2013", not "2,013"). */
export const year = (label = 'Year', options: Described = {}) => number(label, { ...options, min: 1900, max: 2100, grouping: false });
/** A whole number above zero. */
export const count = (label: string, options: Described = {}) => number(label, { ...options, min: 1 });
/** A share of a price, in whole percent; a new entry starts at `start`. */
export const percent = (label: string, options: Described & { start?: number; max?: number } = {}) =>
  number(label, { description: options.description, min: 0, max: options.max ?? 100, defaultValue: options.start ?? 0 });
/** A day, as 2026-11-01 in the file; the page writes it out. */
export const date = (label: string, options: Described = {}) => fields.date({ label, ...options, validation: { isRequired: true } });

/** What a guest rating is out of. */
export const RATING_MAX = 5;
/** Out of 5, to one decimal. */
export const rating = (label = 'Guest rating (out of 5)', options: Described = {}) => number(label, { ...options, min: 1, max: RATING_MAX, step: 0.1 });
/** Where a record sits in its lists; lower comes first. */
export const position = () => number('Position in lists (lower comes first)', { min: 0 });

/** A select whose options are the values themselves (statuses, types), each shown by its label. */
export function choice<const V extends string>(label: string, values: readonly [V, ...V[]], options: Described & { labels?: Partial<Record<V, string>> } = {}) {
  const { labels = {}, ...rest } = options;
  return fields.select({
    label,
    ...rest,
    options: values.map((value) => ({ label: (labels as Record<string, string>)[value] ?? value, value })),
    defaultValue: values[0],
  });
}

/**
 * A record of another collection, chosen by its name; the file holds its slug. That the
 * record exists is checked with the other rules across records (lib/content/checks.ts).
 */
export function reference(label: string, collection: string, options: Described = {}) {
  const problem = (value: string | null) => (value ? null : `${label} is required`);
  const field = ownField<string, string>(label, 'string', problem, (props) =>
    createElement(ReferenceInput, { ...props, label, description: options.description, collection, problem, isRequired: true }),
  );
  return Object.assign(field, { collection });
}

/** A page's choice of the team (content/teams/) that answers the contact form it opens. */
export function teamField(description = 'The contact form opens with this team chosen; the visitor can pick another') {
  return reference('Team that answers', 'teams', { description });
}

/** The icons components/hotels/icons.tsx draws; content picks one by name. */
export const ICONS = [
  'bed', 'wifi', 'parking', 'pool', 'fitness', 'breakfast', 'restaurant', 'meeting', 'pet', 'accessible',
  'star', 'map', 'clock', 'phone', 'users', 'kitchen', 'laundry', 'tree', 'shield', 'car', 'coffee',
  'building', 'calendar', 'music', 'sparkle', 'key',
] as const;

type Text = ReturnType<typeof line>;

export type IconName = (typeof ICONS)[number];
export const icon = () => choice('Icon', ICONS);

/** An icon, a short label and a sentence each: features, amenities, services. The two texts may be `template`s. */
export function features(label: string, options: Described & { labelField?: Text; descriptionField?: Text } = {}) {
  const item = fields.object({ icon: icon(), label: options.labelField ?? line('Label'), description: options.descriptionField ?? sentence('Description') });
  return list(label, item, options);
}

/**
 * A picture and its alt text. Uploads go to public/images/<folder>/ (inside a
 * collection, public/images/<folder>/<slug>/), which is where the site serves them from.
 */
export function image(label: string, folder: string, options: Described = {}) {
  return group(label, {
    src: fields.image({
      label,
      ...options,
      directory: `public/images/${folder}`,
      publicPath: `/images/${folder}/`,
      validation: { isRequired: true },
    }),
    alt: text('Alt text: what the picture shows, for visitors who cannot see it', { min: MIN_ALT }),
  });
}

/** An optional document (a PDF or a picture of it), kept under public/documents/<folder>/ and linked from the page. */
export function document(label: string, folder: string, options: Described = {}) {
  return fields.file({ label, ...options, directory: `public/documents/${folder}`, publicPath: `/documents/${folder}/` });
}

/** The name of a record, and its file name, which is also its address. */
export function nameAndSlug(label = 'Name', options: Described = {}) {
  return fields.slug({
    name: { label, ...options, validation: { isRequired: true, length: { min: 1 } } },
    slug: { label: 'File name and web address', description: 'Lowercase words joined by hyphens', validation: { pattern: SLUG } },
  });
}

/** A small line above a heading, and the heading, with more fields after them. */
export function heading<F extends Record<string, ComponentSchema>>(label: string, more: F) {
  return group(label, { eyebrow: line('Line above the heading'), title: line('Heading'), ...more });
}

/** A photo gallery's section: its heading, and what screen readers hear of the carousel (components/hotels/gallery.tsx). */
export function gallerySection() {
  return heading('Gallery section', {
    region: template('Name of the gallery, read by screen readers', ['name'], { description: 'The name is the page\'s', required: true }),
    carousel: line('What the gallery is, read by screen readers', { description: 'e.g. carousel' }),
    ...words({ previous: 'Previous-photo button, read by screen readers', next: 'Next-photo button, read by screen readers' }),
    slideKind: line('What each photo is, read by screen readers', { description: 'e.g. slide' }),
    slide: template('Each photo\'s position, read by screen readers', ['index', 'count'], { description: '"Photo 2 of 5"', required: true }),
  });
}

/** A group of fields the editor fills in (checkbox ticked) or leaves out entirely. */
export function optional<F extends ComponentSchema>(label: string, field: F, description?: string) {
  return fields.conditional(fields.checkbox({ label, description }), { true: field, false: fields.empty() });
}

/** The dark section that ends a portfolio page (components/ui/closing-section.tsx); `before` comes above its heading. */
export function closingSection<F extends Record<string, ComponentSchema>>(before: F) {
  return group('Closing section', {
    ...before,
    title: line('Heading'),
    text: sentence('Text'),
    aboutButton: line('Button to the About page'),
    contactButton: line('Button to the contact form'),
    team: teamField('The contact button opens the form with this team chosen'),
  });
}

type TemplateOptions = Described & {
  /** Each token must appear. */
  required?: boolean;
  /** A sentence or more rather than a line. */
  multiline?: boolean;
  /** What the text must not type itself, with what to write instead. */
  refuse?: Rule;
  /** The editor may leave it empty. */
  optional?: boolean;
};

/**
 * Copy in which `{token}`s stand for the record's figures, filled in by the
 * page: only these tokens may appear, with `required` each of them must, and
 * with `refuse` the figure itself may not be typed where its token belongs.
 */
export function templatePattern(tokens: readonly string[], { required = false, refuse, optional = false }: TemplateOptions = {}): Rule {
  const token = tokens.length ? `|\\{(?:${tokens.join('|')})\\}` : '';
  const each = required ? tokens.map((t) => `(?=[\\s\\S]*\\{${t}\\})`).join('') : '';
  const never = refuse ? `(?![\\s\\S]*(?:${refuse.regex.source}))` : '';
  const list = tokens.map((t) => `{${t}}`).join(', ');
  const braces = tokens.length ? `no {…} other than ${list}` : 'no { or }';
  const message = refuse
    ? `${refuse.message} (and ${braces})`
    : required
      ? `must contain ${list.replace(/, ([^,]*)$/, ' and $1')}, and ${braces}`
      : tokens.length
        ? `may use ${list} (filled in from the record) and ${braces}`
        : `must contain ${braces}`;
  return {
    regex: new RegExp(`^${each}${never}(?:[^{}]${token})${optional ? '*' : '+'}$`, refuse?.regex.flags.includes('i') ? 'i' : ''),
    message,
  };
}

/** Copy with `{token}`s the page fills in from the record (see templatePattern). */
export function template(label: string, tokens: readonly string[], options: TemplateOptions = {}) {
  const uses = tokens.length ? `Write ${tokens.map((t) => `{${t}}`).join(', ')} where it belongs; the page fills it in from the record` : '';
  const { description, multiline = false, optional } = options;
  return text(label, {
    description: [description, uses].filter(Boolean).join('. '),
    multiline,
    min: multiline ? MIN_SENTENCE : 1,
    optional,
    rule: templatePattern(tokens, options),
  });
}
