import { KeystaticAdmin } from './keystatic.admin';

/** The editor's admin; it exists only under `npm run edit` (see next.config.mjs). */
export default function KeystaticLayout() {
  return <KeystaticAdmin />;
}
