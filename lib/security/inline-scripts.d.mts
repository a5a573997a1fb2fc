export const POLICY_VERSION: 5;
export function inlineScriptHashes(html: string): string[];
export function formActionOrigins(html: string): string[];
