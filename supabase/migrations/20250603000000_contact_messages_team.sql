/*
 * Each contact message records the team it was sent to (a slug of
 * content/teams/, such as karachi-sales), so the email goes to that team's
 * inbox and the outbox's retries keep sending it there. The function checks
 * the team against its configured inboxes before storing; anything else is
 * stored as 'general'. Messages stored before this column existed went to the
 * one inbox there was, general.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column team text not null default 'general'
  constraint contact_messages_team_check check (team ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
