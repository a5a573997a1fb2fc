import type { Page } from '@playwright/test';
import { inlineScriptHashes } from '../../lib/security/inline-scripts.mjs';

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

/** The sources a Content-Security-Policy lists for `directive` (script-src by default); none when it has no such directive. */
export function sourcesOf(csp: string, directive = 'script-src'): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

/** Records every CSP violation the page reports, from before its first script runs. */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** React attaches its fiber to hydrated elements: proof that the page's scripts ran. */
export const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')));

/**
 * The inline scripts of `html` (as their `sha256-…` sources) whose hash the policy `csp` does not list: none, for a page that
 * hydrates. What counts as an inline script is the build's own definition, the one the policy is made from.
 */
export function unlistedScripts(html: string, csp: string): string[] {
  const sources = sourcesOf(csp);
  return inlineScriptHashes(html).filter((hash) => !sources.includes(`'${hash}'`));
}
