export const PROXY_SERVED_PAGES: readonly string[];
