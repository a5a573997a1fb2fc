/**
 * Structured log lines (one JSON object each) for the function. Callers pass
 * ids, counts and outcomes only: never a name, an email address or message text.
 */
type Field = string | number | boolean | null;

export function logEvent(
  event: string,
  fields: Record<string, Field> = {},
  level: 'info' | 'warn' | 'error' = 'info',
): void {
  console[level](JSON.stringify({ event, ...fields }));
}

/** A short, PII-free label for an error (provider messages can quote addresses). */
export function errorKind(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    const status = /answered (\d{3})/.exec(error.message)?.[1];
    if (status) return `http_${status}`;
    return error.name || 'Error';
  }
  return 'unknown';
}
