/*
 * Local-only bootstrap, run by the local stack (scripts/local/database.mjs)
 * and the tests before the migrations. It recreates what every Supabase
 * project already has and the embedded database (PGlite) lacks: the api roles
 * and the default privileges that grant them every new table in public. With
 * those in place, a migration that forgot its `revoke` or its row-level
 * security would fail the tests here as it would leak on Supabase.
 *
 * Idempotent; never part of `supabase db push`.
 */
do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$roles$;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
