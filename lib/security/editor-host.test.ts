import { editorHosts, isEditorRequest } from './editor-host';

const loopback = editorHosts(undefined);
const request = (headers: Record<string, string>) => new Headers(headers);

describe('the editor answers only its own host names', () => {
  it('answers loopback by name and address, on any port', () => {
    for (const host of ['127.0.0.1:3001', 'localhost:3001', 'LOCALHOST', '[::1]:3001']) {
      expect(isEditorRequest(request({ host }), loopback, 'http:')).toBe(true);
    }
  });

  it('answers Next’s own fetch of a picture for its optimizer, which names the host in x-forwarded-host', () => {
    expect(
      isEditorRequest(request({ 'x-forwarded-host': '127.0.0.1', 'x-forwarded-port': '3001' }), loopback, 'http:'),
    ).toBe(true);
    expect(
      isEditorRequest(request({ host: 'evil.example:3301', 'x-forwarded-host': '127.0.0.1' }), loopback, 'http:'),
    ).toBe(false);
  });

  it('refuses another host: what a DNS-rebound page would send', () => {
    expect(isEditorRequest(request({ host: 'evil.example:3301' }), loopback, 'http:')).toBe(false);
    expect(isEditorRequest(request({ host: '127.0.0.1.evil.example' }), loopback, 'http:')).toBe(false);
    expect(isEditorRequest(request({}), loopback, 'http:')).toBe(false);
  });

  it('refuses a request from a page of another origin, or of an opaque one', () => {
    expect(
      isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'http://127.0.0.1:3001' }), loopback, 'http:'),
    ).toBe(true);
    expect(isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'http://evil.example' }), loopback, 'http:')).toBe(
      false,
    );
    expect(isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'null' }), loopback, 'http:')).toBe(false);
  });

  it('takes a write only from its own origin: the scheme, host and port it was reached at', () => {
    const from = (origin: string, host = '127.0.0.1:3001', protocol = 'http:') =>
      isEditorRequest(request({ host, origin }), loopback, protocol);
    expect(from('http://127.0.0.1:3001')).toBe(true);
    expect(from('http://LOCALHOST:3001', 'localhost:3001')).toBe(true);
    expect(from('http://127.0.0.1', '127.0.0.1')).toBe(true);
    expect(from('http://127.0.0.1:80', '127.0.0.1')).toBe(true);
    // Another page on this machine: a loopback name, but not the editor.
    expect(from('http://localhost:9999')).toBe(false);
    expect(from('http://127.0.0.1:3002')).toBe(false);
    expect(from('http://127.0.0.1')).toBe(false);
    expect(from('https://127.0.0.1:3001')).toBe(false);
    // Another loopback name for the editor is another origin to the browser.
    expect(from('http://localhost:3001')).toBe(false);
    // Behind TLS the editor's origin is https.
    const hosts = editorHosts('editor.internal');
    expect(
      isEditorRequest(request({ host: 'editor.internal', origin: 'https://editor.internal' }), hosts, 'https:'),
    ).toBe(true);
    expect(
      isEditorRequest(request({ host: 'editor.internal', origin: 'http://editor.internal' }), hosts, 'https:'),
    ).toBe(false);
  });

  it('answers the host names it is given instead, when given some', () => {
    const hosts = editorHosts(' editor.internal , 10.0.0.5 ');
    expect(isEditorRequest(request({ host: 'editor.internal:3001' }), hosts, 'http:')).toBe(true);
    expect(isEditorRequest(request({ host: '127.0.0.1:3001' }), hosts, 'http:')).toBe(false);
  });
});
