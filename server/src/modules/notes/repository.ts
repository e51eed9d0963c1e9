import type { Db } from '../../db/connection.js';

const columns = ['id', 'user_id', 'note_text', 'created_by_name', 'created_at'] as const;

export function listNotes(db: Db, userId: number) {
  return db
    .selectFrom('customer_notes')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export function findNote(db: Db, id: number) {
  return db.selectFrom('customer_notes').select(columns).where('id', '=', id).executeTakeFirst();
}

export function insertNote(
  db: Db,
  note: { user_id: number; note_text: string; created_by: number; created_by_name: string; created_at: string },
) {
  return db.insertInto('customer_notes').values(note).returning(columns).executeTakeFirstOrThrow();
}

export async function deleteNote(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('customer_notes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
