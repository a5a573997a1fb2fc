// @ts-check
/**
 * Every setting of the local stack in one place: ports, the local-only JWT
 * secret and the api keys derived from it, the function's environment and the
 * site's build-time variables. Each default is overridable by an environment
 * variable of the same name (see .env.example). Production never reads this
 * file: its values come from `supabase secrets set` and the host's env vars.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signJwt } from './jwt.mjs';

/** Supabase CLI's well-known local secret: fine on 127.0.0.1, worthless anywhere else. */
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** Fixed claims (no "now"), so the key baked into a site build stays valid across restarts. */
const KEY_CLAIMS = { iss: 'supabase-demo', iat: 1735689600, exp: 2051222400 };

/**
 * Each team's local inbox (content/teams/<slug>.json; general's is CONTACT_TO_EMAIL), so the local
 * mailbox shows which team an email went to. lib/content/site.test.ts checks every team has one.
 */
const LOCAL_TEAM_INBOXES = [
  'canada-hospitality=hospitality@cedarlinegroup.com',
  'events-and-dining=events@cedarlinegroup.com',
  'karachi-sales=sales.karachi@cedarlinegroup.com',
].join(',');

/**
 * Whether the function `name` is deployed with the api-key check on: its `verify_jwt` in
 * supabase/config.toml, the file `supabase functions deploy` reads, so the local gateway checks
 * keys exactly where Supabase's does. The project chooses it for each function, so a function
 * without one is an error here (the CLI would default to true). Only this key is read: a line
 * reader of table headers and `verify_jwt = true|false` lines, comments after `#`, will do.
 * @param {string} root
 * @param {string} name
 * @returns {boolean}
 */
export function functionVerifiesJwt(root, name) {
  const file = path.join(root, 'supabase', 'config.toml');
  let table = null;
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const header = /^\[([^\[\]]+)\]$/.exec(line);
    if (header) table = header[1]?.replaceAll('"', '').trim();
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (setting && table === `functions.${name}`) return setting[1] === 'true';
  }
  throw new Error(`${file}: [functions.${name}] must say verify_jwt = true or false`);
}

/** @type {(value: string | undefined, fallback: number) => number} */
const int = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

/**
 * @typedef {object} LocalConfig
 * @property {string} root
 * @property {string} host
 * @property {{ site: number; api: number; db: number; mailbox: number; function: number }} ports
 * @property {string} dataDir
 * @property {string} pgliteDir
 * @property {string} distDir
 * @property {string} mailboxDir
 * @property {string} jwtSecret
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {string} apiUrl
 * @property {string} mailboxUrl
 * @property {string} databaseUrl
 * @property {string[]} allowedOrigins
 * @property {string} mailboxApiKey
 * @property {boolean} mailFail
 * @property {string} outboxSecret
 * @property {string} functionName
 * @property {Record<string, { url: string; verifyJwt: boolean }>} gatewayFunctions
 * @property {Record<string, string>} functionEnv
 * @property {Record<string, string>} siteEnv
 */

/**
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @param {string} [root]
 * @returns {LocalConfig}
 */
