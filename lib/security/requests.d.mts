export const ALLOWED_METHODS: readonly string[];
export const ALLOW: string;
export function decodablePath(target: string): boolean;
export function refusedWith(method: string, target: string): 400 | 405 | null;
export const REFUSALS: { readonly 400: string; readonly 405: string };
export function refusalOf(status: 400 | 405): { body: string; headers: Record<string, string> };
