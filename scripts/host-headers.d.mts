export function hostHeaders(publicDir: string): string;
