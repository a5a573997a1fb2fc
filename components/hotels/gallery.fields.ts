/** The fields of a gallery's section (./gallery.tsx) in a page's copy: its heading, and what screen readers hear of the carousel. */
import type { ComponentSchema } from '@keystatic/core';
import { copy, filled, heading, type TextField } from '@/lib/keystatic/fields';

export function galleryFields<T extends ComponentSchema>(text: TextField<T>) {
  return heading(
    {
      region: text({
        label: 'Name of the gallery, read by screen readers',
        description: "The name is the page's",
        validation: copy({ tokens: ['name'], required: true }),
      }),
      carousel: text({
        label: 'What the gallery is, read by screen readers',
        description: 'e.g. carousel',
        validation: filled(),
      }),
      previous: text({ label: 'Previous-picture button, read by screen readers', validation: filled() }),
      next: text({ label: 'Next-picture button, read by screen readers', validation: filled() }),
      slideKind: text({
        label: 'What each picture is, read by screen readers',
        description: 'e.g. slide',
        validation: filled(),
      }),
      slide: text({
        label: "Each picture's position, read by screen readers",
        description: '"Picture 2 of 5"',
        validation: copy({ tokens: ['index', 'count'], required: true }),
      }),
    },
    { label: 'Gallery section', text: text },
  );
}
