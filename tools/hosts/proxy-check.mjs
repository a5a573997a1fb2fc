// @ts-check
/**
 * What a host's packaged proxy answers, held to what the site needs: every
 * page of the sitemap gets a policy that allows its own inline scripts (and no
 * 'unsafe-inline'); an unknown hotel and an unknown Urdu path get the site's
 * own not-found pages with status 404; capitals, a trailing slash and the old
 * hotel addresses get a 308; files get the policy that allows nothing; every
 * answer the proxy makes itself carries the security headers. Plain ES module
 * on web standards, so Node (Vercel's function) and Deno (Netlify's edge
 * function) run the same checks.
 */
import { STRICT_CSP, SECURITY_HEADERS } from '../../lib/security/headers.mjs';
import { inlineScriptHashes } from '../../lib/security/inline-scripts.mjs';
import { ALLOW } from '../../lib/security/requests.mjs';

/** @param {string | null} csp */
const scriptSources = (csp) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/**
 * `answer(path, method = 'GET')` calls the packaged proxy and resolves to its Response;
 * `pageHtml(path)` is the pre-rendered page the host serves at a path; `paths`
 * the sitemap's; `file` a path of public/. Resolves to the problems found, one
 * sentence each.
 * @param {{ answer: (path: string, method?: string) => Promise<Response>; pageHtml: (path: string) => string; paths: string[]; file: string }} options
 * @returns {Promise<string[]>}
 */
export async function proxyProblems({ answer, pageHtml, paths, file }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {(label: string, response: Response, html: string) => void} */
  const covers = (label, response, html) => {
    const sources = scriptSources(response.headers.get('content-security-policy'));
    if (sources.includes("'unsafe-inline'")) problems.push(`${label}: its policy allows inline scripts`);
    const missing = inlineScriptHashes(html).filter((hash) => !sources.includes(`'${hash}'`));
    if (missing.length)
      problems.push(
        `${label}: ${missing.length} inline script(s) of its page not allowed by the policy the proxy gives it`,
      );
  };
  /** @type {(label: string, response: Response) => void} */
  const headed = (label, response) => {
    for (const { key, value } of SECURITY_HEADERS)
      if (response.headers.get(key) !== value) problems.push(`${label}: no ${key}`);
  };
  for (const path of paths) {
    const response = await answer(path);
    if (response.status >= 300) problems.push(`${path}: the proxy answered ${response.status}`);
    covers(path, response, pageHtml(path));
  }
  for (const [path, status, text] of /** @type {const} */ ([
    ['/hotels/no-such-hotel', 404, 'Hotel Not Found'],
    ['/ur/no-such-page', 404, 'lang="ur"'],
  ])) {
    const response = await answer(path);
    const body = await response.text();
    if (response.status !== status || !body.includes(text))
      problems.push(`${path}: answered ${response.status} without the site's own not-found page`);
    covers(path, response, body);
    headed(path, response);
  }
  const unknown = await answer('/no-such-page');
  covers('/no-such-page', unknown, pageHtml('/_not-found'));
  for (const [path, location] of /** @type {const} */ ([
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/lakeshore-inn-oshawa', '/hotels/oshawa'],
  ])) {
    const response = await answer(path);
    const to = response.headers.get('location');
    if (response.status !== 308 || !to || new URL(to, 'https://site.invalid').pathname !== location)
      problems.push(`${path}: answered ${response.status} ${to ?? ''}, not 308 to ${location}`);
    if (response.headers.get('content-security-policy') !== STRICT_CSP)
      problems.push(`${path}: the redirect's policy is not the one that allows nothing`);
    headed(path, response);
  }
  for (const path of ['/', '/about', file, '/no-such-page']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await answer(path, method);
      if (response.status !== 405 || response.headers.get('allow') !== ALLOW)
        problems.push(`${method} ${path}: answered ${response.status}, not 405 with Allow: ${ALLOW}`);
      if (response.headers.get('content-security-policy') !== STRICT_CSP)
        problems.push(`${method} ${path}: the refusal's policy is not the one that allows nothing`);
      headed(`${method} ${path}`, response);
    }
  }
  for (const path of ['/%zz', '/about%']) {
    const response = await answer(path);
    if (response.status !== 400) problems.push(`${path}: answered ${response.status}, not 400`);
    headed(path, response);
  }
  for (const path of ['/robots.txt', '/sitemap.xml', file]) {
    const response = await answer(path);
    if (response.headers.get('content-security-policy') !== STRICT_CSP)
      problems.push(`${path}: a file's policy is not the one that allows nothing`);
  }
  return problems;
}
