import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STRICT_CSP } from '../lib/security/headers.mjs';
import { decodablePath } from '../lib/security/requests.mjs';
import { frontAnswer, repeatedSlashTarget, startFront } from './front.mjs';

describe('what the front answers itself', () => {
  it('refuses every method but GET and HEAD with 405, saying what is allowed, with the headers and a policy that allows nothing', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'TRACK', 'FOO']) {
      const answer = frontAnswer(method, '/about');
      expect(answer).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD', 'Content-Security-Policy': STRICT_CSP, 'X-Content-Type-Options': 'nosniff' } });
    }
    expect(frontAnswer('OPTIONS', '/_next/static/chunks/a.js')?.status).toBe(405);
  });

  it('refuses a path whose percent-encoding does not decode with 400', () => {
    for (const target of ['/%', '/%zz', '/about%', '/%E0%A4%A', '/%C3%28']) {
      expect(frontAnswer('GET', target)).toMatchObject({ status: 400, headers: { 'Content-Security-Policy': STRICT_CSP } });
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

  it('lets everything else through to Next', () => {
    for (const target of ['/', '/about', '/About', '/hotels/x', '/_next/static/chunks/a.js', '/robots.txt', '/caf%C3%A9']) {
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
      `require('http').createServer((req, res) => { res.writeHead(200, { 'x-seen-path': req.url, 'x-forwarded-for-seen': req.headers['x-forwarded-for'] || '' }); res.write('first '); setTimeout(() => res.end('second'), 20); }).listen(Number(process.env.PORT), process.env.HOSTNAME);`,
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

  it('answers CONNECT and a method Node cannot parse on the socket, with the headers', async () => {
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const request of ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 'FO@O / HTTP/1.1\r\nHost: x\r\n\r\n']) {
      const text = await raw(request);
      expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed/);
      expect(text).toContain(`Content-Security-Policy: ${STRICT_CSP}`);
      expect(text).toContain('Allow: GET, HEAD');
    }
  });
});
