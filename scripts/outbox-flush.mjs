/**
 * `npm run outbox:flush`: asks the running stack's function to retry pending
 * emails, the call pg_cron makes every minute in production.
 */
import { localConfig } from './local/config.mjs';

const config = localConfig();
const url = `${config.apiUrl}/functions/v1/${config.functionName}`;
try {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.serviceRoleKey}`,
      'content-type': 'application/json',
      'x-outbox-flush': config.outboxSecret,
    },
    body: '{}',
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`the function answered ${response.status}: ${body}`);
  const result = JSON.parse(body);
  console.log(
    `Outbox flushed: ${result.claimed} due, ${result.sent} sent, ${result.retrying} to retry later, ${result.failed} given up, ${result.errors} errors.`,
  );
} catch (error) {
  const refused = error.cause?.code === 'ECONNREFUSED';
  console.error(
    refused
      ? `The local stack is not running (nothing on ${config.apiUrl}). Start it with \`npm start\`.`
      : `Outbox flush failed: ${error.message}`,
  );
  process.exitCode = 1;
}
