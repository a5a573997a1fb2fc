/**
 * The local Postgres in a process of its own, as `npm start` runs it: a
 * database that stops (SIGSTOP, a crash) stops nothing else, so the function
 * meets it as it meets Supabase's, through its deadline, and the gateway keeps
 * answering. Its settings come from the environment (config.mjs); it serves
 * once DB_PORT accepts connections, and SIGTERM or SIGINT closes it cleanly.
 *
 *   node scripts/local/database-server.mjs
 */
import { localConfig } from './config.mjs';
import { startDatabase } from './database.mjs';

const config = localConfig();
let database;
try {
  database = await startDatabase({
    dir: config.pgliteDir,
    host: config.host,
    port: config.ports.db,
    root: config.root,
  });
} catch (error) {
  console.error(`The database did not start: ${error.message}`);
  process.exit(1);
}
if (database.applied.length) console.log(`Applied migrations: ${database.applied.join(', ')}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await database.stop().catch((error) => console.error(error));
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
