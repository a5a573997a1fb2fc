export const ADAPTERS: Record<string, string[]>;
export function adapterInstall(host: string): string[];
