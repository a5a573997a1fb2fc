/*
 * How long the mail provider took to take a message's email when the visitor's
 * own request handed it over (handover_ms), so that a function instance that has
 * just started knows, from the instances before it, how long a honeypot hit must
 * wait to answer as a real message does (docs/backend.md, "The honeypot's time").
 * A honeypot hit records the time it waited, which no instance reads back. Null
 * where nothing was timed: messages stored before this column existed.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column handover_ms integer
  constraint contact_messages_handover_ms_check check (handover_ms >= 0);

-- a starting instance reads the latest few real hand-overs
create index contact_messages_handover_recent_idx
  on public.contact_messages (created_at desc)
  where handover_ms is not null and status <> 'discarded';
