export const POLICY_VERSION: 4;
export function inlineScriptHashes(html: string): string[];
