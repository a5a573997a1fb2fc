import type { Server } from 'node:http';

export function isPortFree(port: number, host: string): Promise<boolean>;
export function waitForPort(port: number, host: string, options?: { timeoutMs?: number; gaveUp?: () => boolean }): Promise<void>;
export function listen<T extends Server>(server: T, port: number, host: string): Promise<T>;
export function freePort(host: string): Promise<number>;
