/**
 * What a page reports, collected inside it, and the proxy that puts the
 * collector in a page for an engine whose driver cannot.
 *
 * The collector notes every CSP violation (the `securitypolicyviolation`
 * event) and, where asked, every `console.error`, uncaught error and
 * unhandled rejection, in sessionStorage, so one list spans every page a
 * journey opens in the tab. It must run before the page's own scripts: Firefox
 * and Chromium get it as a preload script from their driver; WebKitGTK's
 * WebDriver has no preload script (nor BiDi, nor a console log: MiniBrowser
 * under automation is an ephemeral session, which never writes its console
 * out), so WebKit reads the site through a proxy that adds
 * `<script src="/__engines/collector.js">` as the first child of `<head>`. A
 * same-origin script, which the site's policy (`script-src 'self' …`) allows:
 * the policy itself and every inline script pass through untouched.
 *
 * The same proxy breaks a page on purpose, to show each engine's checks
 * fail when they should: `csp` strips the script hashes from the page's
 * policy (its inline scripts are blocked), `error` adds a script that logs a
 * console error and throws.
 */
import http from 'node:http';
import { listen } from '../local/ports.mjs';

export const PROBLEMS_KEY = 'engines:problems';
const COLLECTOR_PATH = '/__engines/collector.js';
const BROKEN_PATH = '/__engines/broken.js';

/** Runs in the page, before its scripts: notes what it reports under PROBLEMS_KEY. */
export function collectProblems(key, withConsole) {
  const note = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || '[]');
      list.push(`${location.pathname}: ${text}`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // A page without storage (about:blank) has nothing of the site's to report.
    }
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    note(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
  if (!withConsole) return;
  const error = console.error;
  console.error = (...args) => {
    note(`console.error: ${args.map(String).join(' ')}`);
    return error.apply(console, args);
  };
  window.addEventListener('error', (event) => note(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${event.reason}`));
}

/** The collector as a script's source. */
export const collectorSource = (withConsole) =>
  `(${collectProblems})(${JSON.stringify(PROBLEMS_KEY)}, ${withConsole});`;

const BROKEN_SCRIPT = 'console.error("a deliberate console error"); throw new Error("a deliberate uncaught error");';

/**
 * A proxy on a free loopback port in front of `target` (the site's origin):
 * `collector` adds the collector to every page, `breaks` ('csp' or 'error')
 * breaks every page as above. Everything else passes as it came.
 */
export async function startProxy(target, { collector = false, breaks = null } = {}) {
  const server = http.createServer((request, response) => {
    if (request.url === COLLECTOR_PATH) return script(response, collectorSource(true));
    if (request.url === BROKEN_PATH) return script(response, BROKEN_SCRIPT);
    // Plain bytes back, so a page can be read and changed.
    const headers = { ...request.headers, 'accept-encoding': 'identity' };
    const upstream = http.request(new URL(request.url, target), { method: request.method, headers }, (answer) => {
      const isPage = /^text\/html/.test(answer.headers['content-type'] ?? '');
      if (!isPage) {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const page = changePage(Buffer.concat(chunks).toString('utf8'), answer.headers, { collector, breaks });
        response.writeHead(answer.statusCode, { ...page.headers, 'content-length': Buffer.byteLength(page.html) });
        response.end(page.html);
      });
    });
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  await listen(server, 0, '127.0.0.1');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function script(response, source) {
  response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  response.end(source);
}

function changePage(html, headers, { collector, breaks }) {
  const changed = { ...headers };
  delete changed['content-length'];
  delete changed['transfer-encoding'];
  let page = html;
  if (collector) page = page.replace(/<head[^>]*>/, (head) => `${head}<script src="${COLLECTOR_PATH}"></script>`);
  if (breaks === 'error') page = page.replace('</body>', `<script src="${BROKEN_PATH}"></script></body>`);
  if (breaks === 'csp' && changed['content-security-policy']) {
    changed['content-security-policy'] = String(changed['content-security-policy']).replace(/ 'sha256-[^']+'/g, '');
  }
  return { html: page, headers: changed };
}
