import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './connection.js';

describe('the SQLite statement cache', () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return withStatementCache(sqlite, size);
  };

  it('prepares a statement once per SQL text', () => {
    const db = open();
    const first = db.prepare('select n from t');
    expect(db.prepare('select n from t')).toBe(first);
    expect(db.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('prepares another statement while the cached one is being iterated', () => {
    const db = open();
    const sql = 'select n from t order by n';
    const outer = db.prepare(sql);
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ n: number }>) {
      const inner = db.prepare(sql);
      expect(inner).not.toBe(outer);
      seen.push(row.n, (inner.all() as { n: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
    expect(db.prepare(sql)).toBe(outer);
  });

  it('drops the least recently used statement past its size', () => {
    const db = open(2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });
});
