import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactMessageInput } from '@/supabase/functions/_shared/contact-schema';
import { TEAM_FIELD } from '@/supabase/functions/_shared/teams';

export const CONTACT_FUNCTION = 'send-contact-email';

/**
 * The function's address, as supabase-js invokes it (`<url>/functions/v1/<name>`): where the form
 * posts itself when the page runs no script. Undefined when the backend is not configured.
 */
export function contactFunctionUrl(url = process.env.NEXT_PUBLIC_SUPABASE_URL): string | undefined {
  return url ? new URL(`functions/v1/${CONTACT_FUNCTION}`, url.endsWith('/') ? url : `${url}/`).href : undefined;
}
/** A hung function must not leave the visitor waiting forever. */
export const CONTACT_TIMEOUT_MS = 15_000;

let client: SupabaseClient | null = null;

/**
 * The backend client is created on first use, and its library is only
 * downloaded then, so no page pays for it at load time.
 */
async function getClient(): Promise<SupabaseClient> {
  if (client) return client;
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey)
    throw new Error(
      'The contact service is not configured (NEXT_PUBLIC_SUPABASE_URL / NEXT_PUBLIC_SUPABASE_ANON_KEY).',
    );
  const { createClient } = await import('@supabase/supabase-js');
  client = createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, storage: window.localStorage },
  });
  return client;
}

export type SendResult = { ok: true; id: string } | { ok: false; error: unknown };

export type SendOptions = {
  /** The slug of the team that should answer; the function sends an unknown one to general. */
  team?: string;
  /** The hidden field people never fill in. */
  honeypot?: string;
};

/**
 * Invokes the `send-contact-email` function. `idempotencyKey` is the same for
 * every retry of one submission, so a retry after a timeout never stores the
 * message twice.
 */
export async function sendContactMessage(
  message: ContactMessageInput,
  idempotencyKey: string,
  { team, honeypot = '' }: SendOptions = {},
): Promise<SendResult> {
  try {
    const supabase = await getClient();
    // Loaded here, not at the top: the schema module brings zod, which stays out of the first load.
    const { HONEYPOT_FIELD } = await import('@/supabase/functions/_shared/contact-schema');
    const { data, error } = await supabase.functions.invoke<{ id: string }>(CONTACT_FUNCTION, {
      body: { ...message, [TEAM_FIELD]: team, [HONEYPOT_FIELD]: honeypot },
      headers: { 'x-idempotency-key': idempotencyKey },
      timeout: CONTACT_TIMEOUT_MS,
    });
    if (error) return { ok: false, error };
    return { ok: true, id: data?.id ?? '' };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A v4 UUID; falls back to getRandomValues where randomUUID is missing (insecure origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
