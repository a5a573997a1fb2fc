import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STRICT_CSP } from '../lib/security/headers.mjs';
import { decodablePath, MAX_TARGET_LENGTH } from '../lib/security/requests.mjs';
import { frontAnswer, repeatedSlashTarget, startFront } from './front.mjs';

describe('what the front answers itself', () => {
  it('refuses every method but GET and HEAD with 405, saying what is allowed, with the headers and a policy that allows nothing', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'TRACK', 'FOO']) {
      const answer = frontAnswer(method, '/about');
      expect(answer).toMatchObject({
        status: 405,
        headers: { Allow: 'GET, HEAD', 'Content-Security-Policy': STRICT_CSP, 'X-Content-Type-Options': 'nosniff' },
      });
    }
    expect(frontAnswer('OPTIONS', '/_next/static/chunks/a.js')?.status).toBe(405);
  });

  it('refuses a path whose percent-encoding does not decode with 400', () => {
    for (const target of ['/%', '/%zz', '/about%', '/%E0%A4%A', '/%C3%28']) {
      expect(frontAnswer('GET', target)).toMatchObject({
        status: 400,
        headers: { 'Content-Security-Policy': STRICT_CSP },
      });
    }
    expect(decodablePath('/about?q=%zz')).toBe(true);
    expect(decodablePath('/caf%C3%A9')).toBe(true);
  });

  it('sends a doubled slash or a backslash to the cleaned path, never to another host', () => {
    expect(frontAnswer('GET', '//about')).toMatchObject({ status: 308, headers: { Location: '/about' } });
    expect(repeatedSlashTarget('/\\evil.example/')).toBe('/evil.example/');
    expect(repeatedSlashTarget('//evil.example//x?y=//z')).toBe('/evil.example/x?y=//z');
    expect(repeatedSlashTarget('/about')).toBeNull();
  });

  it('refuses a request target that is not a path (*, absolute-form, authority-form) with 400, whatever the method', () => {
    for (const target of [
      '*',
      '*about',
      'http://evil.example/',
      'https://127.0.0.1/about',
      'example.com:443',
      'about',
      '',
    ]) {
      for (const method of ['GET', 'HEAD', 'OPTIONS']) {
        expect([method, target, frontAnswer(method, target)]).toMatchObject([
          method,
          target,
          { status: 400, headers: { 'Content-Security-Policy': STRICT_CSP, 'X-Content-Type-Options': 'nosniff' } },
        ]);
        expect(frontAnswer(method, target)?.headers).not.toHaveProperty('Location');
      }
    }
  });

  it(`refuses a request target longer than ${MAX_TARGET_LENGTH} characters with 414`, () => {
    expect(frontAnswer('GET', `/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`)).toBeNull();
    for (const target of [
      `/${'a'.repeat(MAX_TARGET_LENGTH)}`,
      `//${'a'.repeat(8000)}`,
      `/about?${'q'.repeat(MAX_TARGET_LENGTH)}`,
    ]) {
      expect(frontAnswer('GET', target)).toMatchObject({
        status: 414,
        headers: { 'Content-Security-Policy': STRICT_CSP },
      });
    }
  });

  it('lets everything else through to Next', () => {
    for (const target of [
      '/',
      '/about',
      '/About',
      '/hotels/x',
      '/_next/static/chunks/a.js',
      '/robots.txt',
      '/caf%C3%A9',
    ]) {
      expect(frontAnswer('GET', target)).toBeNull();
      expect(frontAnswer('HEAD', target)).toBeNull();
    }
  });
});

