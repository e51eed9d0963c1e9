import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from './connection.js';
import { migrateToLatest, pendingMigrations } from './migrate.js';
import { freshDatabase } from '../test/database.js';

// Several servers share only PostgreSQL; SQLite is one server on one machine (two connections to
// one SQLite file migrating at once are not supported and not guarded).
describe('migrateToLatest', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is safe when several servers start at once: both succeed, each migration runs once',
    async () => {
      const fresh = await freshDatabase();
      const a = createDb(fresh.database);
      const b = createDb(fresh.database);
      try {
        await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
        expect(await pendingMigrations(a)).toEqual([]);
        const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(a);
        const names = rows.rows.map((r) => r.name);
        expect(names.length).toBeGreaterThan(0);
        expect(new Set(names).size).toBe(names.length);
      } finally {
        await a.destroy();
        await b.destroy();
        await fresh.drop();
      }
    },
  );
});
