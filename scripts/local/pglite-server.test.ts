import { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres, { type Sql } from 'postgres';
import { servePglite } from './pglite-server.mjs';

let db: PGlite;
let server: PGLiteSocketServer;
let url: string;
const pools: Sql[] = [];
const connect = (max: number) => {
  const sql = postgres(url, { prepare: false, max, onnotice: () => {} });
  pools.push(sql);
  return sql;
};

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table t (id serial primary key, a text not null, b int not null default 0)');
  server = await servePglite({ db, host: '127.0.0.1', port: 0 });
  url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
}, 30_000);

afterAll(async () => {
  await Promise.all(pools.map((sql) => sql.end({ timeout: 1 })));
  await server?.stop();
  await db?.close();
});

describe('the local PGlite server', () => {
  test('keeps each connection’s extended-protocol queries and transactions whole under a concurrent pool', async () => {
    const sql = connect(4);
    const jobs = Array.from({ length: 300 }, async (_, i) => {
      if (i % 3 === 0) {
        await sql.begin(async (tx) => {
          await tx`select id from t where a = ${`row ${i}`}`;
          await tx`insert into t (a, b) values (${`row ${i}`}, ${i})`;
        });
        return true;
      }
      if (i % 3 === 1) {
        await sql`update t set b = b + 1 where id = ${i}`;
        return true;
      }
      // Each connection must get its own statement's answer, never another's.
      const [row] = await sql<{ echo: string }[]>`select ${`echo ${i}`}::text as echo`;
      return row?.echo === `echo ${i}`;
    });
    const outcomes = await Promise.allSettled(jobs);
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected' || outcome.value !== true);
    expect(
      failures.map((failure) => (failure.status === 'rejected' ? String(failure.reason) : 'wrong answer')).slice(0, 3),
    ).toEqual([]);
    expect((await sql<{ n: number }[]>`select count(*)::int as n from t`)[0]!.n).toBe(100);
  }, 30_000);

  test('frees the session, rolled back, when a connection dies inside a transaction', async () => {
    const dying = connect(1);
    const before = (await dying<{ n: number }[]>`select count(*)::int as n from t`)[0]!.n;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = dying
      .begin(async (tx) => {
        await tx`insert into t (a) values ('never committed')`;
        inside();
        await new Promise(() => {}); // hold the transaction open until the connection is cut
      })
      .catch(() => 'cut');
    await entered;
    await dying.end({ timeout: 0 });
    expect(await transaction).toBe('cut');

    const other = connect(1);
    const [row] = await other<{ n: number }[]>`select count(*)::int as n from t`;
    expect(row!.n).toBe(before);
  }, 30_000);
});
