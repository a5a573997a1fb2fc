#!/usr/bin/env node
// @ts-check
/**
 * The site on a Node host of its own (the container, see Dockerfile, and
 * `npm start`): Next's standalone server (`.next/standalone/server.js`, as
 * `npm run build` leaves it), behind the rules a host or CDN in front of a
 * Next app applies and Next's own server lacks. Every answer made here
 * carries the security headers and a policy that allows nothing:
 *
 * - A method the site does not serve is answered 405 with `Allow: GET,
 *   HEAD`: every page and file is pre-rendered or static, and Next's server
 *   answers the others inconsistently (500 for TRACE, which its proxy
 *   adapter cannot represent, and for OPTIONS on a file; none at all for
 *   CONNECT; a bare 400 for a method Node's parser does not know).
 * - A path whose percent-encoding does not decode (`/%zz`, `/about%`) is
 *   answered 400 (Next answers a bare 500); so is a target that is not a path
 *   (`*`, `http://host/x`, `host:443`: Next answered `*` with a bare 500 and
 *   redirected `http://evil.example/` to `http:/evil.example/`), and an
 *   HTTP/1.1 request without Host or with two; a target over 4096 characters
 *   is answered 414, an Expect other than 100-continue 417. What Node's parser
 *   refuses (a header section over 64 kB: 431) is answered on the socket.
 *   No request line gets a 5xx.
 * - A path with a doubled slash or a backslash (`//about`, `/\about`) is
 *   answered 308 to its cleaned form, as Next does, but with the headers:
 *   Next makes that redirect before its proxy or header rules run.
 *
 * Everything else goes to Next's server, on a loopback port of its own, as it
 * came. Streaming answers stream through.
 *
 *   node scripts/front.mjs [--hostname 0.0.0.0] [--port 3000] [--server .next/standalone/server.js]
 *   (HOSTNAME and PORT are read too, as Next's standalone server reads them)
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECURITY_HEADERS, STRICT_CSP } from '../lib/security/headers.mjs';
import { REFUSALS, refusalOf, refusedWith } from '../lib/security/requests.mjs';
import { freePort, waitForPort } from './local/ports.mjs';

/** @typedef {{ status: number; headers: Record<string, string>; body: string }} Answer */
/** @typedef {import('../lib/security/requests.mjs').RefusalStatus} RefusalStatus */

/** The site's security headers and the policy of an answer that is not a page, which allows nothing. */
export function bareHeaders() {
  return {
    ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    'Content-Security-Policy': STRICT_CSP,
  };
}

/**
 * A refusal: its status, headers (with `Allow` on a 405) and a one-line body.
 * @param {RefusalStatus} status
 * @returns {Answer & { status: RefusalStatus }}
 */
