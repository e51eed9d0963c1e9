import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { DesignersTable } from '../../db/schema.js';

const designerColumns = ['id', 'name', 'active'] as const;

export function listDesigners(db: Db, options: { activeOnly: boolean }) {
  let query = db.selectFrom('designers').select(designerColumns);
  if (options.activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('name').orderBy('id').execute();
}

export function findDesigner(db: Db, id: number) {
  return db.selectFrom('designers').select(designerColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertDesigner(db: Db, designer: Insertable<DesignersTable>): Promise<number> {
  const { id } = await db.insertInto('designers').values(designer).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateDesigner(trx: Db, id: number, changes: Updateable<DesignersTable>): Promise<void> {
  await trx.updateTable('designers').set(changes).where('id', '=', id).execute();
}
