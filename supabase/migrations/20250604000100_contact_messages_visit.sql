/*
 * A message to Karachi sales may ask for a site visit: the visitor's preferred
 * day and whether in person or by video call. Both are set, or neither (no
 * visit, and every message stored before these columns existed). The function
 * checks the rest before storing: the day lies from tomorrow to 60 days ahead
 * in Karachi when the message arrives, and only Karachi sales books visits.
 * The day is a calendar day in Karachi, hence `date`, with no time zone.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column visit_day date,
  add column visit_mode text
  constraint contact_messages_visit_mode_check check (visit_mode in ('in-person', 'video')),
  -- a check passes on null, so "both or neither" compares the two nulls themselves
  add constraint contact_messages_visit_check check ((visit_day is null) = (visit_mode is null));
