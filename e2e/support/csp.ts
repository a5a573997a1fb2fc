import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The security headers every answer carries (lib/security/headers.mjs), as a browser sees them. */
export const STATIC_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** The sources of a Content-Security-Policy's script-src. */
export function scriptSrc(csp: string): string[] {
  const directive = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** React attaches its fiber to hydrated elements: proof that the page's scripts ran. */
export const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')));

/** The text of every script the browser would run inline (JSON-LD data blocks are not run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script((?:(?!>)[^])*)>([^]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!))
    .map(([, , body]) => body!)
    .filter((body) => body.length > 0);
}

/** The inline scripts of `html` whose hash the policy `csp` does not list: none, for a page that hydrates. */
export function unlistedScripts(html: string, csp: string): string[] {
  const sources = scriptSrc(csp);
  return inlineScripts(html).filter((script) => !sources.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`));
}
