import type { Server } from 'node:http';

export function createGateway(options: { functions: Record<string, string>; jwtSecret: string; allowedOrigins?: string[] }): Server;
