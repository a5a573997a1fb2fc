/** Parsing helpers for observatory.ts, following the Observatory's own readings of each header. */

const SHORTEST_POLICY = 'img-src'.length - 1;
const REPEATABLE = new Set(['report-uri', 'report-to']);

function parsePolicy(policy: string): Map<string, Set<string>> {
  const clean = policy.replace(/[\r\n]/g, '').trim();
  if (clean.length < SHORTEST_POLICY) throw new Error(`invalid policy: ${policy}`);
  const directives = new Map<string, Set<string>>();
  for (const entry of clean.split(';')) {
    const [name, ...values] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (directives.has(directive)) {
      // A repeated directive is ignored by browsers; the Observatory fails it so people notice.
      if (REPEATABLE.has(directive)) continue;
      throw new Error(`duplicate directive ${directive}`);
    }
    const sources = values.map((value) => value.toLowerCase());
    directives.set(directive, new Set(sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources));
  }
  return directives;
}

/**
 * Directive → sources, lowercased. Several policies are all enforced, so a
 * directive they share allows only the sources every one of them lists (the
 * Observatory's path-prefix matching between policies is not reproduced).
 */
export function parseCsp(policies: readonly string[]): Map<string, Set<string>> {
  const [head, ...rest] = policies.map(parsePolicy);
  const merged = new Map(head);
  for (const policy of rest) {
    for (const [directive, sources] of policy) {
      const before = merged.get(directive);
      if (!before) merged.set(directive, sources);
      else {
        const shared = [...before].filter((source) => sources.has(source));
        merged.set(directive, new Set(shared.length ? shared : ["'none'"]));
      }
    }
  }
  return merged;
}

export type SetCookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null };

/** The attributes of one Set-Cookie value; `sameSite` is null when absent and '' when present without a value. */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';');
  const cookie: SetCookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = value.trim().toLowerCase();
  }
  return cookie;
}

/** `next` when it ranks worse than `current` in `order` (best first), else `current`. */
export function onlyIfWorse(next: string, current: string | null, order: readonly string[]): string {
  if (!current) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}

/** The last two labels of a host name (without a public-suffix list: good enough for 'cdn.example.com' vs 'example.com'). */
export function registrableDomain(hostname: string): string {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}
