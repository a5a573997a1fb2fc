export type RefusalStatus = 400 | 405 | 408 | 414 | 417 | 431;
export const ALLOWED_METHODS: readonly string[];
export const ALLOW: string;
export const MAX_TARGET_LENGTH: number;
export function decodablePath(target: string): boolean;
export function refusedWith(method: string, target: string): 400 | 405 | 414 | null;
export const REFUSALS: Readonly<Record<RefusalStatus, string>>;
export function refusalOf(status: RefusalStatus): { body: string; headers: Record<string, string> };
export const HOST_FILES: readonly string[];
