/**
 * What a production build's browser scripts get as `#generated/site-stylesheet`
 * (package.json "imports", the "browser" condition): nothing, the page already
 * has it inline, so the scripts do not carry a second copy.
 */
const NO_STYLESHEET = '';
export default NO_STYLESHEET;
/** The print rules' file is linked by the server render (components/layout/stylesheet.tsx), never by a script. */
export const PRINT_STYLESHEET: string | null = null;
