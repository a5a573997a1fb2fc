import type { Server } from 'node:http';

export function createMailbox(options: { dir: string; apiKey: string; fail?: boolean }): { server: Server; state: { fail: boolean } };