export function localConfig(env = process.env, root = process.cwd()) {
  const host = '127.0.0.1';
  const dataDir = path.resolve(root, env.DATA_DIR || '.data');
  const ports = {
    site: int(env.PORT, 3000),
    api: int(env.API_PORT, 54321),
    db: int(env.DB_PORT, 54322),
    mailbox: int(env.MAILBOX_PORT, 54324),
    function: int(env.FUNCTION_PORT, 54329),
  };
  const jwtSecret = env.LOCAL_JWT_SECRET || LOCAL_JWT_SECRET;
  const anonKey = signJwt({ ...KEY_CLAIMS, role: 'anon' }, jwtSecret);
  const serviceRoleKey = signJwt({ ...KEY_CLAIMS, role: 'service_role' }, jwtSecret);
  const apiUrl = `http://${host}:${ports.api}`;
  const mailboxUrl = `http://${host}:${ports.mailbox}`;
  const databaseUrl = `postgres://postgres:postgres@${host}:${ports.db}/postgres`;
  // ALLOWED_ORIGINS as production reads it, the whole list; by default the site's own address on its
  // port. The first is the site's: a form post that carries no Origin is sent back there.
  const namedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const allowedOrigins = namedOrigins.length
    ? [...new Set(namedOrigins)]
    : [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`];
  const mailboxApiKey = env.RESEND_API_KEY || 're_local_mailbox';
  const outboxSecret = env.OUTBOX_SECRET || 'local-outbox-secret';

  return {
    root,
    host,
    ports,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    /** Next's build directory (next.config.mjs reads the same variable). */
    distDir: path.resolve(root, env.NEXT_DIST_DIR || '.next'),
    mailboxDir: path.join(dataDir, 'mailbox'),
    jwtSecret,
    anonKey,
    serviceRoleKey,
    apiUrl,
    mailboxUrl,
    databaseUrl,
    allowedOrigins,
    mailboxApiKey,
    mailFail: env.MAIL_FAIL === '1',
    outboxSecret,
    functionName: 'send-contact-email',
    /** What the gateway fronts: each function's address and whether its api key is checked. */
    gatewayFunctions: {
      'send-contact-email': {
        url: `http://${host}:${ports.function}`,
        verifyJwt: functionVerifiesJwt(root, 'send-contact-email'),
      },
    },
    /** The environment the function gets, under the names production uses. */
    functionEnv: {
      SUPABASE_DB_URL: databaseUrl,
      ALLOWED_ORIGINS: allowedOrigins.join(','),
      CLIENT_HASH_SALT: env.CLIENT_HASH_SALT || 'local-only-salt',
      // The local gateway appends the address it saw to X-Forwarded-For, as a trusted proxy does.
      CLIENT_IP_HEADER: env.CLIENT_IP_HEADER || 'x-forwarded-for',
      TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS || '1',
      DB_TIMEOUT_MS: env.DB_TIMEOUT_MS || '2000',
      BODY_TIMEOUT_MS: env.BODY_TIMEOUT_MS || '10000',
      RATE_LIMIT_MAX: env.RATE_LIMIT_MAX ?? '5',
      RATE_LIMIT_WINDOW_SECONDS: env.RATE_LIMIT_WINDOW_SECONDS ?? '600',
      RATE_LIMIT_IPV6_PREFIX: env.RATE_LIMIT_IPV6_PREFIX ?? '64',
      CONTACT_TO_EMAIL: env.CONTACT_TO_EMAIL || 'info@cedarlinegroup.com',
      CONTACT_TEAM_INBOXES: env.CONTACT_TEAM_INBOXES || LOCAL_TEAM_INBOXES,
      CONTACT_FROM_EMAIL: env.CONTACT_FROM_EMAIL || 'Cedarline website <website@cedarlinegroup.com>',
      RESEND_API_URL: mailboxUrl,
      RESEND_API_KEY: mailboxApiKey,
      MAIL_TIMEOUT_MS: env.MAIL_TIMEOUT_MS ?? '5000',
      OUTBOX_SECRET: outboxSecret,
      OUTBOX_MAX_ATTEMPTS: env.OUTBOX_MAX_ATTEMPTS ?? '8',
      OUTBOX_BACKOFF_SECONDS: env.OUTBOX_BACKOFF_SECONDS ?? '60',
      DB_POOL_MAX: env.DB_POOL_MAX ?? '4',
      FUNCTION_PORT: String(ports.function),
    },
    /** Inlined into the site by `next build`. */
    siteEnv: {
      NEXT_PUBLIC_SUPABASE_URL: apiUrl,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey,
      NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL || `http://localhost:${ports.site}`,
    },
  };
}
