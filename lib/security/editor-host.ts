/**
 * The editor (`npm run edit`) writes files, so it answers only the host names
 * it was started for: loopback by default, or EDIT_ALLOWED_HOSTS
 * (comma-separated). A web page the editor happens to visit cannot reach it
 * through DNS rebinding (a foreign Host) nor post to it from its own origin (a
 * foreign Origin): both are refused before Keystatic sees the request.
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

function hostnameOf(value: string | null, withScheme: boolean): string | null {
  if (!value) return null;
  try {
    return new URL(withScheme ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether the request's Host (and Origin, when it sends one) is one the editor answers to. */
export function isEditorRequest(headers: Headers, allowed: ReadonlySet<string>): boolean {
  // Next's image optimizer fetches pictures from the server itself without a Host, naming it in
  // x-forwarded-host; a browser always sends Host, so a page elsewhere cannot take that path.
  const host = hostnameOf(headers.get('host') ?? headers.get('x-forwarded-host'), false);
  if (!host || !allowed.has(host)) return false;
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return origin === null;
  const from = hostnameOf(origin, true);
  return from !== null && allowed.has(from);
}
