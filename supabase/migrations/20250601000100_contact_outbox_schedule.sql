/*
 * Every minute, ask send-contact-email to retry the emails that could not be
 * sent yet (the contact outbox). pg_cron runs the job as postgres; pg_net
 * makes the http call. The job reads three Vault secrets, created once per
 * project (see docs/backend.md, "Deploy"):
 *   project_url            https://<project-ref>.supabase.co
 *   anon_key               the project's anon key (the gateway checks a jwt)
 *   contact_outbox_secret  the same value as the function's OUTBOX_SECRET
 *
 * Who may read or write: nothing here stores data; cron.job is owned by postgres.
 *
 * Where pg_cron or pg_net is not available (the local embedded database), the
 * migration does nothing: locally `npm run outbox:flush` triggers the retry.
 */
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: contact outbox schedule skipped';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

  -- execute, not a direct call: the cron schema does not exist when this is parsed
  execute $sql$
    select cron.schedule(
      'contact-outbox-flush',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/send-contact-email',
          headers := jsonb_build_object(
            'content-type', 'application/json',
            'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'anon_key'),
            'x-outbox-flush', (select decrypted_secret from vault.decrypted_secrets where name = 'contact_outbox_secret')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 30000
        );
      $job$
    )
  $sql$;
end
$migration$;
