import ui from '@/content/ui.json';

/**
 * The interface words every page shares (skip link, new-tab notice, footer
 * headings…). Bundled as they are rather than read from disk, because shared
 * primitives such as ButtonLink also render inside client components; ui.test.ts
 * holds the file to its schema.
 */
export function getUi() {
  return ui;
}
