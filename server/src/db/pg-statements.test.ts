import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.js';
import { PLANNED_PER_CALL, withPreparedStatements } from './pg-statements.js';

// PostgreSQL only (TEST_DATABASE_URL, as in CI).
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements prepared once per connection', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    fresh = await freshDatabase();
    if (fresh.database.dialect !== 'postgres') throw new Error('PostgreSQL only');
    pool = new pg.Pool({ connectionString: fresh.database.url, max: 1 });
    withPreparedStatements(pool, 2);
    await pool.query('create table t (id integer primary key, name text)');
    await pool.query("insert into t values (1, 'a'), (2, 'b')");
  });
  afterAll(async () => {
    await pool.end();
    await fresh.drop();
  });

  const prepared = async () =>
    (await pool.query('select statement from pg_prepared_statements order by prepare_time')).rows.map(
      (r: { statement: string }) => r.statement,
    );

  it('prepares a statement with parameters once, and answers as before', async () => {
    const byId = 'select name from t where id = $1';
    expect((await pool.query(byId, [1])).rows).toEqual([{ name: 'a' }]);
    expect((await pool.query(byId, [2])).rows).toEqual([{ name: 'b' }]);
    expect(await prepared()).toEqual([byId]);
  });

  it('sends a statement to be planned per call unnamed: never prepared', async () => {
    const before = await prepared();
    const count = `select count(*)::int as n from t where id >= $1 ${PLANNED_PER_CALL}`;
    expect((await pool.query(count, [1])).rows).toEqual([{ n: 2 }]);
    expect((await pool.query(count, [2])).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual(before);
  });

  it('drops the least recently used past its size, deallocated once its connection is released', async () => {
    const [one, two, three] = [1, 2, 3].map((n) => `select name from t where id = $1 and ${n} = ${n}`);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(one!, [1]);
      await client.query(two!, [1]);
      await client.query(one!, [1]);
      await client.query(three!, [1]);
      // Not inside the transaction: a DEALLOCATE that failed there would abort it.
      expect(await client.query('select 1 as ok')).toMatchObject({ rows: [{ ok: 1 }] });
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await prepared()).sort()).toEqual([one, three].sort());
    // Dropped, then used again: prepared again under a new name.
    expect((await pool.query(two!, [2])).rows).toEqual([{ name: 'b' }]);
  });

  it('keeps no name for a statement the server could not parse: its eviction aborts nothing', async () => {
    const client = await pool.connect();
    try {
      await expect(client.query('select nope from t where id = $1', [1])).rejects.toThrow('nope');
      await client.query('begin');
      // Two more texts push everything older out of a cache of two.
      await client.query('select name from t where id = $1 and 7 = 7', [1]);
      await client.query('select name from t where id = $1 and 8 = 8', [1]);
      await client.query("insert into t values ($1, 'c')", [3]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await pool.query('select name from t where id = $1', [3])).rows).toEqual([{ name: 'c' }]);
    await pool.query('delete from t where id = $1', [3]);
  });

  it('prepares a statement again after a value node-postgres could not send', async () => {
    const echo = 'select $1::text as v';
    // One connection throughout, as Kysely keeps it (pool.query drops a connection that erred).
    const client = await pool.connect();
    try {
      expect((await client.query(echo, ['ok'])).rows).toEqual([{ v: 'ok' }]);
      // JSON.stringify cannot write a BigInt: node-postgres fails before the server sees it.
      await expect(client.query(echo, [{ n: 1n }])).rejects.toThrow('BigInt');
      expect((await client.query(echo, ['again'])).rows).toEqual([{ v: 'again' }]);
    } finally {
      client.release();
    }
  });

  it('prepares a statement again once its table changed shape', async () => {
    const all = 'select * from t where id = $1';
    expect((await pool.query(all, [1])).rows).toEqual([{ id: 1, name: 'a' }]);
    await pool.query('alter table t add column colour text');
    // PostgreSQL refuses the statement prepared for the old shape once...
    await expect(pool.query(all, [1])).rejects.toThrow('cached plan must not change result type');
    // ...and it is prepared again for the new one.
    expect((await pool.query(all, [1])).rows).toEqual([{ id: 1, name: 'a', colour: null }]);
  });
});
