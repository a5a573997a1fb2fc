/**
 * The editor (`npm run edit`) writes files, so it answers only the host names
 * it was started for: loopback by default, or EDIT_ALLOWED_HOSTS
 * (comma-separated). A web page the editor happens to visit cannot reach it
 * through DNS rebinding (a foreign Host) nor post to it from its own origin: a
 * browser's request that names an Origin is taken only from the editor's own,
 * the scheme, host and port it was reached at, so another page on this machine
 * (`http://localhost:9999`) is refused like any other site. Both are refused
 * before Keystatic sees the request.
 */
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The host names the editor answers to. */
export function editorHosts(value: string | undefined): ReadonlySet<string> {
  const listed = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return new Set(listed.length ? listed : LOOPBACK);
}

function hostnameOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(`http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** An origin as the URL standard serialises it (lowercase host, default port dropped), or null. */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the request's Host is one the editor answers to and, when a browser names an
 * Origin, it is the editor's own: `protocol` (`http:` or `https:`, as the server saw the
 * request) with the Host the request was sent to.
 */
export function isEditorRequest(headers: Headers, allowed: ReadonlySet<string>, protocol: string): boolean {
  // Next's image optimizer fetches pictures from the server itself without a Host, naming it in
  // x-forwarded-host; a browser always sends Host, so a page elsewhere cannot take that path.
  const hostHeader = headers.get('host') ?? headers.get('x-forwarded-host');
  const host = hostnameOf(hostHeader);
  if (!host || !allowed.has(host)) return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  // 'null' (an opaque origin: a sandboxed frame, a file) never equals a real one.
  const own = originOf(`${protocol}//${hostHeader}`);
  return own !== null && originOf(origin) === own;
}
