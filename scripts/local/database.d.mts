export function startDatabase(options: { dir: string; host: string; port: number; root?: string }): Promise<{ applied: string[]; stop(): Promise<void> }>;
