import { formPostCases } from './form-post-cases.ts';
import { handlerCases, runHandlerCase } from './handler-cases.ts';
import { startTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('send-contact-email handler (Node)', () => {
  test.each([...handlerCases, ...formPostCases].map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      await runHandlerCase(testCase, database);
    },
    15_000,
  );
});
