/** Web-standard HTTP helpers for the edge function: CORS and browser headers, JSON answers, a size-capped body. */

export const ALLOWED_HEADERS = 'authorization, apikey, x-client-info, content-type, x-idempotency-key';

/**
 * The CORS headers for one request. A disallowed (or absent) Origin gets no
 * Access-Control-Allow-Origin, so the browser refuses to hand it the answer;
 * `Vary: Origin` keeps caches from serving one origin's answer to another.
 */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Headers {
  const headers = new Headers({
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '86400',
  });
  if (origin !== null && allowedOrigins.includes(origin)) headers.set('Access-Control-Allow-Origin', origin);
  return headers;
}

/**
 * What every answer tells a browser beyond CORS: a JSON or empty answer is never to be read as
 * anything else, runs nothing, loads nothing, is framed by no one, and sends no Referer from a
 * page it lands on. HSTS only where the request came over https (a browser ignores it over http,
 * and local addresses are http).
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Over https: the request's own url, or the scheme the platform's proxy says the client used. */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return new URL(request.url).protocol === 'https:' || forwarded === 'https';
}

/** The headers of every answer to `request`: its CORS headers and the browser headers above. */
export function answerHeaders(request: Request, allowedOrigins: readonly string[]): Headers {
  const headers = corsHeaders(request.headers.get('origin'), allowedOrigins);
  for (const [name, value] of Object.entries(BROWSER_HEADERS)) headers.set(name, value);
  if (isHttps(request)) headers.set('Strict-Transport-Security', HSTS);
  return headers;
}

export function json(status: number, body: unknown, headers: Headers, extra: Record<string, string> = {}): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(extra)) out.set(name, value);
  return new Response(JSON.stringify(body), { status, headers: out });
}

/**
 * 303 See Other to `location`: a browser that posted a form follows it with a GET, so a reload of
 * the page it lands on never posts again.
 */
export function seeOther(location: string, headers: Headers, extra: Record<string, string> = {}): Response {
  const out = new Headers(headers);
  out.set('Location', location);
  out.set('Cache-Control', 'no-store');
  // What a refusal says of when to try again (Retry-After) goes with the browser to the page.
  for (const [name, value] of Object.entries(extra)) out.set(name, value);
  return new Response(null, { status: 303, headers: out });
}

/** The media type of a Content-Type header, without its parameters (`; charset=utf-8`). */
function mediaType(value: string | null): string | undefined {
  return value?.split(';')[0]?.trim().toLowerCase();
}

export function isJsonContentType(value: string | null): boolean {
  return mediaType(value) === 'application/json';
}

/** What a browser's form posts when it has no `enctype` (the contact form without JavaScript). */
export function isFormContentType(value: string | null): boolean {
  return mediaType(value) === 'application/x-www-form-urlencoded';
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('body too large');
  }
}

export class BodyTimeoutError extends Error {
  constructor() {
    super('body too slow');
  }
}

export class BodyEncodingError extends Error {
  constructor() {
    super('body is not UTF-8');
  }
}

/**
 * Reads the body as text, giving up as soon as it passes `maxBytes` (a client
 * that lies about or omits Content-Length cannot make us buffer more) or when
 * it has not fully arrived within `timeoutMs` (a client that trickles bytes
 * cannot hold the request open). Bytes that are not UTF-8 are refused, not
 * replaced by U+FFFD: what is stored is what was sent, or nothing.
 */
export async function readCappedText(request: Request, maxBytes: number, timeoutMs: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BodyTimeoutError()), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), expired]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError();
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyEncodingError();
  }
}

const DOTTED = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/**
 * The four parts of a dotted IPv4 address, or null when it is not one. A part may be
 * zero-padded (`127.000.000.001`, as some proxies and logs write it) and is read as
 * decimal, never as octal, so each address has one reading and every way of writing it
 * counts as the same client.
 */
function ipv4Parts(text: string): number[] | null {
  const parts = DOTTED.exec(text)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts : null;
}

/**
 * The eight 16-bit groups of an IPv6 address in any of its text forms (`::`
 * shortening, a dotted IPv4 tail), or null when it is not one.
 */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (half === '') return [];
    const parts = half.split(':');
    const groups: number[] = [];
    for (const [i, part] of parts.entries()) {
      const dotted = i === parts.length - 1 ? ipv4Parts(part) : null;
      if (dotted) {
        const [a, b, c, d] = dotted as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (HEXTET.test(part)) {
        groups.push(parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The client's address as the trusted gateway recorded it: the entry
 * `trustedHops` from the right of `header` (proxies append on the right, so
 * everything further left is whatever the client sent), in one canonical
 * form. Null when the header is missing, too short or not an address: the
 * caller must not guess.
 */
export function clientAddress(request: Request, header: string, trustedHops: number): string | null {
  const entries = (request.headers.get(header) ?? '').split(',').map((entry) => entry.trim());
  if (entries.length < trustedHops) return null;
  const candidate = entries[entries.length - trustedHops] ?? '';
  const ipv4 = ipv4Parts(candidate);
  if (ipv4) return ipv4.join('.');
  const groups = ipv6Groups(candidate);
  if (!groups) return null;
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return groups.map((group) => group.toString(16)).join(':');
}

/**
 * Who the rate limit counts: an IPv4 address as it is; an IPv6 address by its
 * first `ipv6PrefixLength` bits (64 by default), since one subscriber is
 * handed a whole /64 and may take any address in it, so counting full
 * addresses would let one client rotate past the limit.
 */
export function rateLimitSubject(address: string, ipv6PrefixLength: number): string {
  if (!address.includes(':')) return address;
  const groups = address.split(':').map((group) => parseInt(group, 16));
  const masked = groups.map((group, i) => {
    const kept = Math.min(16, Math.max(0, ipv6PrefixLength - i * 16));
    return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${ipv6PrefixLength}`;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares secrets without leaking, through timing, how much of a guess was right. */
export function safeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < left.length; i += 1) diff |= left[i]! ^ (right[i % Math.max(right.length, 1)] ?? 0);
  return diff === 0;
}
