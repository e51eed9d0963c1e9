import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce, takeRow, columnsOf, type Take } from './compiled-once.js';
import { createDb, type Db } from './connection.js';

describe('a query compiled once', () => {
  let db: Db;
  beforeEach(async () => {
    db = createDb({ dialect: 'sqlite', file: ':memory:' });
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
  });
  afterEach(() => db.destroy());

  // The counters table stands for any: the helper knows nothing of the schema.
  const insert = compiledOnce(
    (kysely, take, row: { name: string; value: number }) =>
      kysely.insertInto('counters').values(takeRow(take, row)).returningAll(),
    columnsOf,
  );

  it('is built once, and runs with each input its own values', async () => {
    let builds = 0;
    const byName = compiledOnce((kysely, take: Take<string>) => {
      builds += 1;
      return kysely
        .selectFrom('counters')
        .select('value')
        .where(
          'name',
          '=',
          take((name) => name),
        );
    });
    await insert(db, { name: 'a', value: 1 });
    await insert(db, { name: 'b', value: 2 });
    expect((await byName(db, 'a')).rows).toEqual([{ value: 1 }]);
    expect((await byName(db, 'b')).rows).toEqual([{ value: 2 }]);
    expect((await byName(db, 'c')).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it('builds again for another shape: how many values a list has', async () => {
    for (const [name, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await insert(db, { name, value });
    let builds = 0;
    const named = compiledOnce(
      (kysely, take, names: string[]) => {
        builds += 1;
        return kysely
          .selectFrom('counters')
          .select('value')
          .where(
            'name',
            'in',
            names.map((_, i) => take((all) => all[i]!)),
          )
          .orderBy('value');
      },
      (names) => names.length,
    );
    expect((await named(db, ['a', 'c'])).rows.map((r) => r.value)).toEqual([1, 3]);
    expect((await named(db, ['b', 'c', 'a'])).rows.map((r) => r.value)).toEqual([1, 2, 3]);
    expect((await named(db, ['b', 'a'])).rows.map((r) => r.value)).toEqual([1, 2]);
    expect(builds).toBe(2);
  });

  it('inserts only the columns a row gives: a column left out takes its default', async () => {
    await sql`create table notes (id integer primary key, body text not null default 'none')`.execute(db);
    const note = compiledOnce(
      (kysely, take, row: { id: number; body?: string }) =>
        (kysely as unknown as Kysely<{ notes: { id: number; body: Generated<string> } }>)
          .insertInto('notes')
          .values(takeRow(take, row))
          .returningAll(),
      columnsOf,
    );
    expect((await note(db, { id: 1, body: 'kept' })).rows).toEqual([{ id: 1, body: 'kept' }]);
    expect((await note(db, { id: 2 })).rows).toEqual([{ id: 2, body: 'none' }]);
    expect((await note(db, { id: 3, body: undefined })).rows).toEqual([{ id: 3, body: 'none' }]);
  });

  it('refuses a value taken where it would be written into the SQL text', async () => {
    const literal = compiledOnce((kysely, take: Take<number>) =>
      kysely.selectFrom('counters').select(sql.raw<number>(`${take((n) => n)}`).as('n')),
    );
    await expect(literal(db, 1)).rejects.toThrow(/not a parameter/);
  });
});
