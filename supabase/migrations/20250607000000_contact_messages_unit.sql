/*
 * An enquiry written on a project's page says what it is about: the project,
 * and the size and payment plan the buyer chose in the page's schedule, as the
 * page named them (in its language). Each is a line of at most 120 characters,
 * or null: a message from any other form, and every message stored before
 * these columns existed. The outbox's retries read them back, so a retried
 * email says the same.
 *
 * Who may read or write: unchanged — only the send-contact-email function (as
 * postgres); anon and authenticated hold no grants.
 */
alter table public.contact_messages
  add column project text constraint contact_messages_project_check check (char_length(project) between 1 and 120),
  add column unit_size text constraint contact_messages_unit_size_check check (char_length(unit_size) between 1 and 120),
  add column payment_plan text constraint contact_messages_payment_plan_check check (char_length(payment_plan) between 1 and 120);
