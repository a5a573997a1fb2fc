/** The fields of the closing section (./closing-section.tsx) in a page's record; `before` comes above its heading. */
import { fields, type ComponentSchema } from '@keystatic/core';
import { filled, reference, sentence, type TextField } from '@/lib/keystatic/fields';

export function closingSectionFields<T extends ComponentSchema, F extends Record<string, ComponentSchema>>(
  text: TextField<T>,
  before: F,
) {
  return fields.object(
    {
      ...before,
      title: text({ label: 'Heading', validation: filled() }),
      text: text({ label: 'Text', multiline: true, validation: sentence() }),
      aboutButton: text({ label: 'Button to the About page', validation: filled() }),
      contactButton: text({ label: 'Button to the contact form', validation: filled() }),
      team: reference({
        label: 'Team that answers',
        collection: 'teams',
        description: 'The contact button opens the form with this team chosen',
      }),
    },
    { label: 'Closing section' },
  );
}
