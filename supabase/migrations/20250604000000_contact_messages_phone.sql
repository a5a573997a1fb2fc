/*
 * A contact message may carry the visitor's phone or WhatsApp number, which the
 * form offers to Karachi sales so they can call or message back. The function
 * stores it in E.164 (+923001234567: a plus, the country code, at most 15
 * digits), whatever way the visitor wrote it; no number is null, as for every
 * message stored before this column existed.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column phone text
  constraint contact_messages_phone_check check (phone ~ '^\+[1-9][0-9]{3,14}$');