export function refusal(status) {
  const { body, headers } = refusalOf(status);
  return { status, headers: { ...bareHeaders(), ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, body };
}

/**
 * Where Next sends a request target whose path has a doubled slash or a
 * backslash: the same path with each run of them made one slash, query kept
 * (Next's normalizeRepeatedSlashes). Null for any other target. The result
 * always starts with a single slash, so it never names another host.
 * @param {string} target
 * @returns {string | null}
 */
export function repeatedSlashTarget(target) {
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!/\\|\/\//.test(pathname)) return null;
  return pathname.replace(/[\\/]+/g, '/') + (queryAt === -1 ? '' : target.slice(queryAt));
}

/**
 * How many times `name` (lower case) appears among a request's raw headers.
 * @param {string[]} rawHeaders
 * @param {string} name
 */
function headerCount(rawHeaders, name) {
  return rawHeaders.filter((value, at) => at % 2 === 0 && value.toLowerCase() === name).length;
}

/**
 * What the front answers itself for a request (`{ status, headers, body }`),
 * or null when it goes to Next. `rawHeaders` (Node's, name and value in turn),
 * when given: an HTTP/1.1 request needs exactly one Host (RFC 9112 §3.2).
 * @param {string} method
 * @param {string} target
 * @param {{ httpVersion?: string; rawHeaders?: string[] | null }} [request]
 * @returns {Answer | null}
 */
export function frontAnswer(method, target, { httpVersion = '1.1', rawHeaders = null } = {}) {
  if (
    rawHeaders &&
    (headerCount(rawHeaders, 'host') > 1 || (httpVersion === '1.1' && headerCount(rawHeaders, 'host') === 0))
  )
    return refusal(400);
  const refused = refusedWith(method, target);
  if (refused) return refusal(refused);
  const cleaned = repeatedSlashTarget(target);
  if (cleaned)
    return { status: 308, headers: { ...bareHeaders(), Location: cleaned, 'Content-Length': '0' }, body: '' };
  return null;
}

/** What Node's parser refuses before any request exists, and the status each is answered with (else 400). */
/** @type {Record<string, RefusalStatus>} */
const CLIENT_ERRORS = { HPE_INVALID_METHOD: 405, HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
/** The request's and Next's answer's header section, each at most (Node's default is 16 kB). */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * A whole HTTP/1.1 response as text, for sockets Node hands over before any request object exists.
 * @param {Answer & { status: RefusalStatus }} answer
 */
function rawAnswer({ status, headers, body }) {
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${REFUSALS[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Starts Next's standalone server (`server`, a path to its server.js) on a
 * loopback port and the front on `hostname`:`port`. Resolves to
 * `{ server, next, close }` once both listen.
 * @param {{ server: string; hostname: string; port: number }} options
 */
export async function startFront({ server, hostname, port }) {
  const nextPort = await freePort('127.0.0.1');
  const next = spawn(process.execPath, [path.basename(server)], {
    cwd: path.dirname(path.resolve(server)),
    env: { ...process.env, PORT: String(nextPort), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(nextPort, '127.0.0.1', { gaveUp: () => next.exitCode !== null || next.signalCode !== null });
  // A connection per request: one kept alive can be closed by Next's server (idle for 5 s) just as it is
  // reused, and the visitor would get a 502. On loopback a connection costs a fraction of a millisecond.
  const agent = new http.Agent({ keepAlive: false });
  /** @type {(request: http.IncomingMessage, response: http.ServerResponse, answer: Answer) => void} */
  const answerWith = (request, response, answer) => {
    request.resume();
    response.writeHead(answer.status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
  };
  // Node's own answers to a request without Host and to an Expect it does not know are bare: the
  // front makes them. A request line as long as MAX_HEADER_BYTES still reaches the handler (a 414).
  const front = http.createServer(
    { requireHostHeader: false, maxHeaderSize: MAX_HEADER_BYTES },
    (request, response) => {
      const answer = frontAnswer(request.method ?? '', request.url ?? '/', request);
      if (answer) return answerWith(request, response, answer);
      const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const upstream = http.request(
        // Next's redirect of a long path repeats it in Location and Refresh: past Node's 16 kB default.
        {
          host: '127.0.0.1',
          port: nextPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
          agent,
          maxHeaderSize: MAX_HEADER_BYTES,
        },
        (answered) => {
          response.writeHead(answered.statusCode ?? 502, answered.rawHeaders);
          answered.pipe(response);
        },
      );
      upstream.once('error', () => {
        if (!response.headersSent)
          response
            .writeHead(502, { ...bareHeaders(), 'Content-Type': 'text/plain; charset=utf-8' })
            .end('Bad Gateway\n');
        else response.destroy();
      });
      request.pipe(upstream);
    },
  );
  // CONNECT never reaches the request handler; nor does a method Node's parser does not know.
  front.on('connect', (_request, socket) => socket.end(rawAnswer(refusal(405))));
  front.on('checkExpectation', (request, response) => answerWith(request, response, refusal(417)));
  front.on('clientError', (error, socket) => {
    if (!socket.writable) return socket.destroy();
    socket.end(rawAnswer(refusal(CLIENT_ERRORS[/** @type {NodeJS.ErrnoException} */ (error).code ?? ''] ?? 400)));
  });
  await new Promise((resolve, reject) => front.once('error', reject).listen(port, hostname, () => resolve(undefined)));
  const close = () => {
    front.close();
    agent.destroy();
    next.kill('SIGTERM');
  };
  return { server: front, next, close };
}

async function main() {
  const { values } = parseArgs({
    options: {
      hostname: { type: 'string', default: process.env.HOSTNAME || '0.0.0.0' },
      port: { type: 'string', default: process.env.PORT || '3000' },
      server: { type: 'string', default: path.join(process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js') },
    },
  });
  const running = await startFront({ server: values.server, hostname: values.hostname, port: Number(values.port) });
  console.log(`▲ The site is on http://${values.hostname}:${values.port}`);
  // Next's server goes with the front, and the front with it.
  running.next.once('exit', (code) => process.exit(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      running.close();
      process.exit(0);
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
