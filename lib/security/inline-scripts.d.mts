export type CollectedManifest = {
  version: 2;
  supabaseUrl: string | null;
  routes: Record<string, string[]>;
  notFound: string[];
  pages: Record<string, string>;
};
export function inlineScriptHashes(html: string): string[];
export function routeOf(relativeFile: string): string;
export function collectManifest(distDir: string, supabaseUrl?: string | null, servedPages?: readonly string[]): CollectedManifest;
