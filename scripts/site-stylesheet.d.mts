export const SITE_STYLESHEET_MODULE: string;
export function compileStylesheet(root: string): Promise<string>;
export function stylesheetModule(css: string): string;
