/**
 * `npm run messages`: the stored contact messages, newest first, with their
 * delivery status and the page each was written from (its language). Reads
 * through the running stack's database server (PGlite is single-process: the
 * data directory cannot be opened twice).
 *   --limit N   how many (default 20)
 */
import postgres from 'postgres';
import { localConfig } from './local/config.mjs';

const config = localConfig();
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 20;

/** The page a message was written from, by its language. */
const PAGES = { en: 'English page', ur: 'Urdu page (/ur)' };

const sql = postgres(config.databaseUrl, { prepare: false, max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  const rows = await sql`
    select id, created_at, status, attempts, notified_at, next_attempt_at, last_error,
           first_name || ' ' || last_name as name, email, team, subject, message,
           phone, to_char(visit_day, 'YYYY-MM-DD') as visit_day, visit_mode, language,
           concat_ws(' · ', project, unit_size, payment_plan) as unit
    from public.contact_messages where status <> 'discarded' order by created_at desc limit ${limit}`;
  // Honeypot hits are kept (empty) only to count against their sender's limit.
  const [{ total }] = await sql`select count(*)::int as total from public.contact_messages where status <> 'discarded'`;
  console.log(
    `${total} message${total === 1 ? '' : 's'} stored${total > rows.length ? `, newest ${rows.length} shown` : ''}.\n`,
  );
  for (const row of rows) {
    const delivery =
      row.status === 'sent'
        ? `sent ${row.notified_at.toISOString()}`
        : row.status === 'failed'
          ? `failed after ${row.attempts} attempts`
          : `pending (${row.attempts} attempts${row.next_attempt_at ? `, next ${row.next_attempt_at.toISOString()}` : ''})`;
    console.log(`${row.created_at.toISOString()}  ${row.id}  ${delivery}`);
    console.log(
      `  ${row.name} <${row.email}> to ${row.team}, from the ${PAGES[row.language] ?? row.language}: ${row.subject}`,
    );
    const extras = [
      row.unit && `about ${row.unit}`,
      row.phone && `phone ${row.phone}`,
      row.visit_day && `site visit ${row.visit_day} (${row.visit_mode})`,
    ].filter(Boolean);
    if (extras.length) console.log(`  ${extras.join(', ')}`);
    console.log(`  ${row.message.replace(/\s+/g, ' ').slice(0, 100)}`);
    if (row.last_error && row.status !== 'sent') console.log(`  last error: ${row.last_error}`);
    console.log('');
  }
} catch (error) {
  if (error.code === 'ECONNREFUSED' || error.code === 'CONNECT_TIMEOUT') {
    console.error(
      `The local stack is not running (no database on ${config.host}:${config.ports.db}). Start it with \`npm start\`.`,
    );
  } else {
    console.error(`Could not list messages: ${error.message}`);
  }
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 1 });
}
