import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
