import { KeystaticAdmin } from './keystatic.admin';

/**
 * Keystatic draws a record's actions (reset, delete, copy, paste, duplicate,
 * preview) as icons whose words only screen readers get; the editor reads
 * them beside each icon. Those that do not fit go into its "more" menu, with words.
 */
const ACTION_WORDS = 'header [role="toolbar"] [class~="kui:ActionButton-text"] { display: inline; font-size: 0.8125rem; padding-inline-start: 0.25rem; }';

/** The editor's admin; it exists only under `npm run edit` (see next.config.mjs). */
export default function KeystaticLayout() {
  return (
    <>
      <style href="keystatic-action-words" precedence="default">
        {ACTION_WORDS}
      </style>
      <KeystaticAdmin />
    </>
  );
}
