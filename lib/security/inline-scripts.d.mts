export const MANIFEST_VERSION: 3;
export type CollectedManifest = {
  version: typeof MANIFEST_VERSION;
  supabaseUrl: string | null;
  routes: Record<string, string[]>;
  notFound: string[];
  pages: Record<string, string>;
  files: string[];
};
export function inlineScriptHashes(html: string): string[];
export function routeOf(relativeFile: string): string;
export function collectManifest(distDir: string, supabaseUrl?: string | null, servedPages?: readonly string[], publicDir?: string): CollectedManifest;
