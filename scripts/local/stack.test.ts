import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { functionVerifiesJwt, localConfig } from './config.mjs';
import { createGateway } from './gateway.mjs';
import { signJwt } from './jwt.mjs';
import { createMailbox } from './mailbox.mjs';
import { listen } from './ports.mjs';

const SECRET = 'test-secret-with-at-least-32-characters';
const HOST = '127.0.0.1';
const servers: http.Server[] = [];

async function serve<T extends http.Server>(server: T): Promise<string> {
  servers.push(await listen(server, 0, HOST));
  return `http://${HOST}:${(server.address() as AddressInfo).port}`;
}

/**
 * The token with its signature's last character changed to one that decodes to the same bytes
 * (the unused low bits of a 43-character HMAC set): lenient decoders accept it, strict ones do not.
 */
function flipLastBits(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.at(-1)!);
  return token.slice(0, -1) + alphabet[last ^ 1];
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('local gateway', () => {
  const seen: { method?: string; url?: string; forwardedFor?: string }[] = [];
  let gatewayUrl: string;

  beforeEach(async () => {
    seen.length = 0;
    const fn = await serve(
      http.createServer((req, res) => {
        seen.push({ method: req.method, url: req.url, forwardedFor: String(req.headers['x-forwarded-for'] ?? '') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      }),
    );
    gatewayUrl = await serve(
      createGateway({
        functions: { 'send-contact-email': { url: fn, verifyJwt: true }, open: { url: fn, verifyJwt: false } },
        jwtSecret: SECRET,
        allowedOrigins: ['http://localhost:3000'],
      }),
    );
  });

  const call = (headers: Record<string, string>, method = 'POST', name = 'send-contact-email') =>
    fetch(`${gatewayUrl}/functions/v1/${name}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
  const now = Math.floor(Date.now() / 1000);

  test('rejects a missing key with 401 and never reaches the function', async () => {
    const response = await call({ origin: 'http://localhost:3000' });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(seen).toHaveLength(0);
  });

  test.each([
    ['a bad signature', signJwt({ role: 'anon', exp: now + 60 }, 'another-secret-another-secret-xx')],
    ['an expired key', signJwt({ role: 'anon', exp: now - 1 }, SECRET)],
    ['a role the gateway does not accept', signJwt({ role: 'authenticated_admin', exp: now + 60 }, SECRET)],
    ['garbage', 'not.a.jwt'],
    // As Supabase's gateway: a key must say when it expires, and be written in strict base64url.
    ['a key without exp', signJwt({ role: 'anon' }, SECRET)],
    ['a key whose exp is not a number', signJwt({ role: 'anon', exp: String(now + 60) }, SECRET)],
    ['a signature with characters outside base64url appended', `${signJwt({ role: 'anon', exp: now + 60 }, SECRET)}!!`],
    ['a signature with padding', `${signJwt({ role: 'anon', exp: now + 60 }, SECRET)}=`],
    ['a payload with padding', signJwt({ role: 'anon', exp: now + 60 }, SECRET).replace(/\.([^.]+)\./, '.$1=.')],
    [
      'a signature with stray bits in its last character',
      flipLastBits(signJwt({ role: 'anon', exp: now + 60 }, SECRET)),
    ],
  ])('rejects %s with 401', async (_name, key) => {
    expect((await call({ authorization: `Bearer ${key}` })).status).toBe(401);
    expect((await call({ apikey: key })).status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  test('passes a good anon or service_role key through, as Bearer or apikey', async () => {
    const anon = signJwt({ role: 'anon', exp: now + 60 }, SECRET);
    const service = signJwt({ role: 'service_role', exp: now + 60 }, SECRET);
    const first = await call({ authorization: `Bearer ${anon}` });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect((await call({ apikey: anon })).status).toBe(200);
    expect((await call({ authorization: `Bearer ${service}` })).status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/send-contact-email' });
    expect(seen[0]!.forwardedFor).toMatch(/127\.0\.0\.1/);
  });

  test('a function deployed with verify_jwt = false is reached with no key or a bad one, as on Supabase', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' };
    expect((await call(form, 'POST', 'open')).status).toBe(200);
    expect((await call({ ...form, authorization: 'Bearer not.a.jwt' }, 'POST', 'open')).status).toBe(200);
    expect(seen.map(({ url }) => url)).toEqual(['/open', '/open']);
    expect(seen[0]!.forwardedFor).toMatch(/127\.0\.0\.1/);
    // The other function still checks its key.
    expect((await call(form)).status).toBe(401);
    expect(seen).toHaveLength(2);
  });

  test('lets CORS preflights through without a key, and 404s unknown functions', async () => {
    expect((await call({ origin: 'http://localhost:3000' }, 'OPTIONS')).status).toBe(200);
    expect(seen[0]!.method).toBe('OPTIONS');
    expect((await fetch(`${gatewayUrl}/functions/v1/other`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the local origins', () => {
  test("are the site's own address, on its port, unless ALLOWED_ORIGINS names them, as every other setting", () => {
    const both = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    expect(localConfig({}, process.cwd()).allowedOrigins).toEqual(both(3000));
    expect(localConfig({ PORT: '3200' }, process.cwd()).allowedOrigins).toEqual(both(3200));
    const named = localConfig(
      { PORT: '3200', ALLOWED_ORIGINS: ' https://www.example.com, http://localhost:3200 ,' },
      process.cwd(),
    );
    expect(named.allowedOrigins).toEqual(['https://www.example.com', 'http://localhost:3200']);
    expect(named.functionEnv.ALLOWED_ORIGINS).toBe('https://www.example.com,http://localhost:3200');
  });
});

describe("the gateway's key check follows supabase/config.toml", () => {
  test('send-contact-email is deployed with verify_jwt = false (a form post carries no key), and the local stack fronts it so', () => {
    expect(functionVerifiesJwt(process.cwd(), 'send-contact-email')).toBe(false);
    expect(localConfig({}, process.cwd()).gatewayFunctions['send-contact-email']).toMatchObject({ verifyJwt: false });
  });

  test('reads a quoted table name and ignores comments; a function with no verify_jwt is an error, not a default', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'supabase-config-'));
    const write = (text: string) => writeFile(path.join(root, 'supabase', 'config.toml'), text);
    try {
      await mkdir(path.join(root, 'supabase'));
      await write(
        '[functions.other]\nverify_jwt = false\n\n[functions."send-contact-email"]\n# verify_jwt = false\nverify_jwt = true # the key is checked\n',
      );
      expect(functionVerifiesJwt(root, 'send-contact-email')).toBe(true);
      expect(functionVerifiesJwt(root, 'other')).toBe(false);
      await write('[functions.send-contact-email]\nenabled = true\n[functions.other]\nverify_jwt = false\n');
      expect(() => functionVerifiesJwt(root, 'send-contact-email')).toThrow(
        '[functions.send-contact-email] must say verify_jwt = true or false',
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('local mailbox', () => {
  let dir: string;
  let url: string;
  let state: { fail: boolean };
  const email = {
    from: 'site@example.com',
    to: ['group@example.com'],
    reply_to: 'v@example.com',
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
  };
  const send = (headers: Record<string, string> = {}) =>
    fetch(`${url}/emails`, {
      method: 'POST',
      headers: { authorization: 'Bearer re_key', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(email),
    });
  const stored = async () =>
    (await readdir(dir)).filter((file) => file.endsWith('.json') && file !== 'idempotency-keys.json');

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-'));
    const mailbox = createMailbox({ dir, apiKey: 're_key' });
    state = mailbox.state;
    url = await serve(mailbox.server);
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('stores an email as JSON and HTML and answers its id', async () => {
    const response = await send();
    expect(response.status).toBe(200);
    const { id } = await response.json();
    const [file] = await stored();
    expect(JSON.parse(await readFile(path.join(dir, file!), 'utf8'))).toMatchObject({ id, ...email });
    expect(await readFile(path.join(dir, file!.replace(/\.json$/, '.html')), 'utf8')).toBe('<p>Hi</p>');
  });

  test('honours Idempotency-Key: the same answer, no second file', async () => {
    const first = await (await send({ 'idempotency-key': 'k1' })).json();
    const again = await (await send({ 'idempotency-key': 'k1' })).json();
    expect(again).toEqual(first);
    expect(await stored()).toHaveLength(1);
    await send({ 'idempotency-key': 'k2' });
    expect(await stored()).toHaveLength(2);
  });

  test('a crash between the email and its key leaves one email, and its leftovers do not break the mailbox', async () => {
    const first = await (await send({ 'idempotency-key': 'k1' })).json();
    // What a crash leaves behind: a half-written file, an empty key file from before, and a
    // mailbox that must learn the keys again from disk (a new process).
    await writeFile(path.join(dir, 'half-written.json.1234.tmp'), '{"id": "x", "idemp');
    await writeFile(path.join(dir, 'idempotency-keys.json'), '');
    const restarted = createMailbox({ dir, apiKey: 're_key' });
    url = await serve(restarted.server);
    const retried = await send({ 'idempotency-key': 'k1' });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(first);
    expect(await stored()).toHaveLength(1);
    expect((await readdir(dir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const listed = await fetch(`${url}/emails`);
    expect(listed.status).toBe(200);
    expect((await listed.json()).data.map((email: { id: string }) => email.id)).toEqual([first.id]);
  });

  test('concurrent sends with one key store one email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send({ 'idempotency-key': 'same' }).then((response) => response.json())),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  test('checks the api key', async () => {
    expect((await send({ authorization: 'Bearer wrong' })).status).toBe(401);
    expect(await stored()).toHaveLength(0);
  });

  test('simulates an outage through /__control', async () => {
    const control = (fail: boolean) => fetch(`${url}/__control`, { method: 'POST', body: JSON.stringify({ fail }) });
    expect(await (await control(true)).json()).toEqual({ fail: true });
    expect(state.fail).toBe(true);
    expect((await send()).status).toBe(503);
    await control(false);
    expect((await send()).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});
