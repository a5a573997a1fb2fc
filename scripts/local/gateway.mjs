// @ts-check
/**
 * The local stand-in for Supabase's api gateway, in front of the functions:
 * `/functions/v1/<name>` checks the api key the way `verify_jwt = true` does
 * (an HS256 JWT signed with the project's secret, role anon or service_role,
 * not expired; Authorization: Bearer first, else the apikey header), lets CORS
 * preflights through unauthenticated, and proxies to the function; a function
 * it cannot reach, or that dies before it answers, is a 503 with Retry-After. A function
 * deployed with `verify_jwt = false` is reached with any key or none, as on
 * Supabase: the function answers for itself.
 */
import http from 'node:http';
import { verifyJwt } from './jwt.mjs';

const ROLES = new Set(['anon', 'service_role']);

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | string[] | null}
 */
function token(req) {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? req.headers.apikey ?? null;
}

/** How long a client is asked to wait while a function is down: about what npm start takes to start it again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {import('node:http').IncomingMessage} req
 * @param {string[]} allowedOrigins
 * @param {Record<string, string>} [extra]
 */
function send(res, status, body, req, allowedOrigins, extra = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json', vary: 'Origin', ...extra };
  const origin = req.headers.origin;
  if (origin && allowedOrigins.includes(origin)) headers['access-control-allow-origin'] = origin;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

/**
 * @param {{ functions: Record<string, { url: string, verifyJwt: boolean }>, jwtSecret: string, allowedOrigins?: string[] }} options
 *   functions maps a function name to the base url it listens on and its `verify_jwt`
 *   (supabase/config.toml, read by functionVerifiesJwt in config.mjs).
 */
export function createGateway({ functions, jwtSecret, allowedOrigins = [] }) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const name = match?.[1];
    const fn = name && Object.hasOwn(functions, name) ? functions[name] : null;
    if (!fn) return send(res, 404, { error: 'not_found' }, req, allowedOrigins);

    if (fn.verifyJwt && req.method !== 'OPTIONS') {
      const key = token(req);
      const claims = key ? verifyJwt(key, jwtSecret) : null;
      if (!claims || !ROLES.has(String(claims.role))) {
        req.resume();
        return send(res, 401, { msg: key ? 'Invalid JWT' : 'Missing authorization header' }, req, allowedOrigins);
      }
    }

    const upstream = new URL(`/${name}${match?.[2] ?? ''}${url.search}`, fn.url);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const proxied = http.request(
      upstream,
      { method: req.method, headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The function is down (npm start is starting it again) or died mid-request: 503 and when to try again.
    proxied.on('error', () => {
      if (!res.headersSent)
        send(res, 503, { error: 'function_unavailable' }, req, allowedOrigins, {
          'retry-after': String(RETRY_AFTER_SECONDS),
          'access-control-expose-headers': 'Retry-After',
        });
      else res.destroy();
    });
    req.pipe(proxied);
  });
}
