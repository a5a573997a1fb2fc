export const SECURITY_HEADERS: readonly { key: string; value: string }[];
