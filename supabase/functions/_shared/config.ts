/**
 * The function's settings, read once from the environment by index.ts. Production
 * values come from `supabase secrets set`; the local stack passes its own
 * (scripts/local/config.mjs). Every setting is documented in .env.example.
 */
import { GENERAL_TEAM, pickTeam } from './teams.ts';

export interface ContactConfig {
  /** Exact origins the browser may call from; never `*`. */
  allowedOrigins: readonly string[];
  /** Salt for hashing client IPs, so the stored hash cannot be reversed by brute force. */
  clientHashSalt: string;
  /**
   * The request header that carries the client's address as the platform's gateway
   * wrote it (docs/security.md, "The client address"), lowercase.
   */
  clientIpHeader: string;
  /**
   * Which entry of that header is the client, counted from the right: 1 is the last
   * entry, the one the nearest trusted proxy wrote. Entries further left were sent
   * by the client and are never read.
   */
  trustedProxyHops: number;
  /** Messages per client per window; 0 disables the limit. */
  rateLimitMax: number;
  rateLimitWindowSeconds: number;
  /**
   * How many leading bits of an IPv6 address make one client (64: a subscriber's
   * network, through which it can rotate); an IPv4 address always counts whole.
   */
  rateLimitIpv6Prefix: number;
  /**
   * Each team's inbox, by the team's slug (content/teams/<slug>.json): `general`
   * from CONTACT_TO_EMAIL, the others from CONTACT_TEAM_INBOXES. The teams a
   * message may name are exactly these keys.
   */
  teamInboxes: Readonly<Record<string, readonly string[]>>;
  contactFromEmail: string;
  resendApiUrl: string;
  resendApiKey: string;
  mailTimeoutMs: number;
  /** Shared secret of the outbox flush; empty disables the flush endpoint. */
  outboxSecret: string;
  outboxMaxAttempts: number;
  /** The backoff unit: after the n-th failed attempt the next waits 2^n of these. */
  outboxBackoffSeconds: number;
  /** How many pending messages one flush handles. */
  outboxBatchSize: number;
  /** The deadline of every database call; past it the visitor gets 503. */
  dbTimeoutMs: number;
  /** How long the request body may take to arrive; past it the answer is 408. */
  bodyTimeoutMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const TEAM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ADDRESS = /^[^\s@<>,=]+@[^\s@<>,=]+\.[a-z]{2,}$/i;

/**
 * `general` → CONTACT_TO_EMAIL, plus CONTACT_TEAM_INBOXES: comma-separated
 * `team=address` pairs (a team named twice gets both addresses).
 */
function teamInboxes(env: Env): Record<string, string[]> {
  const general = list(env.CONTACT_TO_EMAIL);
  if (general.length === 0) throw new Error('CONTACT_TO_EMAIL is not set');
  const inboxes: Record<string, string[]> = Object.create(null);
  inboxes[GENERAL_TEAM] = general;
  for (const pair of list(env.CONTACT_TEAM_INBOXES)) {
    const [team = '', address = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!TEAM_SLUG.test(team) || !ADDRESS.test(address) || rest.length) {
      throw new Error(
        `CONTACT_TEAM_INBOXES: "${pair}" is not team=address (a team slug such as karachi-sales, then one email address)`,
      );
    }
    if (team === GENERAL_TEAM) throw new Error('CONTACT_TEAM_INBOXES: the general inbox is CONTACT_TO_EMAIL');
    (inboxes[team] ??= []).push(address);
  }
  return inboxes;
}

/** The inbox of a stored message's team; a team no longer configured goes to general. */
export function inboxOf(config: ContactConfig, team: string): readonly string[] {
  return config.teamInboxes[pickTeam(team, config.teamInboxes)]!;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

/** An IPv6 prefix length: 1 to 128 bits (128 counts each address apart). */
function prefixLength(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1 || value > 128) throw new Error(`${name} must be an IPv6 prefix length from 1 to 128`);
  return value;
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Throws naming the first missing or malformed setting, so a misconfigured deploy fails at boot. */
export function readContactConfig(env: Env): ContactConfig {
  const allowedOrigins = list(env.ALLOWED_ORIGINS);
  if (allowedOrigins.length === 0) throw new Error('ALLOWED_ORIGINS is not set');
  if (allowedOrigins.includes('*')) throw new Error('ALLOWED_ORIGINS must list origins, not *');
  return {
    allowedOrigins,
    clientHashSalt: required(env, 'CLIENT_HASH_SALT'),
    clientIpHeader: (env.CLIENT_IP_HEADER?.trim() || 'cf-connecting-ip').toLowerCase(),
    trustedProxyHops: positive(env, 'TRUSTED_PROXY_HOPS', 1),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5),
    rateLimitWindowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 600),
    rateLimitIpv6Prefix: prefixLength(env, 'RATE_LIMIT_IPV6_PREFIX', 64),
    teamInboxes: teamInboxes(env),
    contactFromEmail: required(env, 'CONTACT_FROM_EMAIL'),
    resendApiUrl: (env.RESEND_API_URL?.trim() || 'https://api.resend.com').replace(/\/+$/, ''),
    resendApiKey: required(env, 'RESEND_API_KEY'),
    mailTimeoutMs: integer(env, 'MAIL_TIMEOUT_MS', 5000),
    outboxSecret: env.OUTBOX_SECRET?.trim() ?? '',
    outboxMaxAttempts: integer(env, 'OUTBOX_MAX_ATTEMPTS', 8),
    outboxBackoffSeconds: integer(env, 'OUTBOX_BACKOFF_SECONDS', 60),
    outboxBatchSize: integer(env, 'OUTBOX_BATCH_SIZE', 20),
    dbTimeoutMs: positive(env, 'DB_TIMEOUT_MS', 2000),
    bodyTimeoutMs: positive(env, 'BODY_TIMEOUT_MS', 10_000),
  };
}
