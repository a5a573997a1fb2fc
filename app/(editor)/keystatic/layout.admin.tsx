import { KeystaticAdmin } from './keystatic.admin';

/**
 * Keystatic draws a record's actions (reset, delete, copy, paste, duplicate,
 * preview) as icons whose words only screen readers get; the editor reads
 * them beside each icon. Those that do not fit go into its "more" menu, with words.
 */
const ACTION_WORDS = `
  header [role="toolbar"] button { flex-direction: column; gap: 0; height: auto; padding-block: 2px; }
  header [role="toolbar"] [class~="kui:ActionButton-text"] { display: block; font-size: 0.6875rem; line-height: 1.2; padding: 0; }
`;

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
