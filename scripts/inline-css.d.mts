export function absoluteUrls(css: string, href: string): string;
export function embedBlockingFaces(css: string, readFile: (href: string) => string | Uint8Array): string;
export function inlineStylesheets(html: string, readFile: (href: string) => string | Uint8Array): { html: string; inlined: string[] };
export function inlineBuild(distDir: string): number;
