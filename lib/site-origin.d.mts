export const LOCAL_ORIGIN: string;

export interface SiteOrigin {
  /** Scheme, host and port, with no trailing slash: `https://www.example.com`. */
  origin: string;
  /** The variable it was read from, for the build's log. */
  from: string;
}

export function siteOrigin(env: Readonly<Record<string, string | undefined>>, options?: { development?: boolean }): SiteOrigin;
