/** Web-standard HTTP helpers for the edge function: CORS, JSON answers, a size-capped body. */

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

export function json(status: number, body: unknown, headers: Headers, extra: Record<string, string> = {}): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(extra)) out.set(name, value);
  return new Response(JSON.stringify(body), { status, headers: out });
}

export function isJsonContentType(value: string | null): boolean {
  const mediaType = value?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
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

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

/**
 * The client's address as the trusted gateway recorded it: the entry
 * `trustedHops` from the right of `header` (proxies append on the right, so
 * everything further left is whatever the client sent). Null when the header
 * is missing, too short or not an address: the caller must not guess.
 */
export function clientAddress(request: Request, header: string, trustedHops: number): string | null {
  const entries = (request.headers.get(header) ?? '').split(',').map((entry) => entry.trim());
  if (entries.length < trustedHops) return null;
  const candidate = entries[entries.length - trustedHops] ?? '';
  return IPV4.test(candidate) || (candidate.includes(':') && IPV6.test(candidate)) ? candidate.toLowerCase() : null;
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
