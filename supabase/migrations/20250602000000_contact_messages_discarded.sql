/*
 * A honeypot hit is recorded as a contact_messages row with status 'discarded'
 * and empty text: it counts against the sender's rate limit and answers a
 * repeated idempotency key exactly as a real message does, so a bot cannot
 * tell it was caught; the outbox never emails it (it only claims 'pending').
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages drop constraint contact_messages_status_check;

alter table public.contact_messages
  add constraint contact_messages_status_check check (status in ('pending', 'sent', 'failed', 'discarded'));
