import type { SitePolicy } from '../lib/security/policy';

export const NOT_FOUND_PROBE: string;
export function builtPolicyFile(distDir?: string): string;
export function servedPaths(dir: string): string[];
export function sitemapPaths(xml: string): string[];
export function pagePaths(xml: string): string[];
export function headFiles(html: string): string[];
type Fetch = (input: URL, init?: RequestInit) => Promise<Response>;
export function collectPolicy(options: { origin: string; supabaseUrl?: string | null; publicDir?: string; fetchImpl?: Fetch }): Promise<SitePolicy>;
export function policyProblems(options: { origin: string; policy: SitePolicy; fetchImpl?: Fetch }): Promise<string[]>;
