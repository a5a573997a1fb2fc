import type { Server } from 'node:http';

export function createGateway(options: { functions: Record<string, { url: string; verifyJwt: boolean }>; jwtSecret: string; allowedOrigins?: string[] }): Server;
