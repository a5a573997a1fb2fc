import { editorHosts, isEditorRequest } from './editor-host';

const loopback = editorHosts(undefined);
const request = (headers: Record<string, string>) => new Headers(headers);

describe('the editor answers only its own host names', () => {
  it('answers loopback by name and address, on any port', () => {
    for (const host of ['127.0.0.1:3001', 'localhost:3001', 'LOCALHOST', '[::1]:3001']) {
      expect(isEditorRequest(request({ host }), loopback)).toBe(true);
    }
  });

  it('answers Next’s own fetch of a picture for its optimizer, which names the host in x-forwarded-host', () => {
    expect(isEditorRequest(request({ 'x-forwarded-host': '127.0.0.1', 'x-forwarded-port': '3001' }), loopback)).toBe(true);
    expect(isEditorRequest(request({ host: 'evil.example:3301', 'x-forwarded-host': '127.0.0.1' }), loopback)).toBe(false);
  });

  it('refuses another host: what a DNS-rebound page would send', () => {
    expect(isEditorRequest(request({ host: 'evil.example:3301' }), loopback)).toBe(false);
    expect(isEditorRequest(request({ host: '127.0.0.1.evil.example' }), loopback)).toBe(false);
    expect(isEditorRequest(request({}), loopback)).toBe(false);
  });

  it('refuses a request from a page of another origin, or of an opaque one', () => {
    expect(isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'http://127.0.0.1:3001' }), loopback)).toBe(true);
    expect(isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'http://evil.example' }), loopback)).toBe(false);
    expect(isEditorRequest(request({ host: '127.0.0.1:3001', origin: 'null' }), loopback)).toBe(false);
  });

  it('answers the host names it is given instead, when given some', () => {
    const hosts = editorHosts(' editor.internal , 10.0.0.5 ');
    expect(isEditorRequest(request({ host: 'editor.internal:3001' }), hosts)).toBe(true);
    expect(isEditorRequest(request({ host: '127.0.0.1:3001' }), hosts)).toBe(false);
  });
});