describe('the front in front of a server', () => {
  let dir: string;
  let running: Awaited<ReturnType<typeof startFront>>;
  let origin: string;
  const port = 40_000 + Math.floor(Math.random() * 10_000);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'front-'));
    // A stand-in for Next's standalone server.js: PORT and HOSTNAME from the environment, an answer in two pieces.
    writeFileSync(
      path.join(dir, 'server.js'),
      // A path under /long is answered with a 20 kB header, as Next's 308 for a long path carries its Location and Refresh.
      `require('http').createServer((req, res) => { res.writeHead(200, { 'x-seen-path': req.url, 'x-forwarded-for-seen': req.headers['x-forwarded-for'] || '', ...(req.url.startsWith('/long') ? { 'x-long': 'x'.repeat(20000) } : {}) }); res.write('first '); setTimeout(() => res.end('second'), 20); }).listen(Number(process.env.PORT), process.env.HOSTNAME);`,
    );
    running = await startFront({ server: path.join(dir, 'server.js'), hostname: '127.0.0.1', port });
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    running.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes a request through as it came, and the answer back', async () => {
    const response = await fetch(`${origin}/About?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-seen-path')).toBe('/About?x=1');
    expect(response.headers.get('x-forwarded-for-seen')).toBe('127.0.0.1');
    expect(await response.text()).toBe('first second');
  });

  it('answers what it refuses itself', async () => {
    const response = await fetch(`${origin}/about`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
  });

  /** What the front answers to `request`, written on a socket as it stands. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      // One answer is all a request line gets: the connection may stay open after it.
      socket.on('data', () => /\r\n\r\n/.test(text) && setTimeout(() => socket.end(), 50));
    });

  it("answers every request line, Node's early answers included, with the headers and never a 5xx", async () => {
    const lines: [string, number][] = [
      ['GET * HTTP/1.1\r\nHost: x', 400],
      ['HEAD * HTTP/1.1\r\nHost: x', 400],
      ['OPTIONS * HTTP/1.1\r\nHost: x', 400],
      ['GET *about HTTP/1.1\r\nHost: x', 400],
      ['GET http://evil.example/ HTTP/1.1\r\nHost: evil.example', 400],
      ['GET http://127.0.0.1/about HTTP/1.1\r\nHost: 127.0.0.1', 400],
      ['GET example.com:443 HTTP/1.1\r\nHost: x', 400],
      [`GET /${'a'.repeat(5000)} HTTP/1.1\r\nHost: x`, 414],
      [`GET /${'a'.repeat(30_000)} HTTP/1.1\r\nHost: x`, 414],
      ['GET / HTTP/1.1', 400],
      ['GET / HTTP/1.1\r\nHost: x\r\nExpect: nonsense', 417],
      ['GET / HTTP/1.1\r\nHost: x\r\nHost: y', 400],
      ['GET / HTTP/9.9\r\nHost: x', 400],
      ['GET /%zz HTTP/1.1\r\nHost: x', 400],
    ];
    for (const [line, status] of lines) {
      const text = await raw(`${line}\r\n\r\n`);
      const shown = line.slice(0, 60);
      expect([shown, text.slice(0, 12)]).toEqual([shown, `HTTP/1.1 ${status}`]);
      expect([shown, text]).toEqual([shown, expect.stringContaining(`Content-Security-Policy: ${STRICT_CSP}`)]);
      expect([shown, text]).toEqual([shown, expect.stringContaining('X-Content-Type-Options: nosniff')]);
      expect([shown, /\r\nLocation:/i.test(text)]).toEqual([shown, false]);
    }
    // HTTP/1.0 needs no Host.
    expect(await raw('GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
  });

  it("passes on an answer with headers longer than Node's default limit, never a 502", async () => {
    // Read with Node's client, told to take it: fetch stops at 16 kB of headers itself.
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${origin}/long/path`, { maxHeaderSize: 65_536, agent: false }, resolve).on('error', reject),
    );
    // Read to its end (the stand-in sends its body in two pieces), so no request is left open.
    await new Promise((resolve) => answer.resume().on('end', resolve));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-long']).toHaveLength(20_000);
  });

  it('answers CONNECT and a method Node cannot parse on the socket, with the headers', async () => {
    for (const request of [
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      'FO@O / HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const text = await raw(request);
      expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed/);
      expect(text).toContain(`Content-Security-Policy: ${STRICT_CSP}`);
      expect(text).toContain('Allow: GET, HEAD');
    }
  });
});
