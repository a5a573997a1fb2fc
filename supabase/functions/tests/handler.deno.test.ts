// The handler's cases under Deno (the deployed runtime): `npm run test:deno`.
import { formPostCases } from './form-post-cases.ts';
import { handlerCases, runHandlerCase } from './handler-cases.ts';
import { startTestDatabase } from './test-database.ts';

Deno.test('send-contact-email handler (Deno)', async (t) => {
  const database = await startTestDatabase();
  try {
    for (const testCase of [...handlerCases, ...formPostCases]) {
      await t.step(testCase.name, () => runHandlerCase(testCase, database));
    }
  } finally {
    await database.close();
  }
});
