/** What a production build's browser scripts get for the stylesheet: nothing (the page already has it). */
const NO_STYLESHEET = '';
export default NO_STYLESHEET;
