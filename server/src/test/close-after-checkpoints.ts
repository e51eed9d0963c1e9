// Run by checkpointer.test.ts in a process of its own: a database whose checkpoint worker has
// started is closed, and the process then goes on (it prints "closed" and exits 0).
import { sql } from 'kysely';
import { createDb } from '../db/connection.js';

const db = createDb({ dialect: 'sqlite', file: process.argv[2]! });
await sql`create table t (n integer)`.execute(db);
for (let n = 0; n < 60; n += 1) await sql`insert into t values (${n})`.execute(db);
await db.destroy();
process.stdout.write('closed\n');
