/**
 * Form fields for the editor (Keystatic), built on the same rules as the
 * build's zod schemas (lib/content/rules.ts), so a value the build would
 * refuse is refused in the form, before it is saved.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  HTTPS_MESSAGE,
  HTTPS_PATTERN,
  ICON_NAMES,
  INTERNAL_HREF_MESSAGE,
  INTERNAL_HREF_PATTERN,
  MIN_ALT,
  MIN_SENTENCE,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  RATING,
  SLUG_MESSAGE,
  SLUG_PATTERN,
  WHATSAPP_MESSAGE,
  WHATSAPP_PATTERN,
  YEAR,
  templateMessage,
  templatePattern,
} from '@/lib/content/rules';

type Described = { description?: string };

/** A required single line: a heading, a label, a name. */
export function line(label: string, options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, length: { min: 1 } } });
}

/** A sentence or more. */
export function sentence(label: string, options: Described = {}) {
  return fields.text({ label, ...options, multiline: true, validation: { isRequired: true, length: { min: MIN_SENTENCE } } });
}

/** Paragraphs of prose, at least one. */
export function paragraphs(label: string, options: Described = {}) {
  return fields.array(sentence('Paragraph'), {
    label,
    ...options,
    itemLabel: (props) => props.value.slice(0, 80) || 'New paragraph',
    validation: { length: { min: 1 } },
  });
}

/** A list of short lines (highlights, cuisines…), at least one. */
export function lines(label: string, itemLabel: string, options: Described & { min?: number } = {}) {
  const { min = 1, ...rest } = options;
  return fields.array(line(itemLabel), {
    label,
    ...rest,
    itemLabel: (props) => props.value || `New ${itemLabel.toLowerCase()}`,
    validation: { length: { min } },
  });
}

export function year(label = 'Year', options: Described = {}) {
  return fields.integer({ label, ...options, validation: { isRequired: true, min: YEAR.min, max: YEAR.max } });
}

/** A whole number above zero; optional ones may be left empty. */
export function count(label: string, options: Described & { optional?: boolean } = {}) {
  const { optional, ...rest } = options;
  return fields.integer({ label, ...rest, validation: { isRequired: !optional, min: 1 } });
}

export function rating(label = 'Rating (out of 5)', options: Described & { optional?: boolean } = {}) {
  const { optional, ...rest } = options;
  return fields.number({ label, ...rest, step: 0.1, validation: { isRequired: !optional, min: RATING.min, max: RATING.max } });
}

export function httpsUrl(label: string, options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, pattern: { regex: HTTPS_PATTERN, message: HTTPS_MESSAGE } } });
}

export function internalHref(label: string, options: Described = {}) {
  return fields.text({
    label,
    ...options,
    validation: { isRequired: true, pattern: { regex: INTERNAL_HREF_PATTERN, message: INTERNAL_HREF_MESSAGE } },
  });
}

export function phone(label = 'Phone', options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, pattern: { regex: PHONE_PATTERN, message: PHONE_MESSAGE } } });
}

export function whatsapp(label = 'WhatsApp number', options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, pattern: { regex: WHATSAPP_PATTERN, message: WHATSAPP_MESSAGE } } });
}

export function email(label = 'Email', options: Described = {}) {
  return fields.text({ label, ...options, validation: { isRequired: true, pattern: { regex: EMAIL_PATTERN, message: EMAIL_MESSAGE } } });
}

/** A select whose options are the values themselves (statuses, types). */
export function choice<const V extends string>(label: string, values: readonly [V, ...V[]], options: Described & { labels?: Partial<Record<V, string>> } = {}) {
  const { labels = {}, ...rest } = options;
  return fields.select({
    label,
    ...rest,
    options: values.map((value) => ({ label: (labels as Record<string, string>)[value] ?? value, value })),
    defaultValue: values[0],
  });
}

export function icon(label = 'Icon') {
  return choice(label, ICON_NAMES);
}

/** An icon, a short label and a sentence: features, amenities, services. */
export function feature(label: string) {
  return fields.object({ icon: icon(), label: line('Label'), description: sentence('Description') }, { label });
}

export function features(label: string, options: Described = {}) {
  return fields.array(feature('Item'), {
    label,
    ...options,
    itemLabel: (props) => props.fields.label.value || 'New item',
    validation: { length: { min: 1 } },
  });
}

/**
 * A picture and its alt text. Uploads go to public/images/<folder>/ (inside a
 * collection, public/images/<folder>/<slug>/), which is where the site serves them from.
 */
export function image(label: string, folder: string, options: Described = {}) {
  return fields.object(
    {
      src: fields.image({
        label,
        ...options,
        directory: `public/images/${folder}`,
        publicPath: `/images/${folder}/`,
        validation: { isRequired: true },
      }),
      alt: fields.text({
        label: 'Alt text: what the picture shows, for visitors who cannot see it',
        validation: { isRequired: true, length: { min: MIN_ALT } },
      }),
    },
    { label },
  );
}

/** The name of a record and the slug that becomes its file name and address. */
export function nameAndSlug(label = 'Name', options: Described = {}) {
  return fields.slug({
    name: { label, ...options, validation: { isRequired: true, length: { min: 1 } } },
    slug: { label: 'Slug (file name and address)', validation: { pattern: { regex: SLUG_PATTERN, message: SLUG_MESSAGE } } },
  });
}

/** A page's choice of the team (content/teams/) that answers the contact form it opens. */
export function teamField(description = 'The contact form opens with this team chosen; the visitor can pick another') {
  return fields.relationship({ label: 'Team that answers', collection: 'teams', description, validation: { isRequired: true } });
}

/** The dark section that ends a portfolio page (lib/content/fields.ts closingSchema); `before` adds fields above its heading. */
export function closingSection(before: Record<string, ComponentSchema> = {}) {
  return fields.object(
    {
      ...before,
      title: line('Heading'),
      text: sentence('Text'),
      aboutButton: line('Button to the About page'),
      contactButton: line('Button to the contact form'),
      team: teamField('The contact button opens the form with this team chosen'),
    },
    { label: 'Closing section' },
  );
}

/** Where a record sits in its lists; lower comes first. */
export function position() {
  return fields.integer({ label: 'Position in lists (lower comes first)', validation: { isRequired: true, min: 0 } });
}

/** One field the editor fills in (checkbox ticked) or leaves out; zod's optionalGroup reads it. */
export function optionalField(label: string, field: ComponentSchema, description?: string) {
  return fields.conditional(fields.checkbox({ label, description }), { true: field, false: fields.empty() });
}

/** A group of fields the editor fills in (checkbox ticked) or leaves out entirely; zod's optionalGroup reads it. */
export function optionalGroup(label: string, schema: Record<string, ComponentSchema>, description?: string) {
  return optionalField(label, fields.object(schema), description);
}

/**
 * Copy in which `{token}`s stand for the record's figures (lib/content/fields.ts templateSchema):
 * a line, or with `multiline` a sentence or more (templateTextSchema). With `required`, each token
 * must appear, as the build demands.
 */
export function template(
  label: string,
  tokens: readonly string[],
  description?: string,
  options: { required?: boolean; multiline?: boolean } = {},
) {
  const uses = `Write ${tokens.map((t) => `{${t}}`).join(', ')} where the figure goes; the page fills it in`;
  return fields.text({
    label,
    description: description ? `${description}. ${uses}` : uses,
    multiline: options.multiline ?? false,
    validation: {
      isRequired: true,
      length: { min: options.multiline ? MIN_SENTENCE : 1 },
      pattern: { regex: templatePattern(tokens, options), message: templateMessage(tokens, options) },
    },
  });
}
