import type { Db } from '../../db/connection.js';
import type { ContactMessagesTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

export function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>) {
  return db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
}
