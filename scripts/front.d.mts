import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

export const ALLOWED_METHODS: string[];
type Answer = { status: number; headers: Record<string, string>; body: string };
export function bareHeaders(): Record<string, string>;
export function refusal(status: import("../lib/security/requests.mjs").RefusalStatus): Answer;
export function repeatedSlashTarget(target: string): string | null;
export function decodablePath(target: string): boolean;
export function frontAnswer(method: string, target: string): Answer | null;
export function startFront(options: { server: string; hostname: string; port: number }): Promise<{ server: Server; next: ChildProcess; close: () => void }>;
