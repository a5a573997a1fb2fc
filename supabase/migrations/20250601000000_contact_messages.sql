/*
 * contact_messages: every message a visitor sends through the site's contact
 * form, and the delivery state of the email that tells the group about it.
 *
 * Who may read or write: only the send-contact-email edge function, which
 * connects as the database owner (postgres) through SUPABASE_DB_URL and so is
 * not subject to row-level security. Row-level security is on with no policy,
 * and anon/authenticated hold no grants, so the public API keys can neither
 * read nor write a row. People read messages as postgres (the dashboard's
 * table editor, or `npm run messages` locally).
 */
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  -- salted sha-256 of the sender's ip: enough to rate-limit, not enough to identify
  client_hash text not null,
  -- the form's per-submission key: a retried submission finds its first row
  idempotency_key uuid unique,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  notified_at timestamptz,
  -- when the outbox may next try to email the group (also a lease while one try runs)
  next_attempt_at timestamptz default now()
);

create index contact_messages_client_recent_idx
  on public.contact_messages (client_hash, created_at);

create index contact_messages_outbox_idx
  on public.contact_messages (next_attempt_at)
  where status = 'pending';

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
