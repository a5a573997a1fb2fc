export const SECURITY_HEADERS: readonly { key: string; value: string }[];
export const STRICT_CSP: string;
export const IMMUTABLE_CACHE: string;
