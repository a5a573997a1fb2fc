// @ts-check
/**
 * HS256 JSON Web Tokens with node:crypto: the local stand-in for Supabase's api keys, checked as
 * strictly as Supabase's gateway checks them, so a key the local stack accepts is one production
 * accepts too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** @param {unknown} value */
const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** RFC 7515 §2's base64url: the URL-safe alphabet, no padding. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The bytes of one part of a token, or null unless it is written as its bytes encode:
 * Node's decoder skips padding and stray characters and ignores a last character's unused
 * bits, so `sig!!`, `sig=` and a `sig` with other trailing bits would all verify.
 * @param {string} text
 * @returns {Buffer | null}
 */
function decodePart(text) {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

/**
 * @param {string} text
 * @returns {Record<string, unknown> | null}
 */
function decodeJson(text) {
  const bytes = decodePart(text);
  const value = bytes ? JSON.parse(bytes.toString()) : null;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

/**
 * @param {Record<string, unknown>} payload
 * @param {string} secret
 * @returns {string}
 */
export function signJwt(payload, secret) {
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The payload of a well-signed HS256 token that says when it expires and has not yet; null for anything else.
 * @param {unknown} token as given: a header repeated is an array, never a token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {Record<string, unknown> | null}
 */
export function verifyJwt(token, secret, nowSeconds = Date.now() / 1000) {
  const parts = String(token).split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  try {
    if (decodeJson(header)?.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = decodePart(signature);
    if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decodeJson(payload);
    // A key that never expires is refused: Supabase's keys all carry exp.
    if (typeof claims?.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}
