export type CollectedManifest = {
  version: 1;
  supabaseUrl: string | null;
  routes: Record<string, string[]>;
  notFound: string[];
};
export function inlineScriptHashes(html: string): string[];
export function routeOf(relativeFile: string): string;
export function collectManifest(distDir: string, supabaseUrl?: string | null): CollectedManifest;
