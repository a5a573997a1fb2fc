/*
 * Each contact message records the language of the page it was written from:
 * 'en' for the English pages, 'ur' for the Urdu ones (/ur). The function
 * routes an Urdu message to Karachi sales and says so in its email; the
 * outbox's retries read the language back, so a retried email says the same.
 * Messages stored before this column existed came from the English pages,
 * the only ones there were.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column language text not null default 'en'
  constraint contact_messages_language_check check (language in ('en', 'ur'));
