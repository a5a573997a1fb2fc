/**
 * The site on this machine: Next's production server (as `next start` runs
 * it), with the two rules a host or CDN in front of a Next app applies and
 * `next start` lacks, both answered with the security headers every other
 * response carries:
 *
 * - A method the site does not serve — TRACE and TRACK, which Next's proxy
 *   adapter cannot even represent and answers 500; CONNECT, which it never
 *   answers; and anything Node's parser does not know — is answered 405.
 * - A path with a doubled slash or a backslash (`//about`, `/\about`) is
 *   answered 308 to its cleaned form, as Next does, but here: Next makes that
 *   redirect before the proxy or its header rules run, so its answer carries
 *   no header at all.
 *
 *   node scripts/local/next-server.mjs --hostname 127.0.0.1 --port 3000
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { SECURITY_HEADERS, STRICT_CSP } from '../../lib/security/headers.mjs';

export const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/** The site's security headers and the policy of an answer that is not a page, which allows nothing. */
function bareHeaders() {
  return { ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])), 'Content-Security-Policy': STRICT_CSP };
}

/** The headers of a 405: the security headers and what is allowed. */
export function refusalHeaders() {
  return { ...bareHeaders(), 'Content-Type': 'text/plain; charset=utf-8', Allow: ALLOW };
}

/**
 * Where Next sends a request target whose path has a doubled slash or a
 * backslash: the same path with each run of them made one slash, query kept
 * (Next's normalizeRepeatedSlashes). Null for any other target. The result
 * always starts with a single slash, so it never names another host.
 */
export function repeatedSlashTarget(target) {
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!/\\|\/\//.test(pathname)) return null;
  return pathname.replace(/[\\/]+/g, '/') + (queryAt === -1 ? '' : target.slice(queryAt));
}

const BODY = 'Method Not Allowed\n';

/** A whole HTTP/1.1 response as text, for sockets Node hands over before any request object exists. */
function rawRefusal(status) {
  const reason = status === 405 ? 'Method Not Allowed' : 'Bad Request';
  const body = `${reason}\n`;
  const headers = { ...refusalHeaders(), 'Content-Length': Buffer.byteLength(body), Connection: 'close' };
  return `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}

export async function startNextServer({ dir, hostname, port }) {
  // As `next start` does, before Next (and React) load.
  process.env.NODE_ENV = 'production';
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) => {
    if (REFUSED_METHODS.has(request.method ?? '')) {
      response.writeHead(405, { ...refusalHeaders(), 'Content-Length': Buffer.byteLength(BODY) });
      response.end(BODY);
      return;
    }
    const cleaned = repeatedSlashTarget(request.url ?? '/');
    if (cleaned) {
      // The next hop (the proxy) drops a trailing slash and capitals.
      response.writeHead(308, { ...bareHeaders(), Location: cleaned, 'Content-Length': 0 });
      response.end();
      return;
    }
    handle(request, response);
  });
  // CONNECT never reaches the request handler.
  server.on('connect', (_request, socket) => socket.end(rawRefusal(405)));
  // A method Node's parser does not know (or any other unparsable request).
  server.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    socket.end(rawRefusal(error.code === 'HPE_INVALID_METHOD' ? 405 : 400));
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { hostname: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: '3000' } } });
  const port = Number(values.port);
  startNextServer({ dir: process.cwd(), hostname: values.hostname, port }).then(
    () => console.log(`▲ Next.js ready on http://${values.hostname}:${port}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
